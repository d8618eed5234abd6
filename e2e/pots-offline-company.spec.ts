/**
 * A company's pot saved while the server is unreachable (issue 45, item 7c), in Chromium at 390x844
 * through the TCP proxy of pots-offline.spec.ts: the later-step variant waits ('En attente de
 * connexion'), survives a reload, and once the server is back and the save sent, the flow ends on the
 * company's payment step with the amount typed, as it does online — not on the pot page.
 */
import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support';
import { appErrors, fieldLabel as label, openUnderServiceWorker } from './pwa-support';
import { companyWithPaymentAccount } from './payments.support';
import { checkPage, closeToasts, prepareContext, tcpProxy, unique } from './pots-support';

test('a company’s save queued offline ends on the payment step once sent', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const company = await companyWithPaymentAccount(request);
  const events = (await (await request.get('/api/v1/event_types?cat=entreprise')).json()) as Array<{ id: number }>;
  const charities = (await (await request.get('/api/v1/assocs?page=1&per_page=12')).json()) as Array<{ id: number }>;
  const evt = events[0]!.id;
  const proxy = tcpProxy(Number(new URL(baseURL ?? '').port));
  const port = await proxy.open();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  await prepareContext(context, company.token);
  try {
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await openUnderServiceWorker(page, `http://127.0.0.1:${port}/create/company/details?evt=${evt}&assoc=${charities[0]!.id}`);
    const name = `Atelier hors ligne ${unique()}`;
    await page.getByLabel(label('Nom de votre cagnotte')).fill(name);
    await page.getByRole('textbox', { name: /Le mot de l.entreprise/ }).click();
    await page.keyboard.type('Enregistrée sans connexion.');
    await page.getByLabel(/^Montant du don de votre entreprise/).fill('35');

    await proxy.close();
    await page.getByRole('button', { name: 'Sauvegardez et continuez' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'En attente de connexion' })).toBeVisible();
    await page.reload(); // the save, and where it goes on to, wait in IndexedDB
    await expect(page.getByRole('heading', { level: 1, name: 'En attente de connexion' })).toBeVisible();
    // It says where the flow goes on to: the payment step of the company's gift, not the pot's page.
    await expect(page.getByText('puis l’étape du paiement de votre don s’ouvrira', { exact: false })).toBeVisible();
    await checkPage(page, appErrors(errors), 'company-pending-save');

    await proxy.open(port);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page).toHaveURL(new RegExp(`/create/company/payment\\?amount=35&gift=0&evt=${evt}&id=\\d+&hide=false$`), {
      timeout: 30_000,
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Contribution de votre entreprise' })).toBeVisible();
    const potId = Number(new URL(page.url()).searchParams.get('id'));
    expect((await (await request.get(`/api/v1/cagnottes/${potId}`)).json()).name).toBe(name);
    await expect(page.getByTestId('connection-bar')).toHaveCount(0, { timeout: 15_000 });
    await closeToasts(page);
    await checkPage(page, appErrors(errors), 'company-pending-sent-payment');
  } finally {
    await context.close();
    await proxy.close();
  }
});
