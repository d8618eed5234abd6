/**
 * Tax receipts. `tax_receipts` holds one row per issued receipt: either one donation
 * (`kind` DONATION, `donation_id` unique) or the monthly debits of one donor to one charity over one
 * calendar year (`kind` ANNUAL, unique per user, charity and year). `number` is the receipt's order
 * number, gap-free per charity and `year` (the year of the gifts), allocated from `receipt_counters`
 * in the issuing transaction (its row stays locked until commit, so concurrent issues queue and a
 * rolled-back issue gives its number back). The PDF is not stored: `facts` is the snapshot of
 * everything the receipt prints, and the PDF is rendered again from it on demand.
 * `assoc_receipt_profiles` holds what a receipt needs of a charity that the directory does not keep:
 * its postal address, legal status and signatory.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('assoc_receipt_profiles', (t) => {
    t.integer('assoc_id').primary().references('id').inTable('assocs').onDelete('CASCADE');
    t.string('address_line', 255).notNullable();
    t.string('post_code', 16).notNullable();
    t.string('city', 100).notNullable();
    t.specificType('country_iso', 'char(2)').notNullable().defaultTo('FR');
    /** E.g. 'Association loi 1901 reconnue d’intérêt général'. */
    t.string('legal_status', 255).notNullable();
    /** Overrides the directory's `assocs.assoc_object` when set. */
    t.text('purpose').nullable();
    t.string('signatory_name', 200).notNullable();
    t.string('signatory_title', 100).notNullable();
    t.timestamps(true, true);
  });

  await knex.schema.createTable('receipt_counters', (t) => {
    t.integer('assoc_id').notNullable().references('id').inTable('assocs');
    t.smallint('year').notNullable();
    t.integer('last_number').notNullable();
    t.primary(['assoc_id', 'year']);
  });

  await knex.schema.createTable('tax_receipts', (t) => {
    t.bigIncrements('id');
    t.string('kind', 8).notNullable();
    t.bigInteger('donation_id').nullable().unique().references('id').inTable('donations');
    t.bigInteger('user_id').notNullable().references('id').inTable('users');
    t.integer('assoc_id').notNullable().references('id').inTable('assocs');
    t.smallint('year').notNullable();
    t.integer('number').notNullable();
    t.bigInteger('amount').notNullable();
    t.timestamp('issued_at', { useTz: true }).notNullable();
    t.jsonb('facts').notNullable();
    t.unique(['assoc_id', 'year', 'number']);
    t.index('user_id');
  });
  await knex.raw(`
    ALTER TABLE tax_receipts
      ADD CONSTRAINT tax_receipts_kind_check CHECK (kind IN ('DONATION', 'ANNUAL')),
      ADD CONSTRAINT tax_receipts_donation_check CHECK ((kind = 'DONATION') = (donation_id IS NOT NULL)),
      ADD CONSTRAINT tax_receipts_number_check CHECK (number > 0),
      ADD CONSTRAINT tax_receipts_amount_check CHECK (amount > 0)
  `);
  await knex.raw(`CREATE UNIQUE INDEX tax_receipts_annual_unique ON tax_receipts (user_id, assoc_id, year) WHERE kind = 'ANNUAL'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('tax_receipts');
  await knex.schema.dropTable('receipt_counters');
  await knex.schema.dropTable('assoc_receipt_profiles');
}
