/**
 * The last failure to create a user's payment-provider account (provider user or wallet): sign-up
 * never waits on the provider to keep an account, so a failure is recorded here and the creation is
 * retried (by a job, and again before the first payment).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('payment_account_error', 255).nullable();
    t.timestamp('payment_account_failed_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('payment_account_error');
    t.dropColumn('payment_account_failed_at');
  });
}
