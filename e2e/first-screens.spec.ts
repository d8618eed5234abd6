/**
 * The first screens the server writes with React's own components (api/http/first-screens.ts): the pot
 * page, the home page and the directory's first page. Without script they show the page, and the pot
 * page's 'Je donne' leads to the tips step with the amount; with script React hydrates them without any
 * hydration error or warning in the console. Screenshots at 390x844, scripts off and on, in docs/screens/react/.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { appStarted } from './support';
import { createPot, prepareContext, signUp } from './pots-support';

const viewport = { width: 390, height: 844 };

/** Every console error and warning, and uncaught errors: hydration problems are reported through them. */
function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') messages.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => messages.push(`pageerror: ${err.message}`));
  return messages;
}

const HYDRATION = /hydrat|did not match|didn't match|server rendered|Minified React error #(418|419|421|422|423|425)/i;

async function withoutScript(browser: Browser, baseURL: string | undefined, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false, locale: 'fr-FR' });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Opens `path` with script and waits for the app to have taken the server's markup over. */
async function hydrated(page: Page, path: string): Promise<string[]> {
  const messages = collectConsole(page);
  await page.goto(path);
  await appStarted(page);
  await page.waitForTimeout(500); // recoverable errors are reported after the commit
  return messages;
}

test('the pot page: the whole first screen and a working “Je donne” without script, hydrated without mismatch', async ({
  browser,
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await signUp(request);
  const pot = await createPot(request, token);

  await withoutScript(browser, baseURL, async (plain) => {
    await plain.goto(`/participate/${pot.id}`);
    await expect(plain.getByRole('heading', { level: 1, name: pot.name })).toBeVisible();
    await expect(plain.getByRole('heading', { name: 'Je participe' })).toBeVisible();
    await expect(plain.getByRole('tab', { name: 'Le mot du porteur de la cagnotte' })).toBeVisible();
    await expect(plain.getByText('Au profit de', { exact: true })).toBeAttached();
    await plain.screenshot({ path: 'docs/screens/react/pot-page-no-script.png' });
    await plain.getByLabel('Montant de votre don (en euros)').fill('25');
    await plain.getByRole('button', { name: 'Je donne' }).click();
    await expect(plain).toHaveURL(new RegExp(`/participate/${pot.id}/tips\\?amount=25$`));
  });

  await prepareContext(context);
  const messages = await hydrated(page, `/participate/${pot.id}`);
  await page.screenshot({ path: 'docs/screens/react/pot-page-script.png' });
  expect(messages.filter((m) => HYDRATION.test(m))).toEqual([]);
  // Taken over: 'Je donne' is the app's now (a client navigation to the same address).
  await page.getByLabel('Montant de votre don (en euros)').fill('12');
  await page.getByRole('button', { name: 'Je donne' }).click();
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}/tips\\?amount=12$`));
  expect(messages).toEqual([]);
});

for (const { name, path, heading } of [
  { name: 'home', path: '/', heading: 'Vos moments forts deviennent des dons' },
  { name: 'directory', path: '/associations-partenaires-cagnotte-solidaire', heading: 'Nos associations partenaires' },
]) {
  test(`the ${name} page: written by the server, hydrated without mismatch`, async ({ browser, page, context, baseURL }) => {
    await withoutScript(browser, baseURL, async (plain) => {
      await plain.goto(path);
      await expect(plain.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (name === 'directory') await expect(plain.getByRole('button', { name: 'En savoir plus' }).first()).toBeVisible();
      await plain.screenshot({ path: `docs/screens/react/${name}-no-script.png` });
    });
    await prepareContext(context);
    const messages = await hydrated(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.screenshot({ path: `docs/screens/react/${name}-script.png` });
    expect(messages.filter((m) => HYDRATION.test(m))).toEqual([]);
    expect(messages).toEqual([]);
  });
}

test('the cookie banner is part of the first screen until a choice is made, then left out by the server', async ({ browser, baseURL }) => {
  const path = '/associations-partenaires-cagnotte-solidaire';
  const context = await browser.newContext({ baseURL, viewport, locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    const messages = collectConsole(page);
    // A first visit: the server writes the banner, so it paints with the page.
    const first = await page.request.get(path);
    expect(await first.text()).toContain('Cookies et mesure d’audience');
    await page.goto(path);
    await appStarted(page);
    await page.getByRole('button', { name: 'Refuser' }).click();
    await expect(page.getByRole('button', { name: 'Refuser' })).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('refused');
    // The next page the server writes knows the choice, and the browser hydrates it as it is.
    const next = await page.request.get(path);
    expect(await next.text()).not.toContain('cookie-banner');
    await page.goto('/');
    await appStarted(page);
    await page.waitForTimeout(500);
    await expect(page.getByRole('button', { name: 'Refuser' })).toHaveCount(0);
    expect(messages).toEqual([]);
  } finally {
    await context.close();
  }
});

test('without script, the banner’s buttons work: the choice is kept and the page comes back without it', async ({ browser, baseURL }) => {
  const path = '/associations-partenaires-cagnotte-solidaire';
  await withoutScript(browser, baseURL, async (plain) => {
    await plain.goto(path);
    await expect(plain.getByRole('heading', { name: 'Cookies et mesure d’audience' })).toBeVisible();
    await plain.screenshot({ path: 'docs/screens/react/directory-no-script-banner.png' });
    await plain.getByRole('button', { name: 'Refuser' }).click();
    await expect(plain).toHaveURL(new RegExp(`${path}$`));
    await expect(plain.getByRole('heading', { level: 1, name: 'Nos associations partenaires' })).toBeVisible();
    await expect(plain.getByRole('heading', { name: 'Cookies et mesure d’audience' })).toHaveCount(0);
    expect((await plain.context().cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('refused');
  });
});
