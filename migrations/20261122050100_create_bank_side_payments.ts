/**
 * The bank side of payments: IBAN bank accounts registered at the provider (only a masked IBAN is kept
 * here, never the full one), direct-debit mandates, monthly subscriptions on a mandate, and the columns
 * a donation needs for them: the subscription and month (`period`, yyyy-mm) of a monthly debit, unique
 * per subscription so that a month is never debited twice, the mandate of a direct debit and the
 * reference of a bank wire.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bank_accounts', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('id').inTable('users');
    t.string('mangopay_bank_account_id', 64).notNullable().unique();
    t.string('owner_name', 255).notNullable();
    t.string('iban_masked', 42).notNullable();
    t.string('bic', 11).nullable();
    t.string('address_line_1', 255).notNullable();
    t.string('postal_code', 16).notNullable();
    t.string('city', 255).notNullable();
    t.string('country_iso', 2).notNullable().defaultTo('FR');
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamps(true, true);
    t.index('user_id');
  });

  await knex.schema.createTable('mandates', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('id').inTable('users');
    t.bigInteger('bank_account_id').notNullable().references('id').inTable('bank_accounts');
    t.string('mangopay_mandate_id', 64).notNullable().unique();
    t.string('status', 16).notNullable().defaultTo('CREATED');
    t.text('document_url').nullable();
    t.string('bank_reference', 64).nullable();
    t.text('redirect_url').nullable();
    t.text('return_url').nullable();
    t.timestamps(true, true);
    t.index('user_id');
  });
  await knex.raw(`
    ALTER TABLE mandates ADD CONSTRAINT mandates_status_check
      CHECK (status IN ('CREATED', 'SUBMITTED', 'ACTIVE', 'FAILED', 'EXPIRED'))
  `);

  await knex.schema.createTable('subscriptions', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('id').inTable('users');
    t.integer('pot_id').notNullable().references('id').inTable('pots');
    t.bigInteger('mandate_id').notNullable().references('id').inTable('mandates');
    t.bigInteger('amount').notNullable();
    t.bigInteger('gift_entraide').notNullable().defaultTo(0);
    t.boolean('is_visible').notNullable().defaultTo(true);
    t.boolean('is_anonymous').notNullable().defaultTo(false);
    t.integer('debit_day').notNullable();
    t.integer('recurrence').notNullable().defaultTo(1);
    t.string('status', 24).notNullable().defaultTo('ACTIVE');
    t.date('next_debit_on').nullable();
    t.timestamps(true, true);
    t.index('user_id');
    t.index('pot_id');
  });
  await knex.raw(`
    ALTER TABLE subscriptions
      ADD CONSTRAINT subscriptions_amount_check CHECK (amount > 0 AND gift_entraide >= 0),
      ADD CONSTRAINT subscriptions_debit_day_check CHECK (debit_day BETWEEN 1 AND 31),
      ADD CONSTRAINT subscriptions_status_check
        CHECK (status IN ('ACTIVE', 'CLOSED', 'CANCELED', 'MANDATE_REFUSED', 'MANDATE_REACTIVATED'))
  `);
  // The daily debit job reads the due ones.
  await knex.raw('CREATE INDEX subscriptions_due_index ON subscriptions (next_debit_on) WHERE next_debit_on IS NOT NULL');

  await knex.schema.alterTable('donations', (t) => {
    t.bigInteger('subscription_id').nullable().references('id').inTable('subscriptions');
    t.string('mangopay_mandate_id', 64).nullable();
    t.string('wire_reference', 64).nullable();
    t.string('period', 7).nullable();
    t.unique(['subscription_id', 'period']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('donations', (t) => {
    t.dropUnique(['subscription_id', 'period']);
    t.dropColumn('period');
    t.dropColumn('wire_reference');
    t.dropColumn('mangopay_mandate_id');
    t.dropColumn('subscription_id');
  });
  await knex.schema.dropTable('subscriptions');
  await knex.schema.dropTable('mandates');
  await knex.schema.dropTable('bank_accounts');
}
