/**
 * Growing waits of the throttled routes (api/http/backoff.ts): per key, the attempts since the last
 * wait, how many waits there were (each doubles the next), until when the current one lasts, and the
 * last counted attempt (a key is forgotten a while after it). `key` is the SHA-256 (hex) of the rule's
 * scope and the counted value (an e-mail and an IP address), so the table holds neither in clear.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('throttle_backoffs', (t) => {
    t.specificType('key', 'char(64)').primary();
    t.integer('attempts').notNullable();
    t.integer('lockouts').notNullable();
    t.timestamp('locked_until', { useTz: true }).nullable();
    t.timestamp('last_attempt_at', { useTz: true }).notNullable().index();
  });
  await knex.raw(`ALTER TABLE throttle_backoffs ADD CONSTRAINT throttle_backoffs_key_check CHECK (key ~ '^[0-9a-f]{64}$')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('throttle_backoffs');
}
