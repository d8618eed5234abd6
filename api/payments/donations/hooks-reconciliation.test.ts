/**
 * Hooks and reconciliation: the hook route answers at once and queues the work; the same hook ten
 * times, or hooks out of order, change nothing more; a 3-D Secure payment whose browser never came
 * back is settled by the hook or by reconciliation; a card donation the provider never received fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/app';
import type { MailMessage } from '../../mail/mailer';
import { recordCreatedDonation } from './donation-ledger';
import { reconcileDonations, RECONCILE_AFTER_MS } from './reconciliation';
import {
  CHALLENGE_CARD,
  donateByCard,
  donationRow,
  openPot,
  passSecureMode,
  potTotals,
  signedInDonor,
  type PotSetup,
} from './testing/donation-flows';

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
});
afterAll(() => t.close());

const hook = (eventType: string, resourceId: string) =>
  t.request(`/api/v1/payments/hooks?EventType=${eventType}&RessourceId=${resourceId}&Date=${Math.floor(t.clock.now().getTime() / 1000)}`);

/** A 3-D Secure donation authenticated on the bank's page, the browser never coming back. */
async function authenticatedButNotReturned(amount: number, outcome: 'authenticate' | 'fail' = 'authenticate') {
  const donor = await signedInDonor(t);
  const { body } = await donateByCard(t, { token: donor.token, potId: pot.potId, amount, card: CHALLENGE_CARD });
  const page = await passSecureMode(body.secureModeRedirectURL, outcome);
  return { donor, donationId: body.id as number, payinId: page.transactionId ?? '' };
}

describe('GET /payments/hooks', () => {
  // Its speed (p99 within 200 ms while donations flow) is measured by `npm run bench`, not timed here.
  it('answers 200 to unknown event types and malformed resource ids, changing nothing', async () => {
    const response = await hook('SOMETHING_NEW', '12345');
    expect(response.status).toBe(200);
    expect((await hook('PAYIN_NORMAL_SUCCEEDED', '../../etc')).status).toBe(200);
  });

  it('settles a payment from its hook; ten replays and older events change nothing more', async () => {
    const { donor, donationId, payinId } = await authenticatedButNotReturned(3000);
    expect((await donationRow(t, donationId)).status).toBe('CREATED');
    const totals = await potTotals(t, pot.potId);

    for (let i = 0; i < 10; i++) expect((await hook('PAYIN_NORMAL_SUCCEEDED', payinId)).status).toBe(200);
    await expect.poll(async () => (await donationRow(t, donationId)).status).toBe('SUCCEEDED');
    await hook('PAYIN_NORMAL_CREATED', payinId);
    await hook('PAYIN_NORMAL_FAILED', payinId);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect((await donationRow(t, donationId)).status).toBe('SUCCEEDED');
    expect(await potTotals(t, pot.potId)).toMatchObject({
      donations_total_amount: totals.donations_total_amount + 3000,
      donations_count: totals.donations_count + 1,
    });
    expect(sent.filter((m) => m.to === donor.email)).toHaveLength(1);
  });

  it('a FAILED hook arriving before the CREATED one leaves the donation FAILED', async () => {
    const { donationId, payinId } = await authenticatedButNotReturned(2000, 'fail');
    await hook('PAYIN_NORMAL_FAILED', payinId);
    await hook('PAYIN_NORMAL_CREATED', payinId);
    await expect.poll(async () => (await donationRow(t, donationId)).status).toBe('FAILED');
  });
});

describe('reconciliation', () => {
  it('leaves recent donations alone, then settles a pending one from the provider', async () => {
    const { donationId } = await authenticatedButNotReturned(4500);
    const totals = await potTotals(t, pot.potId);
    await reconcileDonations(t.deps);
    expect((await donationRow(t, donationId)).status).toBe('CREATED');

    t.clock.advance(RECONCILE_AFTER_MS + 60_000);
    const report = await reconcileDonations(t.deps);
    expect(report.changed).toBeGreaterThanOrEqual(1);
    expect((await donationRow(t, donationId)).status).toBe('SUCCEEDED');
    expect((await potTotals(t, pot.potId)).donations_total_amount).toBe(totals.donations_total_amount + 4500);
    const again = await reconcileDonations(t.deps);
    expect(again.changed).toBe(0);
  });

  it('fails a card donation the provider never received', async () => {
    const donor = await signedInDonor(t);
    const { id } = await recordCreatedDonation(
      t.db.knex,
      {
        potId: pot.potId,
        userId: donor.id,
        amount: 1000,
        giftEntraide: 0,
        isVisible: true,
        isAnonymous: false,
        isMain: false,
        paymentMethod: 'CARD',
        idempotencyKey: `test|never-sent-${donor.id}`,
      },
      t.clock.now(),
    );
    t.clock.advance(RECONCILE_AFTER_MS + 60_000);
    await reconcileDonations(t.deps);
    expect(await donationRow(t, id)).toMatchObject({ status: 'FAILED', mangopay_payin_id: null });
  });
});
