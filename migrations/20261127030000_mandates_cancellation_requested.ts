/**
 * Closing an account ends its money commitments: its mandates are cancelled at the provider. A cancel
 * the provider did not take (unreachable, an error) is kept here, `cancellation_requested_at`, and a
 * recurring job asks again until the provider answers. Existing closed accounts are brought to the same
 * state: their running subscriptions are cancelled and their usable mandates queued for cancellation.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mandates', (t) => {
    t.timestamp('cancellation_requested_at', { useTz: true }).nullable();
  });
  await knex.raw(
    'CREATE INDEX mandates_cancellation_requested_index ON mandates (cancellation_requested_at) WHERE cancellation_requested_at IS NOT NULL',
  );
  const closed = knex('users').select('id').whereNotNull('deleted_at');
  await knex('subscriptions')
    .whereIn('user_id', closed)
    .whereIn('status', ['ACTIVE', 'MANDATE_REACTIVATED'])
    .update({ status: 'CANCELED', next_debit_on: null, updated_at: knex.fn.now() });
  await knex('mandates')
    .whereIn('user_id', closed)
    .whereIn('status', ['SUBMITTED', 'ACTIVE'])
    .update({ cancellation_requested_at: knex.fn.now() });
}

export async function down(knex: Knex): Promise<void> {
  // The subscriptions cancelled above stay cancelled: their accounts are closed and cannot resume them.
  await knex.raw('DROP INDEX IF EXISTS mandates_cancellation_requested_index');
  await knex.schema.alterTable('mandates', (t) => {
    t.dropColumn('cancellation_requested_at');
  });
}
