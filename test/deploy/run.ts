/**
 * `npm run test:deploy`: the deployment tests (test/deploy/*.test.ts, vitest project `deploy`) in a
 * child vitest, then a sweep of whatever they left (process groups, PostgreSQL clusters), also when the
 * tests fail or this runner is interrupted (SIGINT, SIGTERM): the run leaves nothing running.
 * The run is bounded: past DEPLOY_TIMEOUT_SECONDS (570: CI's stage stays under 10 minutes) vitest is
 * stopped, everything swept, and the run fails. Arguments go to vitest (e.g. a file name).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopRecordedClusters } from './pg-replica';
import { root, stopRecorded } from './processes';

const stateDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-deploy-'));
let sweeping: Promise<void> | undefined;
/** One sweep, whoever asks first (an abort, or vitest's exit): the other waits for the same one. */
const sweep = (): Promise<void> => (sweeping ??= sweepOnce());
async function sweepOnce(): Promise<void> {
  const processes = await stopRecorded(stateDir);
  const clusters = stopRecordedClusters(stateDir);
  if (processes.length || clusters.length) console.log(`test:deploy: swept ${[...processes, ...clusters].join(', ')}`);
  rmSync(stateDir, { recursive: true, force: true });
}

const vitest = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'deploy', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TZ: 'UTC', ENTRAIDE_DEPLOY_TESTS: '1', DEPLOY_STATE_DIR: stateDir },
});
const abort = (why: string, code: number) => {
  console.error(`test:deploy: ${why}; stopping the tests and sweeping`);
  vitest.kill('SIGKILL');
  void sweep().finally(() => process.exit(code));
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => abort(signal, 130));
const limitSeconds = Number(process.env.DEPLOY_TIMEOUT_SECONDS ?? 570);
setTimeout(() => abort(`not done within ${limitSeconds} s (DEPLOY_TIMEOUT_SECONDS)`, 1), limitSeconds * 1000).unref();
const code = await new Promise<number>((resolve) => vitest.once('exit', (c) => resolve(c ?? 1)));
await sweep();
process.exit(code);
