/**
 * `npm run db:backup [-- <file>]`: a backup of the configured database (scripts/db-dump.ts): pg_dump's
 * custom format for PostgreSQL (DATABASE_URL), PGlite's data-directory dump for the embedded database
 * (stop the server first). Default file: DATA_DIR/backups/entraide-<UTC time>.pgdump | .tar.gz.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../api/config';
import { backupPglite, backupPostgres, defaultBackupPath } from './db-dump';

process.env.TZ = 'UTC';
const config = loadConfig();
const postgres = Boolean(config.DATABASE_URL);
const file = path.resolve(process.argv[2] ?? defaultBackupPath(config.DATA_DIR, postgres));
if (config.DATABASE_URL) await backupPostgres(config.DATABASE_URL, file);
else await backupPglite(config.DATA_DIR, file);
console.log(
  `db backup: ${file} (${statSync(file).size} bytes, ${postgres ? 'PostgreSQL, pg_dump custom format' : 'PGlite data directory'})`,
);
