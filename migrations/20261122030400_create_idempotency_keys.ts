/**
 * Idempotency keys of creating requests (docs/api-contract.md, Idempotency): one row per caller scope
 * (`user:{id}` or `quick:{e-mail}`) and key, with the hash of the request it was first used with and,
 * once that request finished, its answer (status and body as sent), replayed to any retry. Rows older
 * than 24 hours (by the injected clock) are ignored and purged.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.bigIncrements('id');
    t.string('scope', 270).notNullable();
    t.string('key', 64).notNullable();
    t.specificType('request_hash', 'char(64)').notNullable();
    t.string('status', 16).notNullable().defaultTo('in_flight');
    t.smallint('response_status').nullable();
    t.text('response_body').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('completed_at', { useTz: true }).nullable();
    t.unique(['scope', 'key']);
    t.index('created_at');
  });
  await knex.raw(`
    ALTER TABLE idempotency_keys
      ADD CONSTRAINT idempotency_keys_status_check CHECK (status IN ('in_flight', 'completed')),
      ADD CONSTRAINT idempotency_keys_completed_check CHECK (status = 'in_flight' OR response_status IS NOT NULL)
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
}
