/**
 * Invitations of a charity's representative by a manager: the SHA-256 of a single-use token e-mailed
 * as a link (api/accounts/secret-tokens.ts), valid 7 days. `accepted_at` and `user_id` are set by the
 * one acceptance; `cancelled_at` when a newer invitation to the same charity replaces an unused one.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('charity_invitations', (t) => {
    t.bigIncrements('id');
    t.integer('assoc_id').notNullable().references('id').inTable('assocs');
    t.string('email', 254).notNullable();
    t.specificType('token_hash', 'char(64)').notNullable().unique();
    t.bigInteger('invited_by_id').nullable().references('id').inTable('users');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('accepted_at', { useTz: true }).nullable();
    t.timestamp('cancelled_at', { useTz: true }).nullable();
    t.bigInteger('user_id').nullable().references('id').inTable('users');
    t.index('assoc_id');
  });
  await knex.raw(`ALTER TABLE charity_invitations ADD CONSTRAINT charity_invitations_hash_check CHECK (token_hash ~ '^[0-9a-f]{64}$')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('charity_invitations');
}
