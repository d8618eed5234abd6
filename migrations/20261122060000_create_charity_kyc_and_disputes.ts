/**
 * The charities' identity checks and disputes:
 * - `charity_kyc_documents`: the KYC documents a manager sent to the provider for a charity (the files
 *   themselves are never kept: they only pass through memory), with the status re-read from the
 *   provider (at submission, on the KYC_* hooks, on each read of the charity's KYC screen). The
 *   provider's document id is unique; `fingerprint` (hash of the pages) lets a retried upload answer
 *   the document it created;
 * - `disputes`: chargebacks of our pay-ins, re-read from the provider on the DISPUTE_* hooks, one row
 *   per provider dispute id. `lost_applied_at` marks the one time a lost dispute lowered its pot's total
 *   and cancelled the receipt.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('charity_kyc_documents', (t) => {
    t.bigIncrements('id');
    t.integer('assoc_id').notNullable().references('id').inTable('assocs');
    t.string('mangopay_document_id', 64).notNullable().unique();
    t.string('type', 32).notNullable();
    t.string('status', 32).notNullable();
    t.string('refused_reason_type', 64).nullable();
    t.string('refused_reason_message', 255).nullable();
    t.string('fingerprint', 64).notNullable();
    t.integer('pages').notNullable();
    t.bigInteger('submitted_by_id').nullable().references('id').inTable('users');
    t.timestamp('processed_at', { useTz: true }).nullable();
    t.timestamps(true, true);
    t.index(['assoc_id', 'type']);
  });

  await knex.schema.createTable('disputes', (t) => {
    t.bigIncrements('id');
    t.string('mangopay_dispute_id', 64).notNullable().unique();
    t.bigInteger('donation_id').notNullable().references('id').inTable('donations');
    t.string('mangopay_payin_id', 64).notNullable();
    t.string('status', 40).notNullable();
    t.string('dispute_type', 32).notNullable();
    t.string('reason_type', 64).nullable();
    t.string('result_code', 32).nullable();
    t.string('result_message', 255).nullable();
    t.bigInteger('disputed_amount').notNullable();
    t.timestamp('contest_deadline_at', { useTz: true }).nullable();
    t.timestamp('closed_at', { useTz: true }).nullable();
    t.timestamp('lost_applied_at', { useTz: true }).nullable();
    t.timestamps(true, true);
    t.index('donation_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('disputes');
  await knex.schema.dropTable('charity_kyc_documents');
}
