/**
 * Forged provider hooks (the route is public and deliveries unsigned): ids that are not ours are dropped
 * without a provider call and still answered 200, a resource the provider does not know is read once,
 * never retried, unknown disputes have an hourly reading budget, and each client address has a budget of
 * deliveries per minute (429 past it). Provider calls are counted on the emulator's list of served calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/app';
import { deliverHook, paidDonation } from '../../manager/testing/manager-flows';
import { potTotals } from '../donations/testing/donation-flows';
import { UNKNOWN_DISPUTE_READS } from '../../manager/dispute-sync';
import { hookHandlerFor } from './hook-handlers';
import { HOOK_JOB } from './hooks.jobs';
import { HOOKS_PER_ADDRESS } from './hooks.routes';
import { controlFetch } from '@entraide/mangopay-sandbox';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const calls = () => t.sandbox?.calls() ?? [];
const hookRuns = () => (t.deps.jobs as unknown as { runs: Array<{ name: string }> }).runs.filter((r) => r.name === HOOK_JOB).length;

/** Deliveries from one client address, all at once; answers their statuses once their jobs have run. */
async function deliver(events: Array<[string, string]>, address = '198.51.100.20'): Promise<number[]> {
  const before = hookRuns();
  const statuses = await Promise.all(
    events.map(
      async ([eventType, id]) =>
        (
          await t.request(`/api/v1/payments/hooks?EventType=${eventType}&RessourceId=${id}&Date=1795000000`, {
            headers: { 'X-Forwarded-For': address },
          })
        ).status,
    ),
  );
  const queued = statuses.filter((s, i) => s === 200 && hookHandlerFor(events[i]![0])).length;
  await expect.poll(() => hookRuns() - before, { timeout: 10_000 }).toBeGreaterThanOrEqual(queued);
  return statuses;
}

describe('forged hooks', () => {
  it('for pay-in, refund, payout, mandate and KYC ids that are not ours: 200, and no provider call at all', async () => {
    const events: Array<[string, string]> = [];
    for (let i = 0; i < 20; i++) {
      const id = String(900_000 + i);
      events.push(
        ['PAYIN_NORMAL_SUCCEEDED', id],
        ['PAYIN_REFUND_SUCCEEDED', id],
        ['PAYOUT_NORMAL_SUCCEEDED', id],
        ['MANDATE_ACTIVATED', id],
        ['KYC_SUCCEEDED', id],
      );
    }
    const before = calls().length;
    const statuses = await deliver(events);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(calls().slice(before)).toEqual([]);
  });

  it('for a dispute the provider does not know: read once, the 404 never retried, and past the hourly budget not read at all', async () => {
    const before = calls().length;
    const forged = Array.from({ length: UNKNOWN_DISPUTE_READS.limit + 20 }, (_, i): [string, string] => [
      'DISPUTE_CREATED',
      String(800_000 + i),
    ]);
    // One by one, so that exactly the first `limit` are read.
    for (const event of forged) expect(await deliver([event])).toEqual([200]);
    const made = calls().slice(before);
    expect(made).toHaveLength(UNKNOWN_DISPUTE_READS.limit);
    expect(new Set(made).size).toBe(UNKNOWN_DISPUTE_READS.limit);
    expect(made.every((c) => /^GET \/v2\.01\/[^/]+\/disputes\/8\d{5}$/.test(c))).toBe(true);
  });

  it('a dispute we recorded is still read past the budget, and its loss applied', async () => {
    // The budget is spent by the previous test; open and record a real dispute in a fresh hour first.
    t.clock.advance(UNKNOWN_DISPUTE_READS.windowMs);
    const paid = await paidDonation(t, { amount: 2200 });
    const payinId = (await t.db.knex('donations').where({ id: paid.donationId }).first('mangopay_payin_id')).mangopay_payin_id;
    const control = (path: string, body: unknown = {}) =>
      controlFetch(t.sandbox, `/${t.sandbox?.clientId}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<Record<string, any>>);
    const opened = await control(`/payins/${payinId}/disputes`);
    expect(await deliverHook(t, 'DISPUTE_CREATED', opened.Id)).toBe(200);
    expect(await t.db.knex('disputes').where({ mangopay_dispute_id: opened.Id }).first('status')).toEqual({
      status: 'PENDING_CLIENT_ACTION',
    });

    for (let i = 0; i < UNKNOWN_DISPUTE_READS.limit; i++) await deliver([['DISPUTE_CREATED', String(700_000 + i)]]);
    await control(`/disputes/${opened.Id}/close`, { ResultCode: 'LOST' });
    const before = calls().length;
    expect(await deliverHook(t, 'DISPUTE_CLOSED', opened.Id)).toBe(200);
    expect(calls().slice(before)).toEqual([expect.stringMatching(new RegExp(`^GET /v2\\.01/[^/]+/disputes/${opened.Id}$`))]);
    expect(await potTotals(t, paid.potId)).toMatchObject({ donations_total_amount: 0, donations_count: 0 });
  });

  it('answers 429 past the deliveries of one client address per minute; other addresses and the next minute go on', async () => {
    const flood = '203.0.113.66';
    const batch = Array.from({ length: 100 }, (): [string, string] => ['SOMETHING_NEW', '1']);
    for (let sent = 0; sent < HOOKS_PER_ADDRESS.limit; sent += batch.length) {
      expect((await deliver(batch, flood)).every((s) => s === 200)).toBe(true);
    }
    const refused = await t.request('/api/v1/payments/hooks?EventType=PAYIN_NORMAL_SUCCEEDED&RessourceId=1&Date=1795000000', {
      headers: { 'X-Forwarded-For': flood },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ errors: [{ code: 'throttled', detail: expect.stringContaining('Trop de tentatives') }] });
    expect(await deliver([['SOMETHING_NEW', '1']], '203.0.113.67')).toEqual([200]);
    t.clock.advance(HOOKS_PER_ADDRESS.windowMs);
    expect(await deliver([['SOMETHING_NEW', '1']], flood)).toEqual([200]);
  });
});
