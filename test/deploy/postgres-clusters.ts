/**
 * A PostgreSQL primary and its streaming replica of the deployment test's own (docs/OPERATIONS-NOTES:
 * the machine's cluster refuses replication): `initdb` on a directory owned by postgres, the replica
 * made with `pg_basebackup -R -X stream`, each on its own port. PostgreSQL refuses to run as root, so
 * every server command goes through `su postgres`. The data directory is recorded in the run's state
 * directory for `sweep`.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const CLUSTERS = 'pg-clusters';
/**
 * The clusters listen on a loopback address of their own: on 127.0.0.1 their ports could be held by
 * another program's outgoing connection (an ephemeral port), which refuses the listener.
 */
export const PG_HOST = process.env.DEPLOY_PG_HOST ?? '127.0.0.62';

export interface PostgresPair {
  primaryUrl: string;
  replicaUrl: string;
  /** `select …` on the replica, e.g. pg_wal_replay_pause(). */
  onReplica(sql: string): string;
  stop(): void;
}

function asPostgres(command: string): string {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && process.getuid?.() !== uid) throw new Error('the deployment test runs as root or as postgres');
  return execFileSync(asRoot ? 'su' : 'sh', asRoot ? ['postgres', '-c', command] : ['-c', command], {
    stdio: ['ignore', 'pipe', 'pipe'],
  }).toString();
}

function stopCluster(dir: string, dataDir: string): void {
  for (const name of ['replica', 'primary'])
    if (existsSync(path.join(dataDir, name, 'postmaster.pid')))
      try {
        asPostgres(`${BIN}/pg_ctl -D ${dataDir}/${name} stop -m fast -w`);
      } catch {
        // already stopped
      }
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Starts a cluster; tries again for a while when its port is taken (on a shared machine, another
 * program's outgoing connection may hold it for a moment), then fails with the server's log.
 */
function start(dir: string, name: string, options: string): void {
  for (let attempt = 1; ; attempt++) {
    try {
      asPostgres(`${BIN}/pg_ctl -D ${dir}/${name} -o '${options}' -l ${dir}/${name}.log -w start >/dev/null`);
      return;
    } catch (err) {
      const log = existsSync(`${dir}/${name}.log`) ? readFileSync(`${dir}/${name}.log`, 'utf8').slice(-2000) : '';
      if (attempt >= 6) throw new Error(`PostgreSQL ${name} did not start (${String(err)}):\n${log}`);
      execFileSync('sleep', ['10']);
    }
  }
}

export function startPostgresPair(stateDir: string, primaryPort: number, replicaPort: number): PostgresPair {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'entraide-deploy-pg-'));
  chownSync(
    dir,
    Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  );
  appendFileSync(path.join(stateDir, CLUSTERS), `${dir}\n`);
  asPostgres(`${BIN}/initdb -D ${dir}/primary -A trust -U postgres >/dev/null`);
  asPostgres(`printf 'host all all 127.0.0.0/8 trust\\nhost replication all 127.0.0.0/8 trust\\n' >> ${dir}/primary/pg_hba.conf`);
  const options = (port: number) => `-p ${port} -k ${dir} -c listen_addresses=${PG_HOST} -c max_connections=200`;
  start(dir, 'primary', `${options(primaryPort)} -c wal_level=replica`);
  asPostgres(`${BIN}/pg_basebackup -h ${PG_HOST} -p ${primaryPort} -U postgres -D ${dir}/replica -R -X stream`);
  start(dir, 'replica', options(replicaPort));
  return {
    primaryUrl: `postgres://postgres@${PG_HOST}:${primaryPort}/postgres`,
    replicaUrl: `postgres://postgres@${PG_HOST}:${replicaPort}/postgres`,
    onReplica: (sql) => asPostgres(`psql -h ${PG_HOST} -p ${replicaPort} -U postgres -Atc "${sql}"`),
    stop: () => stopCluster(dir, dir),
  };
}

/** Every cluster recorded in `stateDir`, stopped and removed. */
export function stopRecordedClusters(stateDir: string): string[] {
  const file = path.join(stateDir, CLUSTERS);
  if (!existsSync(file)) return [];
  const dirs = readFileSync(file, 'utf8')
    .split('\n')
    .filter((d) => d && existsSync(d));
  for (const dir of dirs) stopCluster(dir, dir);
  return dirs;
}
