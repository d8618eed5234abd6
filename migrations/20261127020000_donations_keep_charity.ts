/**
 * A donation (and a monthly subscription) keeps the charity it was given to and the provider wallet its
 * pay-in credited, instead of reading the pot's current charity: receipts, exports, totals and manager
 * views must name the charity that actually received the money, even if the pot's charity changes.
 * Existing rows take their pot's current charity and that charity's wallet (the only record there was).
 * `assoc_id` is then NOT NULL; the wallet stays nullable, for the rows of a charity that never had a
 * wallet (no pay-in could have been made to it) — every donation recorded by the product has one.
 */
import type { Knex } from 'knex';

const TABLES = ['donations', 'subscriptions'] as const;

export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.integer('assoc_id').nullable().references('id').inTable('assocs');
      t.string('mangopay_wallet_id', 64).nullable();
    });
    await knex.raw(`
      UPDATE ${table} AS x SET assoc_id = p.assoc_id, mangopay_wallet_id = a.mangopay_wallet_id
      FROM pots AS p JOIN assocs AS a ON a.id = p.assoc_id
      WHERE p.id = x.pot_id
    `);
    await knex.raw(`ALTER TABLE ${table} ALTER COLUMN assoc_id SET NOT NULL`);
  }
  // Exports and yearly totals group the paid gifts by the charity that received them.
  await knex.raw(
    "CREATE INDEX donations_assoc_succeeded_index ON donations (assoc_id, succeeded_at) WHERE status IN ('SUCCEEDED', 'REFUNDED')",
  );
  await knex.raw('CREATE INDEX subscriptions_assoc_index ON subscriptions (assoc_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS subscriptions_assoc_index');
  await knex.raw('DROP INDEX IF EXISTS donations_assoc_succeeded_index');
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumns('assoc_id', 'mangopay_wallet_id');
    });
  }
}
