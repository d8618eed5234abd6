/**
 * The benchmark's data generator: fictional users, pots and SUCCEEDED donations, generated inside
 * PostgreSQL (`INSERT … SELECT … FROM generate_series`, batches of 100,000 rows: nothing crosses the
 * wire), then every pot's stored totals set from its donations in one statement, as
 * applyDonationStatus keeps them. Growing is additive: `seedDonations(knex, 1_000)` then
 * `seedDonations(knex, 1_000_000)` adds the 999,000 missing donations (and the users and pots they need).
 *
 * What is measured stays the same size whatever the total, so that only the platform grows:
 * - the measured pot (the first bench pot) gets every 10th donation;
 * - the measured user (the first bench user) made the first 25 donations and organises the first 3 pots.
 */
import type { Knex } from 'knex';

export const BENCH_EMAIL_DOMAIN = 'bench.entraide.example';
const BATCH = 100_000;
/** Donations of the measured user (the dashboard read). */
export const MEASURED_USER_DONATIONS = 25;

export interface BenchFixtures {
  potId: number;
  userId: number;
  donations: number;
  /** Donations of the measured pot (its participants list). */
  potDonations: number;
}

const usersFor = (donations: number) => Math.max(50, Math.ceil(donations / 20));
const potsFor = (donations: number) => Math.max(10, Math.ceil(donations / 100));

async function count(knex: Knex, table: string, where: string): Promise<number> {
  const row = await knex.raw<{ rows: Array<{ n: string }> }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`);
  return Number(row.rows[0]?.n ?? 0);
}

/** [first id, last id] of the bench rows of a table, checked contiguous (the formulas below rely on it). */
async function idRange(knex: Knex, table: string, where: string): Promise<[number, number]> {
  const { rows } = await knex.raw<{ rows: Array<{ lo: string; hi: string; n: string }> }>(
    `SELECT min(id) AS lo, max(id) AS hi, count(*) AS n FROM ${table} WHERE ${where}`,
  );
  const r = rows[0];
  const [lo, hi, n] = [Number(r?.lo), Number(r?.hi), Number(r?.n)];
  if (hi - lo + 1 !== n) throw new Error(`bench ${table} ids are not contiguous (${lo}..${hi} for ${n} rows): seed a fresh database`);
  return [lo, hi];
}

async function growUsers(knex: Knex, target: number): Promise<[number, number]> {
  const where = `email LIKE '%@${BENCH_EMAIL_DOMAIN}'`;
  const existing = await count(knex, 'users', where);
  if (existing < target) {
    await knex.raw(
      `INSERT INTO users (email, firstname, name, role_id, city, post_code)
       SELECT 'donateur' || g || '@${BENCH_EMAIL_DOMAIN}', 'Prénom' || (g % 97), 'Nom' || (g % 89), 1, 'Lyon', '69001'
       FROM generate_series(?::int, ?::int) g`,
      [existing + 1, target],
    );
  }
  return idRange(knex, 'users', where);
}

async function growPots(knex: Knex, target: number, [firstUser, lastUser]: [number, number]): Promise<[number, number]> {
  const where = `name LIKE 'Cagnotte d''essai %'`;
  const existing = await count(knex, 'pots', where);
  if (existing < target) {
    const assoc = await knex('assocs').where({ active: true }).orderBy('id').first('id');
    const eventType = await knex('event_types').orderBy('id').first('id');
    if (!assoc || !eventType) throw new Error('the bench database needs the seeds (charities, event types)');
    await knex.raw(
      `INSERT INTO pots (name, description, closing_date, event_type_id, assoc_id, created_by_id)
       SELECT 'Cagnotte d''essai ' || g, '<p>Une cagnotte générée pour le banc d''essai.</p>', '2027-12-31T22:59:59Z',
              ?, ?, CASE WHEN g <= 3 THEN ?::bigint ELSE ?::bigint + (g % ?::int) END
       FROM generate_series(?::int, ?::int) g`,
      [eventType.id, assoc.id, firstUser, firstUser + 1, lastUser - firstUser, existing + 1, target],
    );
  }
  return idRange(knex, 'pots', where);
}

/** Grows the bench data to `target` donations; returns what the benchmark measures. */
export async function seedDonations(knex: Knex, target: number, log: (line: string) => void = () => undefined): Promise<BenchFixtures> {
  const users = await growUsers(knex, usersFor(target));
  const pots = await growPots(knex, potsFor(target), users);
  const [firstUser, lastUser] = users;
  const [firstPot, lastPot] = pots;
  const where = `quick_email LIKE '%@${BENCH_EMAIL_DOMAIN}' OR user_id BETWEEN ${firstUser} AND ${lastUser}`;
  let existing = await count(knex, 'donations', where);
  const started = Date.now();
  while (existing < target) {
    const to = Math.min(target, existing + BATCH);
    // Donation g: every 10th to the measured pot; the first 25 by the measured user; 3 in 10 by quick
    // donors (no account); amounts from 5 € to 200 €; succeeded one minute apart (g newest last).
    await knex.raw(
      `INSERT INTO donations (pot_id, user_id, quick_firstname, quick_name, quick_email, amount, gift_entraide,
                              is_visible, is_anonymous, status, succeeded_at, created_at, updated_at, assoc_id, mangopay_wallet_id)
       SELECT pp.pot_id,
              CASE WHEN g <= :mine THEN :firstUser
                   WHEN g % 10 IN (3, 6, 9) THEN NULL
                   ELSE :firstUser + 1 + (g * 104729) % (:userSpan) END,
              CASE WHEN g > :mine AND g % 10 IN (3, 6, 9) THEN 'Rapide' || (g % 61) END,
              CASE WHEN g > :mine AND g % 10 IN (3, 6, 9) THEN 'Donateur' || (g % 53) END,
              CASE WHEN g > :mine AND g % 10 IN (3, 6, 9) THEN 'rapide' || (g % 5000) || '@${BENCH_EMAIL_DOMAIN}' END,
              500 + (g * 37 % 39) * 500, CASE WHEN g % 4 = 0 THEN 200 ELSE 0 END,
              g % 13 <> 0, g % 17 = 0, 'SUCCEEDED', ts, ts, ts, p.assoc_id, a.mangopay_wallet_id
       FROM generate_series(CAST(:from AS bigint), CAST(:to AS bigint)) g
            CROSS JOIN LATERAL (SELECT timestamptz '2025-01-01T00:00:00Z' + g * interval '1 minute' AS ts) t
            CROSS JOIN LATERAL (SELECT CASE WHEN g % 10 = 0 THEN :firstPot ELSE :firstPot + 1 + (g * 7919) % (:potSpan) END AS pot_id) pp
            JOIN pots p ON p.id = pp.pot_id JOIN assocs a ON a.id = p.assoc_id
       ORDER BY g`,
      {
        firstPot,
        potSpan: Math.max(1, lastPot - firstPot),
        firstUser,
        userSpan: Math.max(1, lastUser - firstUser),
        mine: MEASURED_USER_DONATIONS,
        from: existing + 1,
        to,
      },
    );
    existing = to;
    log(`  ${existing.toLocaleString('en')} donations (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  await knex.raw(
    `UPDATE pots p SET donations_total_amount = s.total, donations_count = s.n, donators_count = s.donors
     FROM (SELECT pot_id, sum(amount) AS total, count(*) AS n,
                  count(DISTINCT COALESCE('u' || user_id::text, 'q' || lower(quick_email))) AS donors
           FROM donations WHERE status = 'SUCCEEDED' AND pot_id BETWEEN ? AND ? GROUP BY pot_id) s
     WHERE p.id = s.pot_id`,
    [firstPot, lastPot],
  );
  // The database's own catch-up after a bulk load (the vacuum of the new rows, the checkpoint writing
  // them out) done now rather than during the measures: left to autovacuum after 1,000,000 new rows, it
  // ran under the ratio measures (/health 0.60 of bare Koa with a p99 of 19 ms; 0.95 and 4 ms once
  // done here first, docs/performance.md).
  await knex.raw('VACUUM ANALYZE');
  await knex.raw('CHECKPOINT').catch(() => undefined); // needs a superuser or pg_checkpoint; skipped otherwise
  const pot = await knex('pots').where({ id: firstPot }).first('donations_count');
  return { potId: firstPot, userId: firstUser, donations: existing, potDonations: Number(pot?.donations_count ?? 0) };
}
