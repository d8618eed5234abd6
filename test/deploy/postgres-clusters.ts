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

export function startPostgresPair(stateDir: string, primaryPort: number, replicaPort: number): PostgresPair {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'entraide-deploy-pg-'));
  chownSync(
    dir,
    Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  );
  appendFileSync(path.join(stateDir, CLUSTERS), `${dir}\n`);
  asPostgres(`${BIN}/initdb -D ${dir}/primary -A trust -U postgres >/dev/null`);
  asPostgres(`echo 'host replication all 127.0.0.1/32 trust' >> ${dir}/primary/pg_hba.conf`);
  const options = (port: number) => `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  asPostgres(`${BIN}/pg_ctl -D ${dir}/primary -o '${options(primaryPort)} -c wal_level=replica' -l ${dir}/primary.log -w start >/dev/null`);
  asPostgres(`${BIN}/pg_basebackup -h 127.0.0.1 -p ${primaryPort} -U postgres -D ${dir}/replica -R -X stream`);
  asPostgres(`${BIN}/pg_ctl -D ${dir}/replica -o '${options(replicaPort)}' -l ${dir}/replica.log -w start >/dev/null`);
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
    onReplica: (sql) => asPostgres(`psql -h 127.0.0.1 -p ${replicaPort} -U postgres -Atc "${sql}"`),
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
