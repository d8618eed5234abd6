/**
 * Reference-data seeds. Idempotent: every seed upserts by its natural key, so the server can run
 * them at each start and `npm run db:seed` can be run again safely.
 */
import type { Knex } from 'knex';
import { seedCategories } from './categories.seed';
import { seedOdds } from './odds.seed';
import { seedRegions } from './regions.seed';
import { seedCountries } from './countries.seed';
import { seedEventTypes } from './event-types.seed';
import { seedCertifications } from './certifications.seed';
import { seedDemoCharities } from './demo-charities.seed';
import { seedReceiptProfiles } from './receipt-profiles.seed';

type Seed = (knex: Knex) => Promise<void>;

/** Seeds in dependency order. */
const seeds: Seed[] = [
  seedCategories,
  seedOdds,
  seedRegions,
  seedCountries,
  seedEventTypes,
  seedCertifications,
  seedDemoCharities,
  seedReceiptProfiles,
];

export async function runSeeds(knex: Knex): Promise<void> {
  for (const seed of seeds) await seed(knex);
}
