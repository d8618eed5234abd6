/**
 * What `npm run db:migrate | db:rollback | db:seed | release` do (scripts/db.ts runs them against the
 * configured database):
 * - `migrate`: every pending migration;
 * - `release`: the migrations, then the reference data (categories, regions, ...), never the demo
 *   charities: what a deployment runs before its new processes start (Procfile `release`);
 * - `seed`: reference and demo data; refused with NODE_ENV=production (a production database never
 *   gets the demo charities);
 * - `rollback`: the last batch of migrations only; `rollback --all` every migration. A database made by
 *   one `migrate` or `release` run has a single batch: there `rollback` alone would undo everything, so
 *   it is refused and asks for `--all`.
 */
import type { Knex } from 'knex';
import { migrateLatest, migrateRollbackAll, migrateRollbackLast } from '../migrations/index';
import { runReferenceSeeds, runSeeds } from '../migrations/seeds/index';

export type DbCommand = { name: 'migrate' | 'release' | 'seed' } | { name: 'rollback'; all: boolean };

/** A command refused before the database is opened (the message says why; the script exits 1). */
export class DbCommandRefused extends Error {
  override name = 'DbCommandRefused';
}

const USAGE = 'use migrate, release, seed, or rollback [--all]';

/** Reads the command line (`[command, ...flags]`) and refuses what must not run here. */
export function parseDbCommand(args: string[], env: { NODE_ENV?: string }): DbCommand {
  const [name, ...flags] = args;
  const unknown = flags.filter((flag) => !(name === 'rollback' && flag === '--all'));
  if (unknown.length > 0) throw new DbCommandRefused(`db ${name ?? ''}: unknown option ${unknown.join(' ')}; ${USAGE}`);
  if (name === 'seed' && env.NODE_ENV === 'production') {
    throw new DbCommandRefused(
      'db seed: refused with NODE_ENV=production, since it adds the demo charities. ' +
        'A production database gets its reference data from `npm run release` (migrations, then reference data only).',
    );
  }
  if (name === 'rollback') return { name, all: flags.includes('--all') };
  if (name === 'migrate' || name === 'release' || name === 'seed') return { name };
  throw new DbCommandRefused(`Unknown command ${name ?? '(none)'}: ${USAGE}`);
}

/** Runs a parsed command; answers the line the script prints. */
export async function runDbCommand(knex: Knex, command: DbCommand): Promise<string> {
  switch (command.name) {
    case 'migrate':
      await migrateLatest(knex);
      return 'db migrate: done';
    case 'release':
      await migrateLatest(knex);
      await runReferenceSeeds(knex);
      return 'db release: migrations and reference data done';
    case 'seed':
      await runSeeds(knex);
      return 'db seed: reference and demo data done';
    case 'rollback': {
      if (!command.all && (await lastBatchIsEverything(knex))) {
        throw new DbCommandRefused(
          'db rollback: the last batch holds every migration (a database made in one run), so rolling it back would drop every table; ' +
            'say `npm run db:rollback -- --all` if that is what you want.',
        );
      }
      const undone = command.all ? await migrateRollbackAll(knex) : await migrateRollbackLast(knex);
      const what = command.all ? 'every migration' : 'the last batch';
      return `db rollback (${what}): ${undone.length} migration(s) undone${undone.length ? `: ${undone.join(', ')}` : ''}`;
    }
  }
}

/** Whether the last batch of applied migrations is all of them (rolling it back empties the database). */
async function lastBatchIsEverything(knex: Knex): Promise<boolean> {
  if (!(await knex.schema.hasTable('knex_migrations'))) return false;
  const batches = await knex('knex_migrations').distinct('batch');
  return batches.length === 1;
}
