/**
 * Audience measurement without personal data: one row per page view with the path (no query string),
 * the Paris calendar day and an anonymous visitor id that changes every day; no time of day, address
 * or user agent is stored. `page_view_salts` holds the day's random salt (only today's row is kept,
 * so an id can never be linked back once the day is over). Rows are deleted after 13 months.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('page_views', (t) => {
    t.bigIncrements('id');
    t.date('day').notNullable();
    t.string('path', 300).notNullable();
    t.specificType('visitor_id', 'char(32)').notNullable();
    t.index(['day', 'path']);
  });
  await knex.raw(`ALTER TABLE page_views ADD CONSTRAINT page_views_visitor_id_check CHECK (visitor_id ~ '^[0-9a-f]{32}$')`);
  await knex.schema.createTable('page_view_salts', (t) => {
    t.date('day').primary();
    t.specificType('salt', 'char(64)').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('page_view_salts');
  await knex.schema.dropTable('page_views');
}
