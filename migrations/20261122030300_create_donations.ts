/**
 * Donations to a pot, first version: what the participants list and the pot totals need. A donor is
 * an account (`user_id`) or a quick donor (`quick_*`, no account). Amounts are integer cents; `amount`
 * is the gift alone, `gift_entraide` the platform tip. Only SUCCEEDED donations count in the totals
 * (api/pots/donation-status.service.ts changes both in one transaction). The payments issue adds the
 * payment details it needs.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('donations', (t) => {
    t.bigIncrements('id');
    t.integer('pot_id').notNullable().references('id').inTable('pots');
    t.bigInteger('user_id').nullable().references('id').inTable('users');
    t.string('quick_firstname', 100).nullable();
    t.string('quick_name', 100).nullable();
    t.string('quick_email', 254).nullable();
    t.bigInteger('amount').notNullable();
    t.bigInteger('gift_entraide').notNullable().defaultTo(0);
    t.boolean('is_visible').notNullable().defaultTo(true);
    t.boolean('is_anonymous').notNullable().defaultTo(false);
    t.string('status', 16).notNullable().defaultTo('CREATED');
    t.string('idempotency_key', 64).nullable();
    t.string('mangopay_payin_id', 64).nullable().unique();
    t.string('mangopay_user_id', 64).nullable();
    t.timestamp('succeeded_at', { useTz: true }).nullable();
    t.timestamps(true, true);
    t.index('user_id');
  });
  await knex.raw(`
    ALTER TABLE donations
      ADD CONSTRAINT donations_status_check CHECK (status IN ('CREATED', 'SUCCEEDED', 'FAILED', 'REFUNDED')),
      ADD CONSTRAINT donations_amount_check CHECK (amount > 0 AND gift_entraide >= 0),
      ADD CONSTRAINT donations_donor_check CHECK (user_id IS NOT NULL OR quick_email IS NOT NULL)
  `);
  // The participants list: a pot's succeeded donations, newest first.
  await knex.raw('CREATE INDEX donations_pot_status_index ON donations (pot_id, status, succeeded_at DESC, id DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('donations');
}
