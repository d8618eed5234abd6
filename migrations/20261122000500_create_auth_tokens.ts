/**
 * Session tokens. Only the SHA-256 of a token is stored (64 lower-case hex characters), so a copy of
 * the table does not let anyone sign in.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('auth_tokens', (t) => {
    t.bigIncrements('id');
    t.specificType('token_hash', 'char(64)').notNullable().unique();
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_used_at', { useTz: true }).nullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index('user_id');
  });
  await knex.raw(`ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_token_hash_check CHECK (token_hash ~ '^[0-9a-f]{64}$')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('auth_tokens');
}
