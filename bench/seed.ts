/**
 * `npm run bench:seed`: fills the database at DATABASE_URL (migrated first) with the benchmark's
 * generated users, pots and SUCCEEDED donations, up to BENCH_DONATIONS donations (default 1,000,000;
 * `small` = 1,000). Additive: running it again with a larger number adds the difference.
 */
import { createKnex } from '../api/db/database';
import { migrateLatest } from '../migrations/index';
import { runSeeds } from '../migrations/seeds/index';
import { seedDonations } from './seed-data';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL: required (a PostgreSQL database to fill, e.g. postgres://postgres@127.0.0.1:5432/entraide_bench)');
  process.exit(1);
}
const setting = process.env.BENCH_DONATIONS ?? '1000000';
const target = setting === 'small' ? 1_000 : Number(setting.replaceAll('_', ''));
if (!Number.isInteger(target) || target < 1) {
  console.error(`BENCH_DONATIONS: a whole number of donations or 'small' (got ${setting})`);
  process.exit(1);
}
const knex = createKnex(url, 2);
try {
  await migrateLatest(knex);
  await runSeeds(knex);
  const started = Date.now();
  const fixtures = await seedDonations(knex, target, console.log);
  console.log(
    `bench:seed: ${fixtures.donations.toLocaleString('en')} donations in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `measured pot ${fixtures.potId} (${fixtures.potDonations.toLocaleString('en')} donations), measured user ${fixtures.userId}`,
  );
} finally {
  await knex.destroy();
}
