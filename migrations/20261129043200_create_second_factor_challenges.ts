/**
 * The step between a right password and a session, for accounts with a second factor (or that must
 * enrol one): a random token answered to the client, stored as its SHA-256, valid a few minutes and
 * spent by the call that opens the session. `kind` says what the step asks: a code ('code') or the
 * confirmation of a new factor ('enrolment'). The retention job deletes the expired rows.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('second_factor_challenges', (t) => {
    t.bigIncrements('id');
    t.specificType('token_hash', 'char(64)').notNullable().unique();
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('kind', 16).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.index('created_at');
  });
  await knex.raw(`
    ALTER TABLE second_factor_challenges
      ADD CONSTRAINT second_factor_challenges_check CHECK (token_hash ~ '^[0-9a-f]{64}$' AND kind IN ('code', 'enrolment'))
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('second_factor_challenges');
}
