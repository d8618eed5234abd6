// Closing an account ends its money commitments: monthly debits stop (subscription cancelled, mandate
// cancelled at the provider, the daily job never debits a closed account), and the person's open pots
// are closed as their organiser would close them, with the closing e-mail.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, signInAs } from '../../test/factories';
import { outboxDirOf } from '../mail/mailer';
import { readOutbox } from '../mail/outbox.routes';
import { runPotClosings } from '../pots/pot-closing';
import { PaymentProviderError } from '../payments/errors';
import { cancelRequestedMandates } from '../payments/mandates/mandate-cancellation';
import { api, runDebitsOn, setUpMonthlyGiving } from '../payments/subscriptions/testing/monthly-giving';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const closeAccount = (token: string) => t.request('/api/v1/user', { method: 'DELETE', headers: bearer(token) });
const payinsOfMandate = (mandateId: string) => (t.sandbox?.records('payins') ?? []).filter((p) => p.MandateId === mandateId);
const emulatorMandate = (mandateId: string) => (t.sandbox?.records('mandates') ?? []).find((m) => m.Id === mandateId);
const subscriptionRow = (id: number) => t.db.knex('subscriptions').where({ id }).first('status', 'next_debit_on');

describe('DELETE /user of a donor giving monthly', () => {
  it('cancels the subscription and the mandate, and the next debit run makes no pay-in', async () => {
    const giving = await setUpMonthlyGiving(t, { debitDay: 1, closingDay: '2027-12-31' });
    expect((await closeAccount(giving.donor.token)).status).toBe(204);

    expect(await subscriptionRow(giving.subscription.id)).toEqual({ status: 'CANCELED', next_debit_on: null });
    expect(emulatorMandate(giving.mandateId)).toMatchObject({ Status: 'FAILED', ResultCode: '001806' });
    expect(
      await t.db.knex('mandates').where({ mangopay_mandate_id: giving.mandateId }).first('status', 'cancellation_requested_at'),
    ).toEqual({ status: 'FAILED', cancellation_requested_at: null });

    const report = await runDebitsOn(t, '2026-12-01T08:00:00Z');
    expect(report.payinsCreated).toBe(0);
    expect(payinsOfMandate(giving.mandateId)).toEqual([]);
    expect(await t.db.knex('donations').where({ subscription_id: giving.subscription.id }).count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('closes the account when the provider is down, never debits it even if its subscription is forced back to ACTIVE, and cancels the mandate later', async () => {
    const giving = await setUpMonthlyGiving(t, { debitDay: 5, closingDay: '2027-12-31' });
    const down = vi
      .spyOn(t.deps.payments, 'cancelMandate')
      .mockRejectedValue(new PaymentProviderError('network', 'connect ECONNREFUSED', { operation: 'cancelMandate', code: 'ECONNREFUSED' }));
    try {
      expect((await closeAccount(giving.donor.token)).status).toBe(204);
    } finally {
      down.mockRestore();
    }
    expect((await t.db.knex('users').where({ id: giving.donor.id }).first('deleted_at')).deleted_at).not.toBeNull();
    expect(emulatorMandate(giving.mandateId)).toMatchObject({ Status: 'SUBMITTED' }); // still live at the provider
    const stored = await t.db
      .knex('mandates')
      .where({ mangopay_mandate_id: giving.mandateId })
      .first('status', 'cancellation_requested_at');
    expect(stored.cancellation_requested_at).not.toBeNull();

    // Whatever the subscription row says, the job's own query leaves a closed account alone.
    await t.db.knex('subscriptions').where({ id: giving.subscription.id }).update({ status: 'ACTIVE', next_debit_on: '2026-12-05' });
    const report = await runDebitsOn(t, '2026-12-05T08:00:00Z');
    expect(report).toMatchObject({ recorded: 0, payinsCreated: 0 });
    expect(payinsOfMandate(giving.mandateId)).toEqual([]);
    expect(await t.db.knex('donations').where({ subscription_id: giving.subscription.id }).count({ n: '*' }).first()).toEqual({ n: 0 });

    // The provider is back: the retrying job cancels the mandate.
    expect(await cancelRequestedMandates(t.deps)).toEqual({ cancelled: 1, failed: 0 });
    expect(emulatorMandate(giving.mandateId)).toMatchObject({ Status: 'FAILED' });
    expect(
      await t.db.knex('mandates').where({ mangopay_mandate_id: giving.mandateId }).first('status', 'cancellation_requested_at'),
    ).toEqual({ status: 'FAILED', cancellation_requested_at: null });
  });
});

describe('DELETE /user of an organiser', () => {
  it('closes the open pot as a normal close would: its donors’ subscriptions end and the closing e-mail goes to the organiser', async () => {
    const giving = await setUpMonthlyGiving(t, { debitDay: 10, closingDay: '2027-12-31' });
    const organiser = await t.db
      .knex('pots as p')
      .join('users as u', 'u.id', 'p.created_by_id')
      .where('p.id', giving.potId)
      .first('u.id', 'u.email', 'p.name');
    const token = await signInAs(t.db.knex, t.clock, { id: organiser.id });
    expect((await closeAccount(token)).status).toBe(204);

    const pot = await t.db.knex('pots').where({ id: giving.potId }).first('closed_at', 'closing_handled_at', 'closing_mail_sent_at');
    expect(pot.closed_at).not.toBeNull();
    expect(pot.closing_handled_at).not.toBeNull();
    expect(pot.closing_mail_sent_at).not.toBeNull();
    expect(await subscriptionRow(giving.subscription.id)).toEqual({ status: 'CLOSED', next_debit_on: null });
    const mails = (await readOutbox(outboxDirOf(t.deps.config.DATA_DIR))).filter((m) => m.to.includes(organiser.email));
    expect(mails.map((m) => m.subject)).toEqual([`Votre cagnotte « ${organiser.name} » est terminée`]);
    expect(mails[0]!.text).toContain('Olivia');

    // The pot is closed for everybody, and the closings job has nothing left to do for it.
    const read = await api(t, null, `/cagnottes/${giving.potId}`, { method: 'GET' });
    expect(read.status).toBe(200);
    expect(read.body.closed).toBe(true);
    expect((await runPotClosings(t.deps)).potsHandled).toBe(0);
    const report = await runDebitsOn(t, '2026-12-10T08:00:00Z');
    expect(report.recorded).toBe(0);
    expect(payinsOfMandate(giving.mandateId)).toEqual([]);
  });
});
