/** Cause categories of the partner charities (home carousel and directory quick filters). */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('assoc_categories', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable().unique();
    t.string('slug', 100).notNullable().unique();
    t.integer('position').notNullable().defaultTo(0);
    t.boolean('enabled').notNullable().defaultTo(true);
  });
  await knex.raw(`ALTER TABLE assoc_categories ADD CONSTRAINT assoc_categories_slug_check CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('assoc_categories');
}
