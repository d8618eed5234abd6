/**
 * Vitest global setup for the `api` project: migrate and seed ONE database, then let every test file
 * take its own copy (test/db.ts). PGlite: a data-directory dump written to a temp file.
 * PostgreSQL (DATABASE_URL set): a template database cloned with CREATE DATABASE ... TEMPLATE.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createKnex } from '../api/db/database';
import { startEmbeddedDatabase } from '../api/db/embedded';
import { migrateLatest } from '../migrations/index';
import { runSeeds } from '../migrations/seeds/index';
import { adminUrl, databaseUrlFor } from './pg-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; template: string };
  }
}

async function prepare(connectionString: string): Promise<void> {
  const knex = createKnex(connectionString, 1);
  try {
    await migrateLatest(knex);
    await runSeeds(knex);
  } finally {
    await knex.destroy();
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `entraide_tpl_${process.pid}`;
    const admin = createKnex(adminUrl(url), 1);
    await admin.raw(`DROP DATABASE IF EXISTS ${template}`);
    await admin.raw(`CREATE DATABASE ${template}`);
    await prepare(databaseUrlFor(url, template));
    project.provide('dbTemplate', { kind: 'postgres', template });
    return async () => {
      await admin.raw(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.destroy();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'entraide-tpl-'));
  const embedded = await startEmbeddedDatabase({});
  await prepare(embedded.connectionString);
  const dump = await embedded.pglite.dumpDataDir('none');
  await embedded.stop();
  const dumpFile = path.join(dir, 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('dbTemplate', { kind: 'pglite', dumpFile });
  return () => rmSync(dir, { recursive: true, force: true });
}
