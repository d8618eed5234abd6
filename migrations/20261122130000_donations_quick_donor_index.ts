/**
 * applyDonationStatus moves a pot's stored totals by one donation instead of re-summing the
 * pot. Counting distinct donors then asks "has this donor another succeeded donation in this pot?":
 * accounts use the user_id index; quick donors (no account, known by e-mail, case ignored) this one.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    "CREATE INDEX donations_pot_quick_donor_index ON donations (pot_id, lower(quick_email)) WHERE status = 'SUCCEEDED' AND user_id IS NULL",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS donations_pot_quick_donor_index');
}
