/** The legal representative of an enterprise (one per enterprise) and the representative's address. */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('legal_representatives', (t) => {
    t.bigIncrements('id');
    t.bigInteger('enterprise_id').notNullable().unique().references('id').inTable('enterprises').onDelete('CASCADE');
    t.string('gender', 6).nullable();
    t.string('firstname', 100).notNullable();
    t.string('name', 100).notNullable();
    t.string('email', 254).notNullable();
    t.specificType('nationality_iso', 'char(2)').notNullable().defaultTo('FR');
    t.date('birth_date').nullable();
    t.string('address_line_1', 255).nullable();
    t.string('city', 100).nullable();
    t.string('post_code', 16).nullable();
    t.specificType('country_iso', 'char(2)').notNullable().defaultTo('FR');
    t.timestamps(true, true);
  });
  await knex.raw(`
    ALTER TABLE legal_representatives
      ADD CONSTRAINT legal_representatives_gender_check CHECK (gender IN ('male', 'female')),
      ADD CONSTRAINT legal_representatives_nationality_iso_check CHECK (nationality_iso ~ '^[A-Z]{2}$'),
      ADD CONSTRAINT legal_representatives_country_iso_check CHECK (country_iso ~ '^[A-Z]{2}$')
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('legal_representatives');
}
