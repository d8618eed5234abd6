/**
 * The Mangopay emulator for the benchmark, in a process of its own, with its state in memory only (no
 * DATA_DIR): `npm run sandbox` journals its whole state to disk after every call, a cost that grows
 * with every pay-in and would make the emulator, not Entraide, what the write path measures. Prints
 * `emulator listening at <url>` once ready on 127.0.0.1:PORT. Its control routes want SANDBOX_CONTROL_TOKEN.
 */
import { systemClock } from '../../api/clock';
import { createLogger } from '../../api/logger';
import { controlTokenFromEnv, startSandbox } from '@entraide/mangopay-sandbox';

const port = Number(process.env.PORT ?? 0);
const sandbox = await startSandbox({
  port,
  host: '127.0.0.1',
  publicUrl: port ? `http://127.0.0.1:${port}` : undefined,
  clock: systemClock,
  apiKey: process.env.SANDBOX_API_KEY, // bench/servers/entraide.ts gives one; unset: random
  logger: createLogger(process.env.LOG_LEVEL ?? 'warn'),
  controlToken: controlTokenFromEnv(process.env.SANDBOX_CONTROL_TOKEN),
});
console.log(`emulator listening at ${sandbox.url}`);
process.on('SIGTERM', () => void sandbox.close().finally(() => process.exit(0)));
