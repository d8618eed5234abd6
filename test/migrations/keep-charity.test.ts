/**
 * The migration that keeps each gift's charity: rows made before it take their pot's charity and that
 * charity's wallet (null when the charity has none), the charity becomes required, and down removes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db';
import { buildUser } from '../factories';
import type { Database } from '../../api/db/database';
import { insertMandate } from '../../api/dashboard/testing/dashboard-factories';
import { insertPot, referenceIds } from '../../api/pots/testing/pot-factories';
import * as keepCharity from '../../migrations/20261127020000_donations_keep_charity';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

const columnsOf = async (table: string) =>
  (await db.knex.raw('SELECT column_name FROM information_schema.columns WHERE table_name = ?', [table])).rows.map(
    (r: { column_name: string }) => r.column_name,
  );

describe('20261127020000_donations_keep_charity', () => {
  it('fills the rows made before it from their pot’s charity and wallet, then requires the charity', async () => {
    const knex = db.knex;
    const ids = await referenceIds(knex);
    await knex('assocs').where({ id: ids.charity }).update({ mangopay_wallet_id: 'wlt_avant' });
    await knex('assocs').where({ id: ids.charity2 }).update({ mangopay_wallet_id: null });
    const user = await buildUser(knex);
    const withWallet = await insertPot(knex, { created_by_id: user.id, event_type_id: ids.privateEvent, assoc_id: ids.charity });
    const withoutWallet = await insertPot(knex, { created_by_id: user.id, event_type_id: ids.privateEvent, assoc_id: ids.charity2 });
    const mandate = await insertMandate(knex, { user_id: user.id });

    // This migration's own down and up (later migrations follow it).
    await keepCharity.down(knex);
    expect(await columnsOf('donations')).not.toContain('assoc_id');
    expect(await columnsOf('subscriptions')).not.toContain('mangopay_wallet_id');
    const [a] = await knex('donations').insert({ pot_id: withWallet, user_id: user.id, amount: 1000, status: 'SUCCEEDED' }).returning('id');
    const [b] = await knex('donations')
      .insert({ pot_id: withoutWallet, user_id: user.id, amount: 2000, status: 'CREATED' })
      .returning('id');
    const [s] = await knex('subscriptions')
      .insert({ user_id: user.id, pot_id: withWallet, mandate_id: mandate.id, amount: 1500, debit_day: 5 })
      .returning('id');

    await keepCharity.up(knex);
    expect(await knex('donations').where({ id: a.id }).first('assoc_id', 'mangopay_wallet_id')).toEqual({
      assoc_id: ids.charity,
      mangopay_wallet_id: 'wlt_avant',
    });
    expect(await knex('donations').where({ id: b.id }).first('assoc_id', 'mangopay_wallet_id')).toEqual({
      assoc_id: ids.charity2,
      mangopay_wallet_id: null,
    });
    expect(await knex('subscriptions').where({ id: s.id }).first('assoc_id', 'mangopay_wallet_id')).toEqual({
      assoc_id: ids.charity,
      mangopay_wallet_id: 'wlt_avant',
    });
    await expect(knex('donations').insert({ pot_id: withWallet, user_id: user.id, amount: 500, status: 'CREATED' })).rejects.toMatchObject({
      code: '23502',
    });
  });
});
