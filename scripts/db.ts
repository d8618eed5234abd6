/** `npm run db:migrate | db:rollback | db:seed` against the configured database. */
import { loadConfig } from '../api/config';
import { openDatabase } from '../api/db/database';
import { migrateLatest, migrateRollbackAll } from '../migrations/index';
import { runSeeds } from '../migrations/seeds/index';

const command = process.argv[2];
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  if (command === 'migrate') await migrateLatest(db.knex);
  else if (command === 'rollback') await migrateRollbackAll(db.knex);
  else if (command === 'seed') await runSeeds(db.knex);
  else throw new Error(`Unknown command ${command}: use migrate, rollback or seed`);
  console.log(`db ${command}: done`);
} finally {
  await db.close();
}
