/**
 * How many share-by-e-mail invitations each account recorded on each Paris calendar day, so the daily
 * cap holds across API instances and concurrent requests: a request adds its invitations with one
 * conditional upsert that refuses to go past the cap. Rows of earlier days are deleted when the account
 * shares again; the rows go with the account.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('share_daily_counts', (t) => {
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.date('day').notNullable();
    t.integer('invitations').notNullable();
    t.primary(['user_id', 'day']);
  });
  await knex.raw('ALTER TABLE share_daily_counts ADD CONSTRAINT share_daily_counts_invitations_check CHECK (invitations >= 0)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('share_daily_counts');
}
