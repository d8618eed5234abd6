/**
 * Firefox ESR (Debian's, over WebDriver BiDi) and Chromium (Debian's, over CDP) as phones, both through
 * puppeteer-core: a 390x844 viewport at device pixel ratio 3, touch, a phone user agent.
 *
 * Firefox limits here: `setOfflineMode` fails fetches but leaves `navigator.onLine` true, so journeys
 * stop the server instead (as in WebKit); no network throttling; `navigator.share` is absent.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { Phone, withCommandTimeout, type Driver, type EngineName } from './phone';

const ANDROID_FIREFOX_UA = 'Mozilla/5.0 (Android 14; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0';
const ANDROID_CHROME_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

export async function launchFirefox(baseUrl: string): Promise<Phone> {
  const downloads = mkdtempSync(path.join(os.tmpdir(), 'engines-firefox-downloads-'));
  const browser = await puppeteer.launch({
    downloadBehavior: { policy: 'allow', downloadPath: downloads },
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    extraPrefsFirefox: { 'intl.accept_languages': 'fr-FR, fr', 'browser.download.useDownloadDir': true },
  });
  return phoneOn('firefox', browser, baseUrl, ANDROID_FIREFOX_UA, downloads);
}

export async function launchChromium(baseUrl: string): Promise<Phone> {
  const downloads = mkdtempSync(path.join(os.tmpdir(), 'engines-chromium-downloads-'));
  const browser = await puppeteer.launch({
    downloadBehavior: { policy: 'allow', downloadPath: downloads },
    browser: 'chrome',
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--lang=fr-FR',
    ],
  });
  return phoneOn('chromium', browser, baseUrl, ANDROID_CHROME_UA, downloads);
}

async function phoneOn(engine: EngineName, browser: Browser, baseUrl: string, userAgent: string, downloads: string): Promise<Phone> {
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  await page.setUserAgent(userAgent);
  const phone = new Phone(engine, withCommandTimeout(puppeteerDriver(browser, page), engine), baseUrl);
  phone.downloadDir = downloads;
  return phone;
}

function puppeteerDriver(browser: Browser, page: Page): Driver {
  return {
    navigate: async (url) => {
      await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    },
    evaluate: (src, args) => page.evaluate(`(${src}).apply(null, ${JSON.stringify(args)})`),
    clickCss: async (selector) => {
      const handle = await page.waitForSelector(selector, { timeout: 5_000 });
      await handle!.click();
    },
    typeKeys: (text) => page.keyboard.type(text),
    pressBackspace: () => page.keyboard.press('Backspace'),
    hasXPath: async (xpath) => (await page.$$(`::-p-xpath(${xpath})`)).length > 0,
    clickXPath: async (xpath) => {
      const handle = await page.waitForSelector(`::-p-xpath(${xpath})`, { timeout: 5_000 });
      await handle!.click();
    },
    png: async () => Buffer.from(await page.screenshot({ type: 'png' })),
    currentUrl: async () => page.url(),
    quit: () => browser.close(),
  };
}
