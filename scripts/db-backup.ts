/**
 * `npm run db:backup [-- <file>]`: a backup of the configured database (scripts/db-dump.ts): pg_dump's
 * custom format for PostgreSQL (DATABASE_URL), PGlite's data-directory dump for the embedded database
 * (DATA_DIR/pglite, or the directory of DATABASE_URL=pglite:///…; stop the server first). Default file: DATA_DIR/backups/entraide-<UTC time>.pgdump | .tar.gz.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../api/config';
import { embeddedDatabaseDir } from '../api/db/database';
import { backupPglite, backupPostgres, defaultBackupPath } from './db-dump';

process.env.TZ = 'UTC';
const config = loadConfig();
const embeddedDir = embeddedDatabaseDir({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const postgres = !embeddedDir;
const file = path.resolve(process.argv[2] ?? defaultBackupPath(config.DATA_DIR, postgres));
if (embeddedDir) await backupPglite(embeddedDir, file);
else await backupPostgres(config.DATABASE_URL as string, file);
console.log(
  `db backup: ${file} (${statSync(file).size} bytes, ${postgres ? 'PostgreSQL, pg_dump custom format' : 'PGlite data directory'})`,
);
