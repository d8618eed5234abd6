/**
 * WebKit (WebKitGTK, Safari's engine family) as a phone: Xvfb gives a display, WebKitWebDriver (W3C
 * WebDriver classic) starts our one-window browser (webkit-phone-browser.py: exactly 390x844, an iPhone
 * Safari user agent), selenium-webdriver drives it. One driver process holds one session.
 *
 * Limits here (not iOS Safari): no touch events (pointer actions arrive as mouse), no network
 * interception nor offline emulation (journeys stop the server instead), no init scripts (the phone
 * sets local storage from a same-origin page first), `navigator.share` absent (WebShare is off), and
 * iOS-only behaviour (storage eviction, viewport zoom, standalone mode) is not reproduced.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import { Phone, withCommandTimeout, type Driver } from './phone';

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const BROWSER = path.join(import.meta.dirname, 'webkit-phone-browser.py');

async function waitForPort(url: string, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** A free X display number (none of its lock or socket files exist), from `first` up. */
function freeDisplay(first: number): number {
  for (let n = first; n < first + 50; n += 1) if (!existsSync(`/tmp/.X${n}-lock`) && !existsSync(`/tmp/.X11-unix/X${n}`)) return n;
  throw new Error('no free X display');
}

export async function launchWebKit(baseUrl: string, driverPort: number): Promise<Phone> {
  const children: ChildProcess[] = [];
  const display = `:${freeDisplay(driverPort % 1000)}`;
  // The screen is the phone's size: the window cannot grow past it (it did, to the screen's height, after
  // coming back from the 3-D Secure page on another port).
  const xvfb = spawn('Xvfb', [display, '-screen', '0', '390x844x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
  children.push(xvfb);
  const env = { ...process.env, DISPLAY: display, WEBKIT_DISABLE_COMPOSITING_MODE: '1', NO_AT_BRIDGE: '1' };
  await new Promise((r) => setTimeout(r, 300));
  const wd = spawn('WebKitWebDriver', [`--port=${driverPort}`], {
    env,
    stdio: ['ignore', 'ignore', process.env.ENGINES_DEBUG ? 'inherit' : 'ignore'],
  });
  children.push(wd);
  const stop = () => {
    for (const child of [...children].reverse()) if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  try {
    await waitForPort(`http://127.0.0.1:${driverPort}/status`);
    const downloads = mkdtempSync(path.join(os.tmpdir(), 'engines-webkit-downloads-'));
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${driverPort}`)
      .withCapabilities({
        browserName: 'EntraidePhone',
        pageLoadStrategy: 'normal',
        'webkitgtk:browserOptions': {
          binary: BROWSER,
          args: ['--size=390x844', `--user-agent=${IPHONE_UA}`, `--download-dir=${downloads}`],
        },
      })
      .build();
    await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });
    const phone = new Phone('webkit', webdriverDriver(driver, stop), baseUrl);
    phone.downloadDir = downloads;
    return phone;
  } catch (err) {
    stop();
    throw err;
  }
}

const NUDGE = `let n = document.getElementById('engines-nudge');
if (!n) { n = document.createElement('div'); n.id = 'engines-nudge'; n.style.cssText = 'position:fixed;left:0;bottom:0;width:1px;height:1px;pointer-events:none;z-index:2147483647'; document.documentElement.append(n); }
n.style.background = n.style.background === 'rgba(0, 0, 0, 0.02)' ? 'rgba(0, 0, 0, 0.01)' : 'rgba(0, 0, 0, 0.02)';`;

/** The phone primitives on a W3C WebDriver classic session. */
export function webdriverDriver(driver: WebDriver, stop: () => void): Driver {
  const driverApi: Driver = {
    navigate: (url) => driver.get(url),
    evaluate: (src, args) => driver.executeScript(`return (${src}).apply(null, arguments)`, ...args),
    // A pointer click through the Actions API: WebKitWebDriver's Element Click waits for a navigation
    // the click starts and hung past every timeout on the card form's redirect to the 3-D Secure page.
    clickCss: async (selector) => {
      const element = await driver.findElement(By.css(selector));
      await driver.actions().move({ origin: element }).press().release().perform();
    },
    typeKeys: (text) => driver.actions().sendKeys(text).perform(),
    pressBackspace: () => driver.actions().sendKeys(Key.BACK_SPACE).perform(),
    hasXPath: async (xpath) => (await driver.findElements(By.xpath(xpath))).length > 0,
    clickXPath: async (xpath) => {
      const element = await driver.findElement(By.xpath(xpath));
      await driver.actions().move({ origin: element }).press().release().perform();
    },
    // WebKitWebDriver's screenshot waits for the page's next presentation update, which a still page
    // (a modal open, the 3-D Secure page) never makes: it hung. While it waits, a 1 px mark in a corner
    // is toggled so the page paints; the mark is removed after.
    png: async () => {
      const shot = driver.takeScreenshot();
      for (let i = 0; i < 40; i += 1) {
        if (
          await Promise.race([
            shot.then(
              () => true,
              () => true,
            ),
            new Promise((r) => setTimeout(() => r(false), 200)),
          ])
        )
          break;
        await driver.executeScript(NUDGE).catch(() => undefined);
      }
      const png = Buffer.from(await shot, 'base64');
      await driver.executeScript("document.getElementById('engines-nudge')?.remove()").catch(() => undefined);
      return png;
    },
    currentUrl: () => driver.getCurrentUrl(),
    quit: async () => {
      await driver.quit().catch(() => undefined);
      stop();
    },
  };
  // A command WebKitWebDriver never answers (seen: a screenshot) becomes an error instead of a hang.
  return withCommandTimeout(driverApi, 'WebKitWebDriver');
}
