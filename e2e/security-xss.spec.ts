/**
 * Pots whose name and description carry known XSS payloads are opened in
 * Chromium (390x844); no payload runs (window.__xss never set, no dialog), and the CSP reports no
 * blocked script either (a blocked one would mean markup got through and only the CSP stopped it),
 * with no exception (zod's eval probe is off in the PWA: pwa/app/zod-config.ts).
 */
import { expect, test } from '@playwright/test';
import { DESCRIPTION_XSS, potNameWith, TEXT_XSS_PAYLOADS } from '../test/security/xss-payloads';
import { closingDay, prepareContext, referenceIds, signUp, unique } from './pots-support';
import { appStarted } from './support';

test('no stored payload runs on the pot page', async ({ page, context, request }) => {
  const { token } = await signUp(request);
  const { evt, charity } = await referenceIds(request);
  const [dd, mm, yyyy] = closingDay().split('-');
  await prepareContext(context);
  await context.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
    );
  });
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  for (const payload of TEXT_XSS_PAYLOADS) {
    const res = await request.post('/api/v1/user/cagnottes', {
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `xss-${unique()}-0000000000` },
      data: {
        charity_pot: {
          name: potNameWith(payload),
          description: DESCRIPTION_XSS,
          closing_date: `${yyyy}-${mm}-${dd}`,
          event_type_id_id: evt,
          assoc_id_id: charity,
        },
      },
    });
    expect(res.status()).toBe(201);
    const pot = (await res.json()) as { id: number };
    await page.goto(`/participate/${pot.id}`);
    await appStarted(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Fête');
    await expect(page.getByText('Bonjour').first()).toBeVisible();
    await page.waitForTimeout(300); // let onload / ontoggle / onerror handlers fire if any got in
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), payload).toBeUndefined();
    const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    // No violation at all: zod's eval probe is switched off in the PWA (pwa/app/zod-config.ts).
    expect(violations, payload).toEqual([]);
  }
  expect(dialogs).toEqual([]);
  await page.screenshot({ path: 'docs/screens/security/pot-page-xss-payload.png' });
});
