/**
 * Backups of the product's database, shared by `npm run db:backup` and `npm run db:restore`:
 * - PostgreSQL (DATABASE_URL): pg_dump's custom format (`.pgdump`), restored with pg_restore
 *   (--clean --if-exists --single-transaction: the database ends exactly as dumped, or unchanged if
 *   the restore fails). pg_dump/pg_restore (Debian: postgresql-client) must be at least the server's
 *   version. The connection details go to them as PG* environment variables, never on the command line.
 * - PGlite (the embedded default, DATA_DIR/pglite): PGlite's own data-directory dump (`.tar.gz`),
 *   restored into a fresh data directory; the one it replaces is kept aside
 *   (`pglite.replaced-<time>`). The server must be stopped: one process holds PGlite at a time.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';

const run = promisify(execFile);

/** PG* variables for libpq tools from a connection string (the password stays out of `ps`). */
export function libpqEnv(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname);
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (database) env.PGDATABASE = database;
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

const stamp = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');

/** Where a backup goes when no path is given: DATA_DIR/backups/entraide-<UTC time>.<ext>. */
export function defaultBackupPath(dataDir: string, postgres: boolean, now = new Date()): string {
  return path.resolve(dataDir, 'backups', `entraide-${stamp(now)}.${postgres ? 'pgdump' : 'tar.gz'}`);
}

export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`], {
    env: { ...process.env, ...libpqEnv(databaseUrl) },
  });
}

export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  await run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${libpqEnv(databaseUrl).PGDATABASE ?? ''}`,
      file,
    ],
    {
      env: { ...process.env, ...libpqEnv(databaseUrl) },
    },
  );
}

/** `dir`: the embedded database's directory (DATA_DIR/pglite, or the path of DATABASE_URL=pglite:///…). */
export async function backupPglite(dir: string, file: string): Promise<void> {
  if (!existsSync(dir)) throw new Error(`no embedded database in ${dir}`);
  const db = await PGlite.create(dir);
  try {
    const dump = await db.dumpDataDir('gzip');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

/** Loads the dump into a fresh `dir` (the embedded database's directory); answers where the replaced one was put, if any. */
export async function restorePglite(dir: string, file: string, now = new Date()): Promise<string | null> {
  const blob = new Blob([readFileSync(file)]);
  const fresh = `${dir}.restoring-${stamp(now)}`;
  const db = await PGlite.create(fresh, { loadDataDir: blob });
  try {
    await db.query('SELECT 1');
  } finally {
    await db.close();
  }
  let replaced: string | null = null;
  if (existsSync(dir)) {
    replaced = `${dir}.replaced-${stamp(now)}`;
    renameSync(dir, replaced);
  }
  renameSync(fresh, dir);
  return replaced;
}
