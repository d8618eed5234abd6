/**
 * The wizard offline, in Chromium at 390x844, through a TCP proxy in front of the test server that is
 * closed to make the server unreachable (the service worker's own requests are not cut by
 * setOffline): the draft survives a reload, and the server going away mid-wizard; a pot saved while
 * the server is unreachable waits ('En attente de connexion', and in the shell's connection bar) and is
 * sent once it is back, once.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { collectConsoleErrors, readAppStore } from './support';
import { appErrors, fieldLabel as label, openUnderServiceWorker } from './pwa-support';
import {
  checkPage,
  closeToasts,
  closingDay,
  prepareContext,
  referenceIds,
  signUp,
  tcpProxy,
  typeDescription,
  unique,
} from './pots-support';

async function newContext(browser: import('@playwright/test').Browser, token?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  await prepareContext(context, token);
  return context;
}

test('the draft survives a reload, and the server becoming unreachable mid-wizard', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const ids = await referenceIds(request);
  const proxy = tcpProxy(Number(new URL(baseURL ?? '').port));
  const port = await proxy.open();
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const details = `http://127.0.0.1:${port}/create/private/details?evt=${ids.evt}&assoc=${ids.charity}`;
    await openUnderServiceWorker(page, details);
    const name = `Brouillon ${unique()}`;
    await page.getByLabel(label('Nom de votre cagnotte')).fill(name);
    await page.getByLabel(label('Date de fin de collecte')).fill(closingDay(60));
    await page.waitForTimeout(600); // the draft is written after 300 ms of quiet
    await page.reload();
    await expect(page.getByLabel(label('Nom de votre cagnotte'))).toHaveValue(name);
    await expect(page.getByLabel(label('Date de fin de collecte'))).toHaveValue(closingDay(60));

    await proxy.close();
    await context.setOffline(true);
    await typeDescription(page, 'Écrit pendant que le serveur est injoignable.');
    await page.getByLabel(label('Nom de votre cagnotte')).fill(`${name} hors ligne`);
    await page.waitForTimeout(600);
    await page.reload(); // answered by the service worker
    await expect(page.getByRole('heading', { level: 1, name: 'Création de votre cagnotte de la générosité' })).toBeVisible();
    await expect(page.getByLabel(label('Nom de votre cagnotte'))).toHaveValue(`${name} hors ligne`);
    await expect(page.getByLabel(label('Date de fin de collecte'))).toHaveValue(closingDay(60));
    await expect(page.getByRole('textbox', { name: /Votre message/ })).toHaveText('Écrit pendant que le serveur est injoignable.');
    await checkPage(page, appErrors(errors), 'draft-offline');

    await proxy.open(port);
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByLabel(label('Nom de votre cagnotte'))).toHaveValue(`${name} hors ligne`);
  } finally {
    await context.close();
    await proxy.close();
  }
});

test('a pot saved while the server is unreachable waits, then is sent once it is back, and only once', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const ids = await referenceIds(request);
  const { token } = await signUp(request);
  const proxy = tcpProxy(Number(new URL(baseURL ?? '').port));
  const port = await proxy.open();
  const context = await newContext(browser, token);
  try {
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await openUnderServiceWorker(page, `http://127.0.0.1:${port}/create/private/details?evt=${ids.evt}&assoc=${ids.charity}`);
    const name = `Hors ligne ${unique()}`;
    await page.getByLabel(label('Nom de votre cagnotte')).fill(name);
    await page.getByLabel(label('Date de fin de collecte')).fill(closingDay());
    await typeDescription(page, 'Une cagnotte enregistrée sans connexion.');

    await proxy.close();
    await page.getByRole('button', { name: 'Valider ma cagnotte' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'En attente de connexion' })).toBeVisible();
    await page.reload(); // the save waits in IndexedDB, not in memory
    await expect(page.getByRole('heading', { level: 1, name: 'En attente de connexion' })).toBeVisible();
    await expect(page.getByText('et sa page s’ouvrira', { exact: false })).toBeVisible();
    // The shell's connection bar says the server cannot be reached though the phone is online (issue 45,
    // item 6), and that the write waits for it.
    await expect(page.getByTestId('connection-bar')).toContainText('Hors ligne');
    await expect(page.getByTestId('connection-bar')).toContainText('1 cagnotte en attente d’envoi : envoi au retour de la connexion.');
    await checkPage(page, appErrors(errors), 'pending-save');

    // What the outbox will send: its key and body.
    const queued = await readAppStore<{ key: string; body: { draft: Record<string, unknown> } }>(page, 'outbox');
    expect(queued).toHaveLength(1);
    const waiting = queued[0]!;
    expect(waiting.key).toMatch(/^[0-9a-f-]{36}$/);

    await proxy.open(port);
    // Flushing twice: the same creation sent twice by hand with the outbox's key, then two `online` events.
    const send = () =>
      request.post('/api/v1/user/cagnottes', {
        headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': waiting.key },
        data: {
          charity_pot: {
            name,
            description: '<p>Une cagnotte enregistrée sans connexion.</p>',
            closing_date: isoDay(closingDay()),
            event_type_id_id: ids.evt,
            assoc_id_id: ids.charity,
          },
        },
      });
    const [first, second] = await Promise.all([send(), send()]);
    const firstId = (await first.json()).id;
    expect([first.status(), second.status()].every((s) => s === 201 || s === 409)).toBe(true);

    await context.setOffline(true);
    await context.setOffline(false);
    await page.evaluate(() => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
    });
    await expect(page).toHaveURL(new RegExp(`/participate/${firstId}$`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // Sent: nothing waits any more, and the bar goes once 'Connexion rétablie' has been read.
    await expect(page.getByTestId('connection-bar')).toHaveCount(0, { timeout: 15_000 });
    for (const neighbour of [firstId - 1, firstId + 1]) {
      const res = await request.get(`/api/v1/cagnottes/${neighbour}`);
      if (res.ok()) expect((await res.json()).name).not.toBe(name);
    }
    await closeToasts(page);
    await checkPage(page, appErrors(errors), 'pending-sent');
  } finally {
    await context.close();
    await proxy.close();
  }
});

/** DD-MM-YYYY -> YYYY-MM-DD. */
function isoDay(day: string): string {
  const [dd, mm, yyyy] = day.split('-');
  return `${yyyy}-${mm}-${dd}`;
}
