/** `npm run manager:create -- email`: creates the first manager account (api/manager/manager-account.service.ts). */
import { loadConfig } from '../api/config';
import { openDatabase } from '../api/db/database';
import { createManager } from '../api/manager/manager-account.service';
import { migrateLatest } from '../migrations/index';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run manager:create -- prenom.nom@exemple.fr');
  process.exit(2);
}
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  if (config.RUN_MIGRATIONS) await migrateLatest(db.knex);
  const result = await createManager(db.knex, email, new Date());
  if (result.created)
    console.log(`Manager account created: ${result.email}\nPassword (shown once, change it after signing in): ${result.password}`);
  else console.log(`Existing account ${result.email} is now a manager (its sessions were closed: sign in again).`);
} finally {
  await db.close();
}
