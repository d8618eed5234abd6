/**
 * A PostgreSQL primary and a streaming read replica of one's own, for tests (the read replica's test,
 * the deployment test): two throw-away clusters of Debian's PostgreSQL 15 in a temporary directory owned
 * by postgres, the replica made with `pg_basebackup -R -X stream`, each on a loopback port given by the
 * caller. PostgreSQL refuses to run as root, so every server command goes through `su postgres` (or
 * runs directly as postgres). The machine's own PostgreSQL is never touched
 * (/work/shared/design/OPERATIONS-NOTES.md: its cluster refuses replication). `stop()` tears the pair
 * down; a pair started with a `stateDir` is also recorded there for run.ts's sweep
 * (`stopRecordedClusters`).
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createKnex } from '../../api/db/database';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const CLUSTERS = 'pg-clusters';

/** Why a pair cannot be made here, or undefined when it can. */
export function pgReplicaUnavailable(): string | undefined {
  if (!existsSync(path.join(PG_BIN, 'pg_basebackup'))) return `PostgreSQL 15's binaries are missing (${PG_BIN})`;
  if (process.getuid?.() !== 0) return 'the clusters run through `su postgres`, which needs root';
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    return 'no postgres user';
  }
  return undefined;
}

export interface PgReplicaPair {
  /** A connection string to `database` (default `postgres`) on the primary, or on the replica. */
  primaryUrl(database?: string): string;
  replicaUrl(database?: string): string;
  /** Creates `database` on the primary and waits until the replica has it. */
  createDatabase(database: string): Promise<void>;
  /** Waits until the replica has replayed everything the primary wrote so far. */
  caughtUp(timeoutMs?: number): Promise<void>;
  /** `pg_wal_replay_pause()` (once the replica has stopped replaying) / `pg_wal_replay_resume()` on the replica. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops both clusters and removes their directory. */
  stop(): Promise<void>;
}

export interface PgReplicaOptions {
  primary: number;
  replica: number;
  /** A loopback address of the pair's own (127.0.0.1 by default). */
  host?: string;
  /** Extra server settings, e.g. `['max_connections=200']`. */
  settings?: string[];
  /** Records the pair in this directory, for `stopRecordedClusters`. */
  stateDir?: string;
}

function asPostgres(command: string): string {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && process.getuid?.() !== uid) throw new Error('the PostgreSQL pair runs as root (through su) or as postgres');
  return execFileSync(asRoot ? 'su' : 'sh', asRoot ? ['postgres', '-c', command] : ['-c', command], {
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  }).toString();
}

function stopPair(dir: string): void {
  for (const name of ['replica', 'primary'])
    if (existsSync(path.join(dir, name, 'postmaster.pid')))
      try {
        asPostgres(`${PG_BIN}/pg_ctl -D ${dir}/${name} stop -m fast -w`);
      } catch {
        // already stopped
      }
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Starts a cluster; tries again for a while when its port is taken (on a shared machine, another
 * program's outgoing connection may hold it for a moment), then fails with the server's log.
 */
function startCluster(dir: string, name: string, options: string): void {
  for (let attempt = 1; ; attempt++) {
    try {
      asPostgres(`${PG_BIN}/pg_ctl -D ${dir}/${name} -o '${options}' -l ${dir}/${name}.log -w start >/dev/null`);
      return;
    } catch (err) {
      const log = existsSync(`${dir}/${name}.log`) ? readFileSync(`${dir}/${name}.log`, 'utf8').slice(-2000) : '';
      if (attempt >= 6) throw new Error(`PostgreSQL ${name} did not start (${String(err)}):\n${log}`);
      execFileSync('sleep', ['10']);
    }
  }
}

async function oneValue<T>(connectionString: string, sql: string): Promise<T> {
  const knex = createKnex(connectionString, 1);
  try {
    const { rows } = await knex.raw<{ rows: Array<{ value: T }> }>(sql);
    const [row] = rows;
    if (!row) throw new Error(`no row from ${sql}`);
    return row.value;
  } finally {
    await knex.destroy();
  }
}

/** Starts a primary on `options.primary` and its streaming replica on `options.replica` (a few seconds). */
export async function startPgReplicaPair(options: PgReplicaOptions): Promise<PgReplicaPair> {
  const host = options.host ?? '127.0.0.1';
  const url = (port: number, database = 'postgres') => `postgres://postgres@${host}:${port}/${database}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'entraide-pg-replica-'));
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  chownSync(dir, id('-u'), id('-g'));
  if (options.stateDir) appendFileSync(path.join(options.stateDir, CLUSTERS), `${dir}\n`);
  const extra = (options.settings ?? []).map((setting) => ` -c ${setting}`).join('');
  const serverOptions = (port: number) => `-p ${port} -k ${dir} -c listen_addresses=${host}${extra}`;
  const stop = async () => stopPair(dir);
  try {
    asPostgres(`${PG_BIN}/initdb -D ${dir}/primary -A trust -U postgres -N >/dev/null`);
    asPostgres(`printf 'host all all 127.0.0.0/8 trust\\nhost replication all 127.0.0.0/8 trust\\n' >> ${dir}/primary/pg_hba.conf`);
    startCluster(dir, 'primary', `${serverOptions(options.primary)} -c wal_level=replica`);
    asPostgres(`${PG_BIN}/pg_basebackup -h ${host} -p ${options.primary} -U postgres -D ${dir}/replica -R -X stream -c fast`);
    startCluster(dir, 'replica', serverOptions(options.replica));
  } catch (err) {
    await stop();
    throw err;
  }

  const pair: PgReplicaPair = {
    primaryUrl: (database) => url(options.primary, database),
    replicaUrl: (database) => url(options.replica, database),
    async createDatabase(database) {
      const admin = createKnex(url(options.primary), 1);
      try {
        await admin.raw(`CREATE DATABASE ${database}`);
      } finally {
        await admin.destroy();
      }
      await pair.caughtUp();
    },
    async caughtUp(timeoutMs = 30_000) {
      const target = await oneValue<string>(url(options.primary), 'select pg_current_wal_lsn()::text as value');
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const behind = await oneValue<boolean>(
          url(options.replica),
          `select coalesce(pg_last_wal_replay_lsn() < '${target}'::pg_lsn, true) as value`,
        );
        if (!behind) return;
        if (Date.now() > deadline) throw new Error(`the replica did not reach ${target} in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async pauseReplay() {
      // Asked, then 'paused' once the startup process has stopped replaying.
      await oneValue(url(options.replica), 'select 1 as value from pg_wal_replay_pause()');
      while ((await oneValue<string>(url(options.replica), 'select pg_get_wal_replay_pause_state() as value')) !== 'paused')
        await new Promise((resolve) => setTimeout(resolve, 20));
    },
    async resumeReplay() {
      await oneValue(url(options.replica), 'select 1 as value from pg_wal_replay_resume()');
    },
    stop,
  };
  return pair;
}

/** Every pair recorded in `stateDir`, stopped and removed (run.ts's sweep). */
export function stopRecordedClusters(stateDir: string): string[] {
  const file = path.join(stateDir, CLUSTERS);
  if (!existsSync(file)) return [];
  const dirs = readFileSync(file, 'utf8')
    .split('\n')
    .filter((d) => d && existsSync(d));
  for (const dir of dirs) stopPair(dir);
  return dirs;
}
