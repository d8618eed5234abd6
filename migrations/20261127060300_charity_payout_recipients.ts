/**
 * A charity's payout account is a provider Recipient registered by its representative (docs/charity-area.md),
 * kept in `charity_bank_accounts` beside the bank accounts managers registered before (kind `bank_account`),
 * so payouts keep naming the account they were sent to. A recipient row carries the recipient's status
 * (PENDING until the representative's SCA, ACTIVE, CANCELED...), the payee check's result
 * (MATCH, CLOSE_MATCH, NO_MATCH, MATCH_NOT_POSSIBLE) and the name the bank suggested.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('charity_bank_accounts', (t) => {
    t.string('kind', 16).notNullable().defaultTo('bank_account');
    t.string('recipient_status', 32).nullable();
    t.string('vop_check', 24).nullable();
    t.string('vop_suggested_name', 255).nullable();
    t.bigInteger('created_by_id').nullable().references('id').inTable('users');
  });
  await knex.raw(
    `ALTER TABLE charity_bank_accounts ADD CONSTRAINT charity_bank_accounts_kind_check CHECK (kind IN ('bank_account', 'recipient'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE charity_bank_accounts DROP CONSTRAINT charity_bank_accounts_kind_check');
  await knex.schema.alterTable('charity_bank_accounts', (t) => {
    t.dropColumn('created_by_id');
    t.dropColumn('vop_suggested_name');
    t.dropColumn('vop_check');
    t.dropColumn('recipient_status');
    t.dropColumn('kind');
  });
}
