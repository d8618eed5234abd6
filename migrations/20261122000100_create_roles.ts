/**
 * Account roles. The ids are part of docs/api-contract.md (1 private, 2 enterprise, 3 manager), so the
 * rows are written here rather than by a seed.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('roles', (t) => {
    t.integer('id').primary();
    t.string('name', 32).notNullable().unique();
  });
  await knex('roles').insert([
    { id: 1, name: 'private' },
    { id: 2, name: 'enterprise' },
    { id: 3, name: 'manager' },
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('roles');
}
