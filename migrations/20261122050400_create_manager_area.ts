/**
 * The manager area:
 * - `audit_log`: every change a manager makes (who, when, what), and what jobs do on their behalf;
 * - `charity_bank_accounts`: each charity's bank account registered at the provider for payouts (only a
 *   masked IBAN is kept here), one active per charity;
 * - `payouts`: bank-wire payouts of a charity wallet. `PENDING` is the row recorded before the provider
 *   is called (at most one per charity at a time, so two requests never pay the same balance twice);
 *   then the provider's CREATED, SUCCEEDED or FAILED. The provider's id is unique;
 * - `refunds`: pay-in refunds of donations, same shape; at most one refund under way or done per donation;
 * - on `pots`: when and why a manager deactivated it, and the markers of the closing consequences
 *   (subscriptions ended once; organiser e-mail sent once);
 * - on `tax_receipts`: the cancellation of a receipt whose donation was refunded.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_log', (t) => {
    t.bigIncrements('id');
    t.bigInteger('actor_id').nullable().references('id').inTable('users'); // null: a scheduled job
    t.string('action', 64).notNullable();
    t.string('entity_type', 32).notNullable();
    t.string('entity_id', 64).notNullable();
    t.jsonb('details').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['entity_type', 'entity_id']);
    t.index('created_at');
  });

  await knex.schema.createTable('charity_bank_accounts', (t) => {
    t.bigIncrements('id');
    t.integer('assoc_id').notNullable().references('id').inTable('assocs');
    t.string('mangopay_bank_account_id', 64).notNullable().unique();
    t.string('owner_name', 255).notNullable();
    t.string('iban_masked', 42).notNullable();
    t.string('bic', 11).nullable();
    t.string('address_line_1', 255).notNullable();
    t.string('postal_code', 16).notNullable();
    t.string('city', 255).notNullable();
    t.string('country_iso', 2).notNullable().defaultTo('FR');
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamps(true, true);
  });
  await knex.raw('CREATE UNIQUE INDEX charity_bank_accounts_active_unique ON charity_bank_accounts (assoc_id) WHERE active');

  await knex.schema.createTable('payouts', (t) => {
    t.bigIncrements('id');
    t.integer('assoc_id').notNullable().references('id').inTable('assocs');
    t.bigInteger('charity_bank_account_id').notNullable().references('id').inTable('charity_bank_accounts');
    t.bigInteger('amount').notNullable();
    t.string('status', 16).notNullable().defaultTo('PENDING');
    t.string('mangopay_payout_id', 64).nullable().unique();
    t.string('bank_wire_ref', 12).notNullable();
    t.string('result_code', 16).nullable();
    t.string('result_message', 255).nullable();
    t.bigInteger('requested_by_id').nullable().references('id').inTable('users'); // null: the schedule
    t.timestamp('executed_at', { useTz: true }).nullable();
    t.timestamps(true, true);
    t.index('assoc_id');
  });
  await knex.raw(`
    ALTER TABLE payouts
      ADD CONSTRAINT payouts_amount_check CHECK (amount > 0),
      ADD CONSTRAINT payouts_status_check CHECK (status IN ('PENDING', 'CREATED', 'SUCCEEDED', 'FAILED'))
  `);
  await knex.raw(`CREATE UNIQUE INDEX payouts_pending_unique ON payouts (assoc_id) WHERE status = 'PENDING'`);

  await knex.schema.createTable('refunds', (t) => {
    t.bigIncrements('id');
    t.bigInteger('donation_id').notNullable().references('id').inTable('donations');
    t.bigInteger('amount').notNullable(); // the gift given back (the tip is given back too, as fees)
    t.string('status', 16).notNullable().defaultTo('PENDING');
    t.string('mangopay_refund_id', 64).nullable().unique();
    t.string('reason', 500).nullable();
    t.string('result_code', 16).nullable();
    t.string('result_message', 255).nullable();
    t.bigInteger('requested_by_id').nullable().references('id').inTable('users');
    t.timestamp('executed_at', { useTz: true }).nullable();
    t.timestamps(true, true);
    t.index('donation_id');
  });
  await knex.raw(`
    ALTER TABLE refunds
      ADD CONSTRAINT refunds_amount_check CHECK (amount > 0),
      ADD CONSTRAINT refunds_status_check CHECK (status IN ('PENDING', 'CREATED', 'SUCCEEDED', 'FAILED'))
  `);
  await knex.raw(`CREATE UNIQUE INDEX refunds_live_unique ON refunds (donation_id) WHERE status <> 'FAILED'`);

  await knex.schema.alterTable('pots', (t) => {
    t.timestamp('deactivated_at', { useTz: true }).nullable();
    t.string('deactivation_reason', 500).nullable();
    t.timestamp('closing_handled_at', { useTz: true }).nullable();
    t.timestamp('closing_mail_sent_at', { useTz: true }).nullable();
  });
  await knex.raw('CREATE INDEX pots_closing_pending_index ON pots (closing_date) WHERE closing_handled_at IS NULL');

  await knex.schema.alterTable('tax_receipts', (t) => {
    t.timestamp('cancelled_at', { useTz: true }).nullable();
    t.string('cancel_reason', 255).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tax_receipts', (t) => {
    t.dropColumn('cancel_reason');
    t.dropColumn('cancelled_at');
  });
  await knex.raw('DROP INDEX IF EXISTS pots_closing_pending_index');
  await knex.schema.alterTable('pots', (t) => {
    t.dropColumn('closing_mail_sent_at');
    t.dropColumn('closing_handled_at');
    t.dropColumn('deactivation_reason');
    t.dropColumn('deactivated_at');
  });
  await knex.schema.dropTable('refunds');
  await knex.schema.dropTable('payouts');
  await knex.schema.dropTable('charity_bank_accounts');
  await knex.schema.dropTable('audit_log');
}
