/** French administrative regions (INSEE codes), used by the directory's region filter. */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('regions', (t) => {
    t.increments('id');
    t.string('code', 3).notNullable().unique();
    t.string('name', 100).notNullable().unique();
    t.integer('position').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('regions');
}
