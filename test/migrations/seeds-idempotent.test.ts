/** Seeds can run at every start: running them again changes no count and no id. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db';
import type { Database } from '../../api/db/database';
import { runSeeds } from '../../migrations/seeds/index';

const TABLES = [
  'roles',
  'assoc_categories',
  'odds',
  'regions',
  'countries',
  'event_types',
  'certifications',
  'assocs',
  'assoc_tax_rates',
  'assoc_odds',
  'assoc_media',
];

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

async function snapshot() {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    counts[table] = Number((await db.knex(table).count({ n: '*' }).first())?.n);
  }
  const ids = {
    categories: await db.knex('assoc_categories').orderBy('id').pluck('slug'),
    eventTypes: await db.knex('event_types').orderBy('id').pluck('slug'),
    assocs: await db.knex('assocs').orderBy('id').pluck('url'),
  };
  return { counts, ids };
}

describe('seeds', () => {
  it('keep every count and id when run twice more', async () => {
    const before = await snapshot();
    expect(before.counts.assocs).toBeGreaterThanOrEqual(40);
    await runSeeds(db.knex);
    await runSeeds(db.knex);
    expect(await snapshot()).toEqual(before);
  });

  it('restore edited reference rows', async () => {
    await db.knex('assoc_categories').where('slug', 'sante').update({ name: 'Santé publique' });
    await db.knex('odds').where('odd_number', 4).update({ name: 'Autre' });
    await runSeeds(db.knex);
    expect((await db.knex('assoc_categories').where('slug', 'sante').first()).name).toBe('Santé');
    expect((await db.knex('odds').where('odd_number', 4).first()).name).toBe('Éducation de qualité');
  });
});
