/**
 * Links that undo an e-mail change: sent to the previous address when a profile's e-mail changes, so
 * the owner of an account whose session was stolen can take it back. Only the token's SHA-256 is kept.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_change_reverts', (t) => {
    t.bigIncrements('id');
    t.specificType('token_hash', 'char(64)').notNullable().unique();
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('previous_email', 255).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.index('user_id');
  });
  await knex.raw(
    `ALTER TABLE email_change_reverts ADD CONSTRAINT email_change_reverts_token_hash_check CHECK (token_hash ~ '^[0-9a-f]{64}$')`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_change_reverts');
}
