/**
 * The static migration source: every migration, in order, imported explicitly so that the server,
 * the tests (vitest) and `npm run db:migrate` run the same TypeScript files without a loader.
 * Add each new migration file to `all` (never edit or reorder a merged one).
 */
import type { Knex } from 'knex';

const all: Record<string, Knex.Migration> = {};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(all),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = all[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};

export const migrationConfig: Knex.MigratorConfig = { migrationSource, tableName: 'knex_migrations' };

/** Runs every pending migration. */
export async function migrateLatest(knex: Knex): Promise<void> {
  await knex.migrate.latest(migrationConfig);
}

/** Rolls every migration back (used by the up/down test). */
export async function migrateRollbackAll(knex: Knex): Promise<void> {
  await knex.migrate.rollback(migrationConfig, true);
}
