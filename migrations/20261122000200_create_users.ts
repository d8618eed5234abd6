/**
 * Accounts (private persons, companies, managers). The e-mail is unique whatever its case, through a
 * unique index on lower(email); look-ups must use `lower(email) = lower(?)` to hit it.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.bigIncrements('id');
    t.string('email', 254).notNullable();
    t.string('password_hash', 255).nullable(); // null for accounts created through Facebook
    t.string('firstname', 100).notNullable();
    t.string('name', 100).notNullable();
    t.string('gender', 6).nullable();
    t.string('mob_phone', 32).nullable();
    t.date('birth_date').nullable();
    t.integer('role_id').notNullable().references('id').inTable('roles');
    t.string('address_line_1', 255).nullable();
    t.string('city', 100).nullable();
    t.string('post_code', 16).nullable();
    t.specificType('country_iso', 'char(2)').notNullable().defaultTo('FR');
    t.string('mangopay_user_id', 64).nullable().index();
    t.string('mangopay_wallet_id', 64).nullable();
    t.string('facebook_id', 64).nullable().unique();
    t.timestamps(true, true);
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.index('role_id');
  });
  await knex.raw(`
    ALTER TABLE users
      ADD CONSTRAINT users_gender_check CHECK (gender IN ('male', 'female')),
      ADD CONSTRAINT users_email_check CHECK (email LIKE '_%@_%'),
      ADD CONSTRAINT users_country_iso_check CHECK (country_iso ~ '^[A-Z]{2}$')
  `);
  await knex.raw('CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
