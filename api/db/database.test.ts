import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { openTestDatabase } from '../../test/db';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  await db.knex.schema.createTable('type_probe', (t) => {
    t.increments('id');
    t.integer('cents').notNullable();
    t.date('day').notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
  });
  await db.knex('type_probe').insert([
    { cents: 1250, day: '2026-02-28', at: '2026-11-22T10:00:00Z' },
    { cents: 750, day: '2026-03-01', at: '2026-11-22T11:00:00Z' },
  ]);
});
afterAll(() => db.close());

describe(`database types (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('returns counts and sums as numbers, not strings', async () => {
    const row = await db.knex('type_probe').count({ n: '*' }).sum({ total: 'cents' }).first();
    expect(row).toEqual({ n: 2, total: 2000 });
  });

  it('keeps dates as YYYY-MM-DD strings and timestamps as UTC instants', async () => {
    const rows = await db.knex('type_probe').select('day', 'at').orderBy('id');
    expect(rows[0].day).toBe('2026-02-28');
    expect(rows[0].at).toBeInstanceOf(Date);
    expect(rows[0].at.toISOString()).toBe('2026-11-22T10:00:00.000Z');
  });

  it('refuses a bigint that a JavaScript number cannot hold exactly', async () => {
    await expect(db.knex.raw('select 9007199254740993::bigint as big')).rejects.toThrow(/exactly/);
  });
});
