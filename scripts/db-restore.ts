/**
 * `npm run db:restore -- <file>`: puts the configured database back as a backup of `npm run db:backup`
 * left it (scripts/db-dump.ts). PostgreSQL: pg_restore --clean in one transaction (the objects of the
 * backup are replaced; on error nothing changes). PGlite: the dump becomes DATA_DIR/pglite (or the
 * directory of DATABASE_URL=pglite:///…), the previous data directory is kept aside (stop the server first).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../api/config';
import { embeddedDatabaseDir } from '../api/db/database';
import { restorePglite, restorePostgres } from './db-dump';

process.env.TZ = 'UTC';
const config = loadConfig();
const arg = process.argv[2];
if (!arg) {
  console.error('Usage: npm run db:restore -- <backup file>');
  process.exit(1);
}
const file = path.resolve(arg);
if (!existsSync(file)) {
  console.error(`No backup file at ${file}`);
  process.exit(1);
}
const embeddedDir = embeddedDatabaseDir({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
if (!embeddedDir) {
  await restorePostgres(config.DATABASE_URL as string, file);
  console.log(`db restore: ${file} restored into the PostgreSQL database`);
} else {
  const replaced = await restorePglite(embeddedDir, file);
  console.log(`db restore: ${file} restored into ${embeddedDir}${replaced ? ` (the previous data directory is kept in ${replaced})` : ''}`);
}
