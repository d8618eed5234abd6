/** Every migration has a working down: roll all back, then forward again, on this file's own copy. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db';
import type { Database } from '../../api/db/database';
import { migrateLatest, migrateRollbackAll } from '../../migrations/index';
import { runSeeds } from '../../migrations/seeds/index';

const TABLES = [
  'roles',
  'users',
  'enterprises',
  'legal_representatives',
  'auth_tokens',
  'password_reset_tokens',
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

async function publicTables(): Promise<string[]> {
  const result = await db.knex.raw("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name");
  return result.rows.map((r: { table_name: string }) => r.table_name);
}

describe('migrations', () => {
  it('roll back completely, then migrate and seed again', async () => {
    expect(await publicTables()).toEqual(expect.arrayContaining(TABLES));

    await migrateRollbackAll(db.knex);
    const left = await publicTables();
    for (const table of TABLES) expect(left, table).not.toContain(table);

    await migrateLatest(db.knex);
    expect(await publicTables()).toEqual(expect.arrayContaining(TABLES));
    expect(await db.knex('roles').orderBy('id').pluck('name')).toEqual(['private', 'enterprise', 'manager', 'charity']);
    expect(await db.knex('assocs').count({ n: '*' }).first()).toEqual({ n: 0 });

    await runSeeds(db.knex);
    expect(Number((await db.knex('assocs').count({ n: '*' }).first())?.n)).toBeGreaterThanOrEqual(40);
    await db.knex('users').insert({ email: 'a@b.fr', firstname: 'A', name: 'B', role_id: 1 });
    await expect(db.knex('users').insert({ email: 'A@B.FR', firstname: 'A', name: 'B', role_id: 1 })).rejects.toMatchObject({
      code: '23505',
    });
  });
});
