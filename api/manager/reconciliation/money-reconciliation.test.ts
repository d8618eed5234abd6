/**
 * The daily money reconciliation: a clean state (donations paid, one refunded, one disputed and won)
 * finds nothing; a pot's stored total corrupted in the database, or money moved into a charity's wallet
 * at the provider without a donation, is found: logged as an error, recorded, e-mailed to the managers
 * and listed at GET /manager/money_findings (managers only).
 */
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/app';
import type { MailMessage } from '../../mail/mailer';
import { call, newIdempotencyKey, paidDonation, replayHook, signedInManager } from '../testing/manager-flows';
import { runMoneyReconciliation } from './money-reconciliation';
import { controlFetch } from '@entraide/mangopay-sandbox';

const sent: MailMessage[] = [];
const logged: Array<Record<string, any>> = [];
let t: TestContext;
let manager: { id: number; token: string };

beforeAll(async () => {
  const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, any>) });
  t = await startTestApp({
    logger,
    mail: {
      async send(m) {
        sent.push(m);
      },
    },
  });
  manager = await signedInManager(t);
});
afterAll(() => t.close());
beforeEach(() => {
  sent.length = 0;
  logged.length = 0;
});

/** The reconciliation's e-mails (donations send their own). */
const findingMails = () => sent.filter((m) => m.subject.startsWith('Contrôle des comptes'));
const findingsLogged = () => logged.filter((l) => l.msg === 'money reconciliation: difference found');
const listed = async () => (await call(t, manager.token, '/manager/money_findings')).body as Array<Record<string, any>>;
const control = (path: string, body: unknown = {}) =>
  controlFetch(t.sandbox, `/${t.sandbox?.clientId}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, any> }));
const charityOf = async (potId: number) =>
  t.db
    .knex('pots as p')
    .join('assocs as a', 'a.id', 'p.assoc_id')
    .where('p.id', potId)
    .first('a.id', 'a.name', 'a.mangopay_user_id', 'a.mangopay_wallet_id');

describe('money reconciliation', () => {
  it('finds nothing when the records and the provider agree (gifts, tips, a refund, a won dispute)', async () => {
    const first = await paidDonation(t, { amount: 4000, tip: 300 });
    await paidDonation(t, { amount: 1500, tip: 100, potId: first.potId });
    const refunded = await paidDonation(t, { amount: 2000, potId: first.potId });
    const refund = await call(t, manager.token, `/manager/donations/${refunded.donationId}/refund`, {
      method: 'POST',
      headers: { 'Idempotency-Key': newIdempotencyKey() },
      json: {},
    });
    expect(refund.body).toMatchObject({ status: 'SUCCEEDED' });
    const disputed = await paidDonation(t, { amount: 1200, potId: first.potId });
    const payinId = (await t.db.knex('donations').where({ id: disputed.donationId }).first('mangopay_payin_id')).mangopay_payin_id;
    const opened = await control(`/payins/${payinId}/disputes`);
    await replayHook(t, 'DISPUTE_CREATED', opened.body.Id, 1);
    // Open: the repudiation took the gift from the wallet, and our records count it out.
    expect(await runMoneyReconciliation(t.deps)).toMatchObject({ findings: 0 });
    await control(`/disputes/${opened.body.Id}/close`, { ResultCode: 'WON' });
    await replayHook(t, 'DISPUTE_CLOSED', opened.body.Id, 1);

    const summary = await runMoneyReconciliation(t.deps);
    expect(summary).toMatchObject({ findings: 0 });
    expect(summary.walletsChecked).toBeGreaterThan(0);
    expect(await listed()).toEqual([]);
    expect(findingsLogged()).toEqual([]);
    expect(findingMails()).toEqual([]);
  });

  it('finds a pot total changed behind the donations’ back: logged, recorded, mailed to managers, listed', async () => {
    const paid = await paidDonation(t, { amount: 2500 });
    await t.db.knex('pots').where({ id: paid.potId }).increment('donations_total_amount', 700);
    t.clock.advance(24 * 3_600_000);

    const summary = await runMoneyReconciliation(t.deps);
    expect(summary.findings).toBe(1);
    expect(findingsLogged()).toEqual([
      expect.objectContaining({
        level: 50,
        kind: 'pot_totals',
        pot_id: paid.potId,
        field: 'donations_total_amount',
        expected: 2500,
        actual: 3200,
      }),
    ]);
    const rows = await listed();
    expect(rows[0]).toMatchObject({
      run_at: t.clock.now().toISOString(),
      kind: 'pot_totals',
      pot_id: paid.potId,
      pot_name: 'Les 40 ans de Paul',
      field: 'donations_total_amount',
      expected: 2500,
      actual: 3200,
    });
    const managers = await t.db.knex('users').where({ role_id: 3 }).whereNull('deleted_at').pluck('email');
    expect(
      findingMails()
        .map((m) => m.to)
        .sort(),
    ).toEqual([...managers].sort());
    const mine = findingMails()[0];
    expect(mine?.subject).toMatch(/^Contrôle des comptes du .+\u202F: 1 écart à vérifier$/);
    expect(mine?.text).toContain(
      `Cagnotte « Les 40 ans de Paul » (n° ${paid.potId}) : total des dons enregistré 32,00\u00a0€, 25,00\u00a0€ d’après ses dons payés.`,
    );
    expect(mine?.text).toContain('/manager/ecarts');

    // Managers only.
    expect((await call(t, null, '/manager/money_findings')).status).toBe(401);
    expect((await call(t, paid.donor.token, '/manager/money_findings')).status).toBe(403);
    await t.db.knex('pots').where({ id: paid.potId }).decrement('donations_total_amount', 700);
  });

  it('finds money paid into a charity’s wallet at the provider without a donation', async () => {
    const paid = await paidDonation(t, { amount: 1000 });
    const charity = await charityOf(paid.potId);
    const before = (await runMoneyReconciliation(t.deps)).findings;
    expect(before).toBe(0);
    // A bank wire straight to the charity's wallet, through the provider, behind Entraide's back.
    const wire = await t.deps.payments.createBankWirePayIn(
      {
        AuthorId: charity.mangopay_user_id,
        CreditedWalletId: charity.mangopay_wallet_id,
        DeclaredDebitedFunds: { Currency: 'EUR', Amount: 1500 },
        DeclaredFees: { Currency: 'EUR', Amount: 0 },
      },
      randomUUID(),
    );
    expect((await control(`/payins/bankwire/${wire.Id}/accept`)).status).toBe(200);
    t.clock.advance(24 * 3_600_000);

    expect(await runMoneyReconciliation(t.deps)).toMatchObject({ findings: 1 });
    const [finding] = await listed();
    expect(finding).toMatchObject({
      kind: 'wallet_balance',
      charity_id: charity.id,
      charity_name: charity.name,
      pot_id: null,
      field: 'wallet_balance',
      actual: finding!.expected + 1500,
    });
    expect(findingsLogged()).toEqual([expect.objectContaining({ kind: 'wallet_balance', assoc_id: charity.id, actual: finding!.actual })]);
    expect(findingMails()[0]?.text).toContain(`Portefeuille de l’association « ${charity.name} »`);
    expect(findingMails()[0]?.text).toContain('(écart +15,00\u00a0€)');
  });
});
