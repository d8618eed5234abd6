/**
 * The second factor (TOTP, RFC 6238) of an account: one row per user. `secret` is the base32 key the
 * authenticator app shares; it is answered once, at enrolment, and never read back by any route.
 * `confirmed_at` is null while the enrolment waits for its first code (the factor is not in force yet);
 * `last_used_step` is the TOTP time step of the last accepted code, so a code (or an older one) is never
 * accepted twice.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_second_factors', (t) => {
    t.bigInteger('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('secret', 64).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('confirmed_at', { useTz: true }).nullable();
    t.bigInteger('last_used_step').nullable();
  });
  await knex.raw(`ALTER TABLE user_second_factors ADD CONSTRAINT user_second_factors_secret_check CHECK (secret ~ '^[A-Z2-7]{16,64}$')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_second_factors');
}
