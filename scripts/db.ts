/**
 * `npm run db:migrate | db:rollback [-- --all] | db:seed | release` against the configured database
 * (scripts/db-commands.ts says what each does). A refused command exits 1 before opening anything.
 */
import { loadConfig } from '../api/config';
import { openDatabase } from '../api/db/database';
import { DbCommandRefused, parseDbCommand, runDbCommand, type DbCommand } from './db-commands';

let command: DbCommand;
try {
  command = parseDbCommand(process.argv.slice(2), process.env);
} catch (err) {
  if (!(err instanceof DbCommandRefused)) throw err;
  console.error(err.message);
  process.exit(1);
}
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  console.log(await runDbCommand(db.knex, command));
} catch (err) {
  if (!(err instanceof DbCommandRefused)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await db.close();
}
