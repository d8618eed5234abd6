/**
 * E-mail changes waiting for their confirmation: a new address takes effect only once the link sent to
 * it is opened. Only the link token's SHA-256 is kept; it is written when the link is e-mailed (the job
 * makes the token, so no raw token sits in the job table), hence nullable until then. A confirmed,
 * cancelled or replaced change keeps its row until it expires, so a link opened again can say why it no
 * longer works.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_changes', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('new_email', 255).notNullable();
    t.specificType('token_hash', 'char(64)').nullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('confirmed_at', { useTz: true }).nullable();
    t.timestamp('cancelled_at', { useTz: true }).nullable();
    t.index('user_id');
  });
  await knex.raw(`ALTER TABLE email_changes ADD CONSTRAINT email_changes_token_hash_check CHECK (token_hash ~ '^[0-9a-f]{64}$')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_changes');
}
