/**
 * A card donation left on the bank's 3-D Secure page: the provider ends the session after 30 minutes
 * (FAILED 101304, packages/mangopay-sandbox/src/modules/secure-mode-expiry.ts) and says so by its hook,
 * or reconciliation reads it; either way the donation becomes FAILED once and the pot's totals do not
 * move. Replayed hooks change nothing, and the donor who finishes the bank's page too late comes back to
 * a failed payment (POST /payments/return answers FAILED: the pot page's "paiement refusé" notice).
 */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/app';
import type { createInlineJobs } from '../../jobs/jobs';
import type { MailMessage } from '../../mail/mailer';
import { registerProductHooks } from '../provider';
import { HOOK_JOB, type HookJobData } from '../hooks/hooks.jobs';
import { SECURE_MODE_SESSION_SECONDS } from '@entraide/mangopay-sandbox';
import { sandboxControl } from '@entraide/mangopay-sandbox/testing';
import { reconcileDonations } from './reconciliation';
import {
  CHALLENGE_CARD,
  donateByCard,
  donationRow,
  openPot,
  passSecureMode,
  paymentReturn,
  postQuickDonation,
  potTotals,
  QUICK_DONOR,
  quickRegisterCard,
  sandboxPayins,
  sandboxWalletBalance,
  signedInDonor,
  type PotSetup,
} from './testing/donation-flows';

const SESSION_MS = SECURE_MODE_SESSION_SECONDS * 1000;
const EXPIRED_PAYIN = {
  Status: 'FAILED',
  ResultCode: '101304',
  ResultMessage: 'Secure mode: The 3DSecure authentication session has expired',
};

const sent: MailMessage[] = [];
let t: TestContext;
let pot: PotSetup;

beforeAll(async () => {
  t = await startTestApp({
    mail: {
      async send(m) {
        sent.push(m);
      },
    },
  });
  pot = await openPot(t);
  // As at start-up: the emulator notifies this app's hook route.
  await registerProductHooks(t.deps.payments, t.url, pino({ level: 'silent' }));
});
afterAll(() => t.close());

/** PAYIN_NORMAL_FAILED hooks of the pay-in handled by the app (inline jobs record each run). */
const failedHookRuns = (payinId: string) =>
  (t.deps.jobs as ReturnType<typeof createInlineJobs>).runs.filter((r) => {
    const data = r.data as HookJobData;
    return r.name === HOOK_JOB && r.ok && data.resourceId === payinId && data.eventType === 'PAYIN_NORMAL_FAILED';
  });
/** The provider's events about the pay-in, in its own records. */
const providerEvents = async (payinId: string) =>
  ((await sandboxControl(t.sandbox!, 'GET', `/${t.sandbox!.clientId}/events`)) as Array<{ ResourceId: string; EventType: string }>)
    .filter((e) => e.ResourceId === payinId)
    .map((e) => e.EventType);
const failedHook = (payinId: string) =>
  t.request(
    `/api/v1/payments/hooks?EventType=PAYIN_NORMAL_FAILED&RessourceId=${payinId}&Date=${Math.floor(t.clock.now().getTime() / 1000)}`,
  );
const sandboxPayin = (payinId: string) => sandboxPayins(t).find((p) => p.Id === payinId);

/** After the provider's one PAYIN_NORMAL_FAILED, the same hook five more times: each handled, nothing changes. */
async function replayFailedHook(donationId: number, payinId: string) {
  await expect.poll(() => failedHookRuns(payinId).length).toBe(1);
  expect(await providerEvents(payinId)).toEqual(['PAYIN_NORMAL_CREATED', 'PAYIN_NORMAL_FAILED']);
  const before = { row: await donationRow(t, donationId), totals: await potTotals(t, pot.potId) };
  for (let i = 0; i < 5; i++) expect((await failedHook(payinId)).status).toBe(200);
  await expect.poll(() => failedHookRuns(payinId).length).toBe(6);
  expect(await donationRow(t, donationId)).toEqual(before.row);
  expect(await potTotals(t, pot.potId)).toEqual(before.totals);
}

/** The donor comes back to the bank's page too late and presses "Authentifier". */
async function authenticateTooLate(redirectUrl: string, payinId: string, owner: { token?: string; quickToken?: string }) {
  const page = await passSecureMode(redirectUrl, 'authenticate');
  expect(page.page.html).toContain('Session expirée');
  expect(page.answer.status).toBe(303);
  expect(page.transactionId).toBe(payinId);
  const back = await paymentReturn(t, payinId, owner);
  expect(back).toMatchObject({ status: 200, body: { payment_status: 'FAILED', pot_id: pot.potId, result_code: '101304' } });
  expect(sandboxPayin(payinId)).toMatchObject(EXPIRED_PAYIN);
}

describe('a 3-D Secure card donation abandoned on the bank page', () => {
  it('signed in: the provider’s hook fails it once after 30 minutes, totals unchanged', async () => {
    const donor = await signedInDonor(t);
    const totals = await potTotals(t, pot.potId);
    const balance = sandboxWalletBalance(t, pot.walletId);
    const { body } = await donateByCard(t, { token: donor.token, potId: pot.potId, amount: 4000, card: CHALLENGE_CARD });
    expect(body).toMatchObject({ payment_status: 'CREATED', secureModeRedirectURL: expect.stringContaining('/3ds/') });
    const donationId = body.id as number;
    const payinId = String((await donationRow(t, donationId)).mangopay_payin_id);
    expect(await fetch(body.secureModeRedirectURL).then((r) => r.text())).toContain('value="authenticate"'); // seen, then left

    await sandboxControl(t.sandbox!, 'POST', '/clock/advance', { ms: SESSION_MS - 60_000 });
    expect((await reconcileDonations(t.deps)).changed).toBe(0);
    expect((await donationRow(t, donationId)).status).toBe('CREATED');

    await sandboxControl(t.sandbox!, 'POST', '/clock/advance', { ms: 60_000 });
    await expect.poll(async () => (await donationRow(t, donationId)).status).toBe('FAILED');
    expect(await donationRow(t, donationId)).toMatchObject({ result_code: '101304', secure_mode_redirect_url: null });
    expect(await potTotals(t, pot.potId)).toEqual(totals);

    await replayFailedHook(donationId, payinId);
    const again = await reconcileDonations(t.deps);
    expect(again.changed).toBe(0);
    await authenticateTooLate(body.secureModeRedirectURL, payinId, { token: donor.token });

    expect((await donationRow(t, donationId)).status).toBe('FAILED');
    expect(await potTotals(t, pot.potId)).toEqual(totals);
    expect(sandboxWalletBalance(t, pot.walletId)).toBe(balance);
    expect(sent.filter((m) => m.to === donor.email)).toEqual([]);
  });

  it('quick donor: reconciliation fails it once when no request reached the provider meanwhile, totals unchanged', async () => {
    const headers = { 'X-Forwarded-For': '198.51.100.61' };
    const identity = { ...QUICK_DONOR, email: 'lucie.abandon@exemple.fr' };
    const totals = await potTotals(t, pot.potId);
    const balance = sandboxWalletBalance(t, pot.walletId);
    const { cardId, quickToken } = await quickRegisterCard(t, identity, CHALLENGE_CARD, headers);
    const { body } = await postQuickDonation(t, { potId: pot.potId, amount: 2500, cardId, quickToken, identity, headers });
    expect(body).toMatchObject({ payment_status: 'CREATED', secureModeRedirectURL: expect.stringContaining('/3ds/') });
    const donationId = body.id as number;
    const payinId = String((await donationRow(t, donationId)).mangopay_payin_id);

    t.clock.advance(SESSION_MS + 60_000); // time passes; nothing calls the provider
    expect(sandboxPayin(payinId)).toMatchObject({ Status: 'CREATED' });
    await reconcileDonations(t.deps);
    expect(await donationRow(t, donationId)).toMatchObject({ status: 'FAILED', result_code: '101304' });
    expect(sandboxPayin(payinId)).toMatchObject(EXPIRED_PAYIN);
    expect(await potTotals(t, pot.potId)).toEqual(totals);
    // The provider's own hook, sent when reconciliation's read ended the session, changes nothing more.
    await replayFailedHook(donationId, payinId);
    expect((await reconcileDonations(t.deps)).changed).toBe(0);
    await authenticateTooLate(body.secureModeRedirectURL, payinId, { quickToken });
    expect(await potTotals(t, pot.potId)).toEqual(totals);
    expect(sandboxWalletBalance(t, pot.walletId)).toBe(balance);
    expect(sent.filter((m) => m.to === identity.email)).toEqual([]);
  });

  it('a page opened in time and confirmed after the session ended brings the donor back to a failed payment', async () => {
    const headers = { 'X-Forwarded-For': '198.51.100.62' };
    const identity = { ...QUICK_DONOR, email: 'lucie.tardive@exemple.fr' };
    const totals = await potTotals(t, pot.potId);
    const { cardId, quickToken } = await quickRegisterCard(t, identity, CHALLENGE_CARD, headers);
    const { body } = await postQuickDonation(t, { potId: pot.potId, amount: 1800, cardId, quickToken, identity, headers });
    const donationId = body.id as number;
    const payinId = String((await donationRow(t, donationId)).mangopay_payin_id);
    expect(await fetch(body.secureModeRedirectURL).then((r) => r.text())).toContain('value="authenticate"');

    t.clock.advance(SESSION_MS);
    const posted = await fetch(body.secureModeRedirectURL, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'authenticate' }),
    });
    expect(posted.status).toBe(303);
    expect(new URL(String(posted.headers.get('location'))).searchParams.get('transactionId')).toBe(payinId);
    expect(await paymentReturn(t, payinId, { quickToken })).toMatchObject({
      status: 200,
      body: { donation_id: donationId, payment_status: 'FAILED', result_code: '101304' },
    });
    expect(await donationRow(t, donationId)).toMatchObject({ status: 'FAILED', result_code: '101304' });
    expect(await potTotals(t, pot.potId)).toEqual(totals);
    await replayFailedHook(donationId, payinId);
  });
});
