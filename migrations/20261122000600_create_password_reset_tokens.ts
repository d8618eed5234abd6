/** Password-reset links: the SHA-256 of the e-mailed token, its expiry, and when it was used. */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('password_reset_tokens', (t) => {
    t.bigIncrements('id');
    t.specificType('token_hash', 'char(64)').notNullable().unique();
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.index('user_id');
  });
  await knex.raw(
    `ALTER TABLE password_reset_tokens ADD CONSTRAINT password_reset_tokens_token_hash_check CHECK (token_hash ~ '^[0-9a-f]{64}$')`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('password_reset_tokens');
}
