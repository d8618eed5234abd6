/** Kinds of event a pot is created for, in two groups: individuals and companies. */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('event_types', (t) => {
    t.increments('id');
    t.string('slug', 100).notNullable().unique();
    t.string('name', 100).notNullable();
    t.text('description').notNullable();
    t.string('img_path', 500).nullable();
    t.string('category', 16).notNullable();
    t.integer('position').notNullable().defaultTo(0);
    t.unique(['category', 'name']);
  });
  await knex.raw(`
    ALTER TABLE event_types
      ADD CONSTRAINT event_types_category_check CHECK (category IN ('particulier', 'entreprise'))
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('event_types');
}
