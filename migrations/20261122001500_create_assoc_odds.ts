/** The sustainable development goals a charity supports. */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('assoc_odds', (t) => {
    t.integer('assoc_id').notNullable().references('id').inTable('assocs').onDelete('CASCADE');
    t.smallint('odd_number').notNullable().references('odd_number').inTable('odds');
    t.primary(['assoc_id', 'odd_number']);
    // The directory's goal filter goes from goal to charities.
    t.index('odd_number');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('assoc_odds');
}
