/**
 * Indexes of the charity directory at scale (10,000 charities):
 * - the directory's order, `search_name COLLATE "C", id` over active charities, so a page of the whole
 *   list (or of a filter the planner walks in that order) stops after its rows instead of sorting;
 * - the tax rates, goals and slides are read per charity through their existing unique keys
 *   (assoc_id first), and the goal filter through `assoc_odds (odd_number)`.
 * The keyword filter (substring of `search_name`) scans the active rows; pg_trgm would index it, but
 * PGlite needs the extension loaded at start (see docs/performance.md).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX assocs_directory_order_index ON assocs ((search_name COLLATE "C"), id) WHERE active');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS assocs_directory_order_index');
}
