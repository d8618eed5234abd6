/** The company behind an enterprise account (one per user), with its head-office address. */
import type { Knex } from 'knex';

const LEGAL_FORMS = ['SA', 'SAS', 'SASU', 'SARL', 'EURL', 'SNC', 'SCOP', 'Association', 'Fondation', 'Autre'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('enterprises', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().unique().references('id').inTable('users').onDelete('CASCADE');
    t.string('enterprise_name', 255).notNullable();
    t.specificType('siren', 'char(9)').notNullable();
    t.string('legal_form', 16).notNullable();
    t.string('fix_phone', 32).nullable();
    t.string('logo_path', 500).nullable();
    t.string('address_line_1', 255).nullable();
    t.string('city', 100).nullable();
    t.string('post_code', 16).nullable();
    t.specificType('country_iso', 'char(2)').notNullable().defaultTo('FR');
    t.timestamps(true, true);
    t.index('siren');
  });
  const forms = LEGAL_FORMS.map((f) => `'${f}'`).join(', ');
  await knex.raw(`
    ALTER TABLE enterprises
      ADD CONSTRAINT enterprises_siren_check CHECK (siren ~ '^[0-9]{9}$'),
      ADD CONSTRAINT enterprises_legal_form_check CHECK (legal_form IN (${forms})),
      ADD CONSTRAINT enterprises_country_iso_check CHECK (country_iso ~ '^[A-Z]{2}$')
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('enterprises');
}
