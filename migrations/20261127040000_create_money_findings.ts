/**
 * What the daily money reconciliation found (api/manager/money-reconciliation.ts): one row per
 * difference per run, between what our records say and what the provider or the stored pot totals
 * say. A charity's wallet (kind wallet_balance) or a pot's stored counter (kind pot_totals). Nothing
 * existed before: no rows to migrate.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('money_findings', (t) => {
    t.bigIncrements('id');
    t.timestamp('run_at', { useTz: true }).notNullable();
    t.string('kind', 16).notNullable();
    t.integer('assoc_id').nullable().references('id').inTable('assocs');
    t.integer('pot_id').nullable().references('id').inTable('pots');
    t.string('field', 32).notNullable();
    t.bigInteger('expected').notNullable();
    t.bigInteger('actual').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['run_at']);
  });
  await knex.raw(`
    ALTER TABLE money_findings
      ADD CONSTRAINT money_findings_kind_check CHECK (kind IN ('wallet_balance', 'pot_totals')),
      ADD CONSTRAINT money_findings_subject_check CHECK ((kind = 'wallet_balance' AND assoc_id IS NOT NULL) OR (kind = 'pot_totals' AND pot_id IS NOT NULL)),
      ADD CONSTRAINT money_findings_difference_check CHECK (expected <> actual)
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('money_findings');
}
