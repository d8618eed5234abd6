/**
 * Tax-reduction percent of a gift to a charity, per donor kind (the spec's assoc_types:
 * PRIVATE for individuals, ENTERPRISE for companies).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('assoc_tax_rates', (t) => {
    t.increments('id');
    t.integer('assoc_id').notNullable().references('id').inTable('assocs').onDelete('CASCADE');
    t.string('assoc_type', 16).notNullable();
    t.smallint('percent').notNullable();
    t.unique(['assoc_id', 'assoc_type']);
  });
  await knex.raw(`
    ALTER TABLE assoc_tax_rates
      ADD CONSTRAINT assoc_tax_rates_assoc_type_check CHECK (assoc_type IN ('PRIVATE', 'ENTERPRISE')),
      ADD CONSTRAINT assoc_tax_rates_percent_check CHECK (percent BETWEEN 0 AND 100)
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('assoc_tax_rates');
}
