/**
 * Participants paging read from either end of the index (participants.queries.ts): every page of
 * `GET /cagnottes/{id}/donations`, in the older half as in the newer one, is the same slice of the list
 * newest first, including pages running past its end and donations that succeeded at the same instant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { applyDonationStatus } from '../ledger';
import { insertDonation, insertPot, referenceIds } from './testing/pot-factories';

let t: TestContext;
let potId: number;
const COUNT = 11;

beforeAll(async () => {
  t = await startTestApp();
  const ids = await referenceIds(t.db.knex);
  const organiser = (await buildUser(t.db.knex)).id;
  potId = await insertPot(t.db.knex, { created_by_id: organiser, event_type_id: ids.privateEvent, assoc_id: ids.charity });
  for (let i = 1; i <= COUNT + 2; i++) {
    const id = await insertDonation(t.db.knex, {
      pot_id: potId,
      amount: 100 * i,
      quick_firstname: `Donateur${i}`,
      quick_name: 'Test',
      quick_email: `d${i}@example.org`,
    });
    // Two stay CREATED (not participants); pairs succeed at the same instant (ties broken by id).
    if (i <= COUNT) await t.db.knex.transaction((trx) => applyDonationStatus(trx, id, 'SUCCEEDED', t.clock.now()));
    if (i % 2 === 0) t.clock.advance(60_000);
  }
});
afterAll(() => t.close());

const amounts = async (offset: number, limit: number): Promise<number[]> => {
  const res = await t.request(`/api/v1/cagnottes/${potId}/donations?offset=${offset}&limit=${limit}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Array<{ amount: number }>).map((p) => p.amount);
};

describe('participants paging', () => {
  it('gives every page as the slice of the whole list newest first, from either end', async () => {
    const whole = await amounts(1, 50);
    expect(whole).toHaveLength(COUNT);
    expect(whole).toEqual(Array.from({ length: COUNT }, (_, i) => 100 * (COUNT - i)));
    for (const limit of [1, 3, 4]) {
      for (let offset = 1; offset <= COUNT + 1; offset++) {
        expect(await amounts(offset, limit), `offset ${offset}, limit ${limit}`).toEqual(whole.slice(offset - 1, offset - 1 + limit));
      }
    }
  });
});
