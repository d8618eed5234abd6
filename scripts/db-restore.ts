/**
 * `npm run db:restore -- <file>`: puts the configured database back as a backup of `npm run db:backup`
 * left it (scripts/db-dump.ts). PostgreSQL: pg_restore --clean in one transaction (the objects of the
 * backup are replaced; on error nothing changes). PGlite: the dump becomes DATA_DIR/pglite, the
 * previous data directory is kept aside (stop the server first).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../api/config';
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
if (config.DATABASE_URL) {
  await restorePostgres(config.DATABASE_URL, file);
  console.log(`db restore: ${file} restored into the PostgreSQL database`);
} else {
  const replaced = await restorePglite(config.DATA_DIR, file);
  console.log(
    `db restore: ${file} restored into ${path.resolve(config.DATA_DIR, 'pglite')}${replaced ? ` (the previous data directory is kept in ${replaced})` : ''}`,
  );
}
