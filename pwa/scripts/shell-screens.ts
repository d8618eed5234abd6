// Screenshots of the app shell at phone size, for a human look (docs/screens/shell/).
// Usage: npx vite build && npx vite preview --port 4173 & then: npx tsx pwa/scripts/shell-screens.ts [baseUrl]
import { mkdir } from 'node:fs/promises';
import { chromium, type Page } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:4173';
const outDir = 'docs/screens/shell';
const problems: string[] = [];

async function checkOverflow(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`${label}: horizontal overflow of ${overflow}px`);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  await mkdir(outDir, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: 'fr-FR' });
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console: ${msg.text()}`));
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));

  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await checkOverflow(page, 'home');
  await page.screenshot({ path: `${outDir}/home.png` });
  await page.screenshot({ path: `${outDir}/home-full.png`, fullPage: true });

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Comment ça marche' }).first().waitFor();
  await checkOverflow(page, 'menu');
  await page.waitForTimeout(300); // let the bars-to-cross animation finish
  await page.screenshot({ path: `${outDir}/menu-open.png` });
  await page.keyboard.press('Escape');

  await page.getByRole('contentinfo').screenshot({ path: `${outDir}/footer.png` });

  await page.goto(`${base}/charte-qualit%C3%A9-cagnotte-solidaire`, { waitUntil: 'networkidle' });
  await checkOverflow(page, 'placeholder');
  console.log('placeholder title:', await page.title());
  await page.screenshot({ path: `${outDir}/coming-soon.png` });

  const sw = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null);
  console.log('service worker:', sw);

  // The header row must stay inside the content width at every size (links inline from 1100 px).
  for (const width of [768, 1100, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await checkOverflow(page, `home ${width}px`);
    const spill = await page.evaluate(() => {
      const inner = document.querySelector('.site-header__inner')!;
      const contentRight = inner.getBoundingClientRect().right - parseFloat(getComputedStyle(inner).paddingRight);
      return Math.round(document.querySelector('.site-header__cta')!.getBoundingClientRect().right - contentRight);
    });
    if (spill > 0) problems.push(`header ${width}px: button spills ${spill}px out of the header`);
  }
  await page.screenshot({ path: `${outDir}/home-desktop.png` });
} finally {
  await browser.close();
}

console.log(problems.length ? `problems:\n${problems.join('\n')}` : 'no console error, no horizontal overflow');
process.exitCode = problems.length ? 1 : 0;
