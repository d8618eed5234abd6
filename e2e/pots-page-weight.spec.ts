/**
 * The pot page a QR code opens loads its own code only (issue 45, item 5; docs/performance.md): not the public
 * site's route table or layout, not the live screen. Its parts below the first screen (the tabs, the side
 * column) and the cookie banner arrive in modules of their own and take the server's markup over without any
 * hydration message; they work once there. Screenshots at 390x844 in docs/screens/pot-page/.
 */
import { expect, test } from '@playwright/test';
import { appStarted } from './support';
import { createPot, potForVisit, signUp } from './pots-support';

const HYDRATION = /hydrat|did not match|didn't match|server rendered|Minified React error #(418|419|421|422|423|425)/i;

test.use({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });

test('a first visit by QR code: only the pot page’s code, its later parts taken over without a hydration message', async ({
  page,
  request,
}) => {
  const { token } = await signUp(request);
  const pot = await createPot(request, token);
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  const messages: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') messages.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => messages.push(`pageerror: ${err.message}`));

  await page.goto(`/participate/${pot.id}`);
  await appStarted(page);
  const banner = page.getByRole('region', { name: 'Cookies et mesure d’audience' });
  await expect(banner).toBeVisible(); // a first visit: no choice yet
  await page.screenshot({ path: 'docs/screens/pot-page/first-visit.png' });

  // The parts below the first screen work once their modules are there: the participants' tab and the QR code.
  await banner.getByRole('button', { name: /Refuser/ }).click();
  await expect(banner).toBeHidden();
  await page.getByRole('tab', { name: /Les Participants/ }).click();
  await expect(page.getByRole('tab', { name: /Les Participants/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Le mot du porteur de la cagnotte' }).click();
  const qr = page.getByRole('img', { name: 'QR code de la cagnotte' }); // drawn when about to be seen
  await page.getByRole('heading', { name: 'QR code de la cagnotte' }).scrollIntoViewIfNeeded();
  await expect(qr).toBeVisible();
  await page.screenshot({ path: 'docs/screens/pot-page/whole-page.png', fullPage: true });

  expect(messages.filter((m) => HYDRATION.test(m))).toEqual([]);
  expect(scripts.filter((file) => /\/(route-table|PublicLayout|LiveScreenPage|HomePage)-[^/]+\.js$/.test(file))).toEqual([]);
  expect(scripts.some((file) => /\/PotSide-[^/]+\.js$/.test(file))).toBe(true); // the side column came in its own module
});

test('the pot page starts without React Router, which takes over on the first tap: the donation flow, the back button and the site’s links work', async ({
  page,
  context,
  request,
}) => {
  const { pot, errors } = await potForVisit(request, context, page);
  const potPage = new RegExp(`/participate/${pot.id}$`);
  const amount = page.getByLabel('Montant de votre don (en euros)');

  await page.goto(`/participate/${pot.id}`);
  await appStarted(page);
  await amount.fill('25');
  await page.getByRole('button', { name: 'Je donne' }).click();
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}/tips\\?amount=25$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(potPage);
  await expect(page.getByRole('heading', { level: 1, name: pot.name })).toBeVisible();
  await amount.fill('30');
  await page.getByRole('button', { name: 'Je donne' }).click();
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}/tips\\?amount=30$`));

  await page.goBack();
  await expect(page).toHaveURL(potPage);
  const charity = page.locator('#charity-block-title').getByRole('link');
  const name = (await charity.textContent()) ?? '';
  await charity.click();
  await expect(page).toHaveURL(/\/association\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(potPage);
  await expect(page.getByRole('button', { name: 'Je donne' })).toBeVisible();
  expect(errors).toEqual([]);
});
