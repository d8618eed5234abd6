/**
 * Reference-data seeds. Idempotent: every seed upserts by its natural key, so the server can run
 * them at each start and `npm run db:seed` can be run again safely.
 */
import type { Knex } from 'knex';

type Seed = (knex: Knex) => Promise<void>;

/** Seeds in dependency order. */
const seeds: Seed[] = [];

export async function runSeeds(knex: Knex): Promise<void> {
  for (const seed of seeds) await seed(knex);
}
