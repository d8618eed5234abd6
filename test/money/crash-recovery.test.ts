/**
 * Crash recovery with real processes: the Mangopay emulator runs as a process of its own (it outlives
 * the API, as Mangopay does), and
 * - the API server, started with the test-only ENTRAIDE_FAULT=exit-after-card-payin (api/faults.ts),
 *   dies (SIGKILL) right after the provider created a quick donation's card pay-in and before anything
 *   of the answer is recorded; restarted without the fault it serves again, and reconciliation (run as
 *   its own process once its window has passed) settles the donation: SUCCEEDED once, one pay-in at the
 *   provider, the pot and the charity wallet counting the gift once, nothing left CREATED;
 * - the daily debit job dies the same way right after creating a monthly direct debit; run again for
 *   the same day it makes no second debit: one donation for the month, one pay-in at the provider.
 * On PGlite (a data directory one process holds at a time) and on PostgreSQL (DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database';
import { RECONCILE_AFTER_MS } from '../../api/payments/donations/reconciliation';
import {
  QUICK_DONOR,
  newIdempotencyKey,
  openPot,
  postQuickDonation,
  quickRegisterCard,
} from '../../api/payments/donations/testing/donation-flows';
import { setUpMonthlyGiving } from '../../api/payments/subscriptions/testing/monthly-giving';
import {
  crashDatabase,
  localApp,
  mangopayEnv,
  remoteApp,
  sandboxRecords,
  type CrashDatabase,
  type SandboxTarget,
} from './crash/crash-world';
import { runJobProcess, startSandboxProcess, startServerProcess, type Child } from './crash/processes';
import { controlFetch } from '@entraide/mangopay-sandbox';

let database: CrashDatabase;
let sandboxProcess: Child;
let sandbox: SandboxTarget;
let db: Database | undefined;
let world: {
  potId: number;
  walletId: string;
  subscriptionId: number;
  mandateId: string;
  debitOn: string;
  debitAmount: number;
  givingPotId: number;
};

beforeAll(async () => {
  database = await crashDatabase();
  const started = await startSandboxProcess(`${database.dataDir}/sandbox`);
  sandboxProcess = started.child;
  sandbox = { url: started.url, controlToken: started.controlToken, apiKey: started.apiKey, clientId: `crash-${randomUUID()}` };
  // The world, through the API of an app in this process on the same database and sandbox.
  db = await database.open();
  const t = await localApp(db, sandbox, database.dataDir);
  const pot = await openPot(t, { closing_day: '2027-12-31' });
  // A debit day that is neither today nor tomorrow in UTC, so never today in Paris either: a subscription made
  // on its debit day is debited at once (subscriptions.service.ts), and this world wants its first debit made
  // by the daily job below. With day 1, the suite failed on the first of every month.
  const debitDay = ((new Date().getUTCDate() + 1) % 28) + 1;
  const giving = await setUpMonthlyGiving(t, { debitDay, amount: 2400, gift: 200, closingDay: '2027-12-31' });
  const sub = await db.knex('subscriptions').where({ id: giving.subscription.id }).first('next_debit_on');
  world = {
    potId: pot.potId,
    walletId: pot.walletId,
    subscriptionId: Number(giving.subscription.id),
    mandateId: giving.mandateId,
    debitOn: String(sub.next_debit_on),
    debitAmount: 2400,
    givingPotId: giving.potId,
  };
  await t.close();
  await database.release(db);
  db = undefined;
}, 180_000);

afterAll(async () => {
  if (db) await database.release(db);
  await sandboxProcess?.stop();
  await database?.dispose();
});

/** The database, taken back by the test once no child holds it. */
async function reopen(): Promise<Database> {
  db = await database.open();
  return db;
}
async function letGo(): Promise<void> {
  if (db) await database.release(db);
  db = undefined;
}

/** Killed by SIGKILL (seen through npx as exit code 128 + 9). */
const killed = (end: { code: number | null; signal: string | null }) => end.signal === 'SIGKILL' || end.code === 137;

const serverEnv = (extra: Record<string, string> = {}) => ({ ...database.env, ...mangopayEnv(sandbox), ...extra });

describe('the API process killed between the provider call and its record', () => {
  let donationId: number;
  let payinId: string;
  let cardId: string;
  let quickToken: string;
  let retried = false;
  const key = newIdempotencyKey();
  const amount = 3100;

  it('dies right after the card pay-in was made: the provider holds one pay-in, our side has no answer', async () => {
    const server = await startServerProcess(serverEnv({ ENTRAIDE_FAULT: 'exit-after-card-payin' }));
    const api = remoteApp(server.url);
    ({ cardId, quickToken } = await quickRegisterCard(api, QUICK_DONOR));
    await expect(
      postQuickDonation(api, { potId: world.potId, amount, tip: 150, cardId, quickToken, idempotencyKey: key }),
    ).rejects.toThrow();
    expect(killed(await server.child.exited)).toBe(true);
    const payins = (await sandboxRecords(sandbox, 'payins')).filter((p) => p.PaymentType === 'CARD');
    expect(payins).toHaveLength(1);
    expect(payins[0]).toMatchObject({
      Status: 'SUCCEEDED',
      DebitedFunds: { Amount: amount + 150 },
      Fees: { Amount: 150 },
      CreditedWalletId: world.walletId,
    });
    payinId = payins[0]?.Id;
  }, 180_000);

  it('restarts without the fault and serves; a retry of the same request charges nothing more; the donation waits, uncounted', async () => {
    const server = await startServerProcess(serverEnv());
    try {
      const pot = await (await fetch(`${server.url}/api/v1/cagnottes/${world.potId}`)).json();
      expect(JSON.stringify(pot)).toContain(`"donations_total_amount":0`);
      // The donor's page retries with the same key: whatever it is told, no second payment is made
      // (409 'Requête déjà en cours' within the key's 2-minute lease, then the retry runs and finds the
      // donation its first run recorded: api/http/idempotency.ts IDEMPOTENCY_LEASE_MS).
      const retry = await postQuickDonation(remoteApp(server.url), {
        potId: world.potId,
        amount,
        tip: 150,
        cardId,
        quickToken,
        idempotencyKey: key,
      });
      expect([201, 409]).toContain(retry.status);
      retried = retry.status === 201;
      expect((await sandboxRecords(sandbox, 'payins')).filter((p) => p.PaymentType === 'CARD')).toHaveLength(1);
    } finally {
      await server.child.stop();
    }
    const knex = (await reopen()).knex;
    const rows = await knex('donations').where({ pot_id: world.potId });
    expect(rows).toHaveLength(1);
    // Unless the retry was let through (it then settled it from the provider's stored answer), nothing recorded the pay-in.
    expect(rows[0]).toMatchObject(
      retried
        ? { status: 'SUCCEEDED', mangopay_payin_id: payinId, amount }
        : { status: 'CREATED', mangopay_payin_id: null, payment_method: 'CARD', amount },
    );
    donationId = rows[0].id;
    await letGo();
  }, 180_000);

  it('reconciliation, once its window has passed, settles it: SUCCEEDED once, charged once, counted once', async () => {
    const later = new Date(Date.now() + RECONCILE_AFTER_MS + 60_000).toISOString();
    const run = await runJobProcess('payments.reconcile', { ...serverEnv(), ENTRAIDE_TEST_NOW: later });
    expect(run, run.output).toMatchObject({ code: 0, signal: null });
    const knex = (await reopen()).knex;
    expect(await knex('donations').where({ id: donationId }).first('status', 'mangopay_payin_id')).toEqual({
      status: 'SUCCEEDED',
      mangopay_payin_id: payinId,
    });
    expect(await knex('pots').where({ id: world.potId }).first('donations_total_amount', 'donations_count')).toEqual({
      donations_total_amount: amount,
      donations_count: 1,
    });
    const stale = await knex('donations')
      .where({ status: 'CREATED', payment_method: 'CARD' })
      .where('created_at', '<', new Date(Date.parse(later) - RECONCILE_AFTER_MS));
    expect(stale).toEqual([]);
    expect((await sandboxRecords(sandbox, 'payins')).filter((p) => p.PaymentType === 'CARD')).toHaveLength(1);
    const wallet = (await sandboxRecords(sandbox, 'wallets')).find((w) => w.Id === world.walletId);
    expect(wallet?.Balance.Amount).toBe(amount);
    await letGo();
  }, 180_000);
});

describe('the daily debit job killed right after creating a monthly debit', () => {
  const debitsAtProvider = async () =>
    (await sandboxRecords(sandbox, 'payins')).filter((p) => p.PaymentType === 'DIRECT_DEBIT' && p.MandateId === world.mandateId);
  const dayEnv = () => ({ ...serverEnv(), ENTRAIDE_TEST_NOW: `${world.debitOn}T05:00:00Z` });

  it('dies after the provider call: one debit at the provider, the month recorded without its pay-in', async () => {
    const crashed = await runJobProcess('payments.monthly-debits', { ...dayEnv(), ENTRAIDE_FAULT: 'exit-after-debit-payin' });
    expect(killed(crashed), crashed.output).toBe(true);
    expect(await debitsAtProvider()).toHaveLength(1);
    const knex = (await reopen()).knex;
    expect(
      await knex('donations').where({ subscription_id: world.subscriptionId }).select('period', 'status', 'mangopay_payin_id'),
    ).toEqual([{ period: world.debitOn.slice(0, 7), status: 'CREATED', mangopay_payin_id: null }]);
    await letGo();
  }, 180_000);

  it('run again for the same day: the same debit is attached, none is made twice', async () => {
    const again = await runJobProcess('payments.monthly-debits', dayEnv());
    expect(again, again.output).toMatchObject({ code: 0, signal: null });
    const payins = await debitsAtProvider();
    expect(payins).toHaveLength(1);
    expect(payins[0]).toMatchObject({ DebitedFunds: { Amount: world.debitAmount + 200 }, Fees: { Amount: 200 } });
    const knex = (await reopen()).knex;
    expect(
      await knex('donations').where({ subscription_id: world.subscriptionId }).select('period', 'status', 'mangopay_payin_id'),
    ).toEqual([{ period: world.debitOn.slice(0, 7), status: 'CREATED', mangopay_payin_id: payins[0]?.Id }]);
    await letGo();
  }, 180_000);

  it('the bank settles it, reconciliation counts it once; a third run of the day makes nothing', async () => {
    const settled = await controlFetch(sandbox, `/${sandbox.clientId}/payins/directdebit/settle`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(settled.status).toBe(200);
    const later = new Date(Date.parse(`${world.debitOn}T05:00:00Z`) + RECONCILE_AFTER_MS + 60_000).toISOString();
    expect((await runJobProcess('payments.reconcile', { ...serverEnv(), ENTRAIDE_TEST_NOW: later })).code).toBe(0);
    expect((await runJobProcess('payments.monthly-debits', dayEnv())).code).toBe(0);
    expect(await debitsAtProvider()).toHaveLength(1);
    const knex = (await reopen()).knex;
    expect(await knex('donations').where({ subscription_id: world.subscriptionId }).select('status')).toEqual([{ status: 'SUCCEEDED' }]);
    expect((await knex('pots').where({ id: world.givingPotId }).first('donations_total_amount')).donations_total_amount).toBe(
      world.debitAmount,
    );
    await letGo();
  }, 180_000);
});
