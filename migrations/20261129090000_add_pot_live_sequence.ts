/**
 * The live stream's event ids (GET /cagnottes/{id}/live, api/pots/live/): `pots.live_seq` counts the
 * changes of a pot's totals (+ 2 when a donation is counted: its `donation` event and the `total` after
 * it; + 1 when one leaves the total), moved under the pot's row lock by applyDonationStatus, so its order
 * is the order of the commits; `donations.live_seq` is the id of a counted donation's event. A stream
 * resumed with Last-Event-ID reads the donations counted after that id from the index.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pots', (t) => {
    t.bigInteger('live_seq').notNullable().defaultTo(0);
  });
  await knex.schema.alterTable('donations', (t) => {
    t.bigInteger('live_seq').nullable();
  });
  await knex.raw('CREATE INDEX donations_pot_live_seq_index ON donations (pot_id, live_seq) WHERE live_seq IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS donations_pot_live_seq_index');
  await knex.schema.alterTable('donations', (t) => {
    t.dropColumn('live_seq');
  });
  await knex.schema.alterTable('pots', (t) => {
    t.dropColumn('live_seq');
  });
}
