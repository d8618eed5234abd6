// The consequences of a pot's closing, carried out once by the recurring job: live monthly subscriptions
// end (no debit follows), the organiser gets one e-mail with the final total; a second run does nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { signInAs } from '../../test/factories';
import { outboxDirOf } from '../mail/mailer';
import { readOutbox } from '../mail/outbox.routes';
import { runDebitsOn, setUpMonthlyGiving } from '../payments/subscriptions/testing/monthly-giving';
import { runPotClosings } from './pot-closing';
import { call, paidDonation } from '../manager/testing/manager-flows';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const mailsTo = async (email: string) =>
  (await readOutbox(outboxDirOf(t.deps.config.DATA_DIR))).filter((m) => m.to.includes(email) && m.subject.includes('est terminée'));

describe('closing a pot', () => {
  it('stops its subscriptions and e-mails the final total once, when the organiser closes it', async () => {
    const monthly = await setUpMonthlyGiving(t, { debitDay: 1 });
    await paidDonation(t, { potId: monthly.potId, amount: 4250 });
    const other = await setUpMonthlyGiving(t, { debitDay: 1 }); // an open pot: untouched
    const pot = await t.db
      .knex('pots as p')
      .join('users as u', 'u.id', 'p.created_by_id')
      .where('p.id', monthly.potId)
      .first('p.name', 'u.id', 'u.email');
    const closed = await call(t, await signInAs(t.db.knex, t.clock, { id: pot.id }), `/user/cagnottes/${monthly.potId}/close`, {
      method: 'POST',
    });
    expect(closed.status).toBe(200);

    expect(await runPotClosings(t.deps)).toEqual({ potsHandled: 1, subscriptionsClosed: 1 });
    expect(await runPotClosings(t.deps)).toEqual({ potsHandled: 0, subscriptionsClosed: 0 });
    expect(await t.db.knex('subscriptions').where({ pot_id: monthly.potId }).first('status', 'next_debit_on')).toEqual({
      status: 'CLOSED',
      next_debit_on: null,
    });
    expect((await t.db.knex('subscriptions').where({ pot_id: other.potId }).first('status')).status).toBe('ACTIVE');

    const mails = await mailsTo(pot.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Votre cagnotte « ${pot.name} » est terminée`);
    expect(mails[0]!.text).toContain('Total final : 42,50\u00a0€ (1 don)');

    // The next monthly run debits the open pot's donor only.
    await runDebitsOn(t, '2026-12-01T08:00:00Z');
    expect(await t.db.knex('donations').whereNotNull('subscription_id').where('pot_id', monthly.potId).count({ n: '*' }).first()).toEqual({
      n: 0,
    });
    expect(await t.db.knex('donations').whereNotNull('subscription_id').where('pot_id', other.potId).count({ n: '*' }).first()).toEqual({
      n: 1,
    });
  });

  it('handles a pot whose closing date has passed, and only after that date', async () => {
    const monthly = await setUpMonthlyGiving(t, { closingDay: '2026-12-20', debitDay: 25 });
    await runPotClosings(t.deps);
    expect((await t.db.knex('subscriptions').where({ pot_id: monthly.potId }).first('status')).status).toBe('ACTIVE');
    t.clock.advance(new Date('2026-12-21T00:00:00Z').getTime() - t.clock.now().getTime());
    const report = await runPotClosings(t.deps);
    expect(report.potsHandled).toBeGreaterThanOrEqual(1);
    expect((await t.db.knex('subscriptions').where({ pot_id: monthly.potId }).first('status')).status).toBe('CLOSED');
    const organiser = await t.db
      .knex('pots as p')
      .join('users as u', 'u.id', 'p.created_by_id')
      .where('p.id', monthly.potId)
      .first('u.email');
    expect(await mailsTo(organiser.email)).toHaveLength(1);
  });
});
