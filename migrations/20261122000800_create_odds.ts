/** The 17 UN sustainable development goals ("objectifs de développement durable", ODD). */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('odds', (t) => {
    t.smallint('odd_number').primary();
    t.string('name', 120).notNullable();
  });
  await knex.raw('ALTER TABLE odds ADD CONSTRAINT odds_odd_number_check CHECK (odd_number BETWEEN 1 AND 17)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('odds');
}
