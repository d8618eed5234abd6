/** ISO 3166-1 countries with French names; `position` orders the list (France first). */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('countries', (t) => {
    t.specificType('alpha2', 'char(2)').primary();
    t.string('name', 100).notNullable();
    t.integer('position').notNullable();
  });
  await knex.raw(`ALTER TABLE countries ADD CONSTRAINT countries_alpha2_check CHECK (alpha2 ~ '^[A-Z]{2}$')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('countries');
}
