/**
 * Seeds, in two sets (docs/decisions.md "Reference data apart from demo data"):
 * - reference data (categories, sustainable development goals, regions, countries, event types,
 *   certifications): what every database needs, production included; `npm run release` adds it after
 *   the migrations;
 * - demo data (the fictional demo charities and their receipt profiles): only the demo and the tests
 *   (`npm start`, `npm run db:seed`, the tests' global setup); never a production database.
 * Idempotent: every seed upserts by its natural key, so each can run at every start or release again.
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

/** Reference seeds, in dependency order. */
const referenceSeeds: Seed[] = [seedCategories, seedOdds, seedRegions, seedCountries, seedEventTypes, seedCertifications];

/** Demo seeds: they need the reference data first. */
const demoSeeds: Seed[] = [seedDemoCharities, seedReceiptProfiles];

/** Adds (or restores) the reference data: what a production database gets. */
export async function runReferenceSeeds(knex: Knex): Promise<void> {
  for (const seed of referenceSeeds) await seed(knex);
}

/** Reference data, then the demo charities: the demo's and the tests' database, never production. */
export async function runSeeds(knex: Knex): Promise<void> {
  await runReferenceSeeds(knex);
  for (const seed of demoSeeds) await seed(knex);
}

/** What a server that migrates at start-up seeds: the demo, or the reference data only in production. */
export async function runStartupSeeds(knex: Knex, nodeEnv: string): Promise<void> {
  await (nodeEnv === 'production' ? runReferenceSeeds(knex) : runSeeds(knex));
}
