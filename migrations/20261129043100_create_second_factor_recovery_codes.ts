/**
 * Single-use recovery codes of a second factor: stored only as their SHA-256 (they are random, 50 bits),
 * `used_at` set by the sign-in that spends one. A new enrolment replaces them all.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('second_factor_recovery_codes', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.specificType('code_hash', 'char(64)').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('used_at', { useTz: true }).nullable();
    t.unique(['user_id', 'code_hash']);
  });
  await knex.raw(
    `ALTER TABLE second_factor_recovery_codes ADD CONSTRAINT second_factor_recovery_codes_hash_check CHECK (code_hash ~ '^[0-9a-f]{64}$')`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('second_factor_recovery_codes');
}
