/**
 * A PostgreSQL primary and a streaming read replica of one's own, for tests (the read replica's test,
 * the deployment test): two throw-away clusters of Debian's PostgreSQL 15 in a temporary directory, on
 * loopback ports given by the caller, run as the `postgres` user (PostgreSQL refuses root), torn down by
 * `stop()`. The machine's own PostgreSQL is never touched (/work/shared/design/OPERATIONS-NOTES.md).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createKnex } from '../../api/db/database';

const PG_BIN = '/usr/lib/postgresql/15/bin';

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
  /** A connection string to `database` on the primary, or on the replica. */
  primaryUrl(database?: string): string;
  replicaUrl(database?: string): string;
  /** Creates `database` on the primary and waits until the replica has it. */
  createDatabase(database: string): Promise<void>;
  /** Waits until the replica has replayed everything the primary wrote so far. */
  caughtUp(timeoutMs?: number): Promise<void>;
  /** `pg_wal_replay_pause()` / `pg_wal_replay_resume()` on the replica. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops both clusters and removes their directory. */
  stop(): Promise<void>;
}

const asPostgres = (command: string) => execFileSync('su', ['postgres', '-c', command], { stdio: 'pipe', timeout: 120_000 });

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

/**
 * Starts a primary on `ports.primary` and its streaming replica on `ports.replica` (a few seconds), both
 * listening on `host` (a loopback address, 127.0.0.1 by default) with the extra `settings` given
 * (e.g. `['max_connections=200']`).
 */
export async function startPgReplicaPair(ports: {
  primary: number;
  replica: number;
  host?: string;
  settings?: string[];
}): Promise<PgReplicaPair> {
  const host = ports.host ?? '127.0.0.1';
  const url = (port: number, database = 'postgres') => `postgres://postgres@${host}:${port}/${database}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'entraide-pg-replica-'));
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  chownSync(dir, uid, uid);
  const [primary, replica] = [path.join(dir, 'primary'), path.join(dir, 'replica')];
  const extra = (ports.settings ?? []).map((setting) => ` -c ${setting}`).join('');
  const options = (port: number) => `-p ${port} -k ${dir} -c listen_addresses=${host} -c fsync=off${extra}`;
  const stopCluster = (data: string) => {
    if (existsSync(path.join(data, 'postmaster.pid'))) asPostgres(`${PG_BIN}/pg_ctl -D ${data} -m fast -w stop`);
  };
  const stop = async () => {
    for (const data of [replica, primary]) {
      try {
        stopCluster(data);
      } catch {
        // already stopped: nothing to do
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    asPostgres(`${PG_BIN}/initdb -D ${primary} -A trust -U postgres -N`);
    asPostgres(`echo 'host replication all ${host}/32 trust' >> ${primary}/pg_hba.conf`);
    asPostgres(`${PG_BIN}/pg_ctl -D ${primary} -o '${options(ports.primary)} -c wal_level=replica' -l ${dir}/primary.log -w start`);
    asPostgres(`${PG_BIN}/pg_basebackup -h ${host} -p ${ports.primary} -U postgres -D ${replica} -R -X stream -c fast`);
    asPostgres(`${PG_BIN}/pg_ctl -D ${replica} -o '${options(ports.replica)}' -l ${dir}/replica.log -w start`);
  } catch (err) {
    await stop();
    throw err;
  }

  const pair: PgReplicaPair = {
    primaryUrl: (database) => url(ports.primary, database),
    replicaUrl: (database) => url(ports.replica, database),
    async createDatabase(database) {
      const admin = createKnex(url(ports.primary), 1);
      try {
        await admin.raw(`CREATE DATABASE ${database}`);
      } finally {
        await admin.destroy();
      }
      await pair.caughtUp();
    },
    async caughtUp(timeoutMs = 30_000) {
      const target = await oneValue<string>(url(ports.primary), 'select pg_current_wal_lsn()::text as value');
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const behind = await oneValue<boolean>(
          url(ports.replica),
          `select coalesce(pg_last_wal_replay_lsn() < '${target}'::pg_lsn, true) as value`,
        );
        if (!behind) return;
        if (Date.now() > deadline) throw new Error(`the replica did not reach ${target} in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async pauseReplay() {
      // Asked, then 'paused' once the startup process has stopped replaying.
      await oneValue(url(ports.replica), 'select 1 as value from pg_wal_replay_pause()');
      while ((await oneValue<string>(url(ports.replica), 'select pg_get_wal_replay_pause_state() as value')) !== 'paused')
        await new Promise((resolve) => setTimeout(resolve, 20));
    },
    async resumeReplay() {
      await oneValue(url(ports.replica), 'select 1 as value from pg_wal_replay_resume()');
    },
    stop,
  };
  return pair;
}
