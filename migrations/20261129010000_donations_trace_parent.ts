/**
 * The W3C trace context (`traceparent`) of the request that created a donation, when tracing is on
 * (docs/operations.md): the provider's hook arrives later as a request of its own, and the job that
 * settles the donation links its span back to this trace. Null when tracing is off and on older rows.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('donations', (t) => {
    t.string('trace_parent', 55).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('donations', (t) => {
    t.dropColumn('trace_parent');
  });
}
