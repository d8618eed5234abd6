/**
 * One database per test file, copied from the migrated and seeded template of test/global-setup.ts.
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createKnex, type Database } from '../api/db/database';
import { startEmbeddedDatabase } from '../api/db/embedded';
import { adminUrl, databaseUrlFor } from './pg-urls';

export async function openTestDatabase(): Promise<Database> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const blob = new Blob([readFileSync(template.dumpFile)]);
    const embedded = await startEmbeddedDatabase({ loadDataDir: blob });
    const knex = createKnex(embedded.connectionString);
    return {
      knex,
      connectionString: embedded.connectionString,
      embedded: true,
      async close() {
        await knex.destroy();
        await embedded.stop();
      },
    };
  }
  const url = process.env.DATABASE_URL as string;
  const name = `entraide_t_${randomBytes(6).toString('hex')}`;
  const admin = createKnex(adminUrl(url), 1);
  await admin.raw(`CREATE DATABASE ${name} TEMPLATE ${template.template}`);
  const connectionString = databaseUrlFor(url, name);
  const knex = createKnex(connectionString, 10);
  return {
    knex,
    connectionString,
    embedded: false,
    async close() {
      await knex.destroy();
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}
