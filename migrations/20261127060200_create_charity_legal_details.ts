/**
 * A charity's legal details as its representative gave them (docs/charity-area.md): the organisation,
 * its RNA or SIREN number, head office and representative, sent to the provider's legal user (SCA
 * endpoints). `sca_status` is the representative's strong-authentication enrolment as last read from
 * the provider (not_started until the first redirect, pending, active).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('charity_legal_details', (t) => {
    t.integer('assoc_id').primary().references('id').inTable('assocs');
    t.string('organisation_name', 255).notNullable();
    t.string('registration_kind', 8).notNullable();
    t.string('registration_number', 16).notNullable();
    t.string('address_line_1', 255).notNullable();
    t.string('address_line_2', 255).nullable();
    t.string('postal_code', 10).notNullable();
    t.string('city', 100).notNullable();
    t.specificType('country_iso', 'char(2)').notNullable();
    t.string('representative_first_name', 100).notNullable();
    t.string('representative_last_name', 100).notNullable();
    t.date('representative_birth_date').notNullable();
    t.specificType('representative_nationality', 'char(2)').notNullable();
    t.specificType('representative_country_of_residence', 'char(2)').notNullable();
    t.string('representative_email', 254).notNullable();
    t.string('representative_phone', 32).notNullable();
    t.string('sca_status', 16).notNullable().defaultTo('not_started');
    t.bigInteger('updated_by_id').nullable().references('id').inTable('users');
    t.timestamps(true, true);
  });
  await knex.raw(`
    ALTER TABLE charity_legal_details
      ADD CONSTRAINT charity_legal_details_kind_check CHECK (registration_kind IN ('rna', 'siren')),
      ADD CONSTRAINT charity_legal_details_sca_check CHECK (sca_status IN ('not_started', 'pending', 'active'))
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('charity_legal_details');
}
