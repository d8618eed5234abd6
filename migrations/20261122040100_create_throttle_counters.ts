/**
 * Attempt counters of the throttled routes (login, password reset), kept in the database so that every
 * instance of the API shares them. `key` is the SHA-256 (hex) of the rule's scope and the counted value
 * (an e-mail or an IP address), so the table holds neither in clear; a counter counts the attempts of
 * one fixed window that began at `window_started_at`.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('throttle_counters', (t) => {
    t.specificType('key', 'char(64)').primary();
    t.integer('count').notNullable();
    t.timestamp('window_started_at', { useTz: true }).notNullable().index();
  });
  await knex.raw(`ALTER TABLE throttle_counters ADD CONSTRAINT throttle_counters_key_check CHECK (key ~ '^[0-9a-f]{64}$')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('throttle_counters');
}
