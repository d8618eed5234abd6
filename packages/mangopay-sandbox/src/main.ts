#!/usr/bin/env tsx
/**
 * The emulator on its own (`npx mangopay-sandbox`, or `npm run sandbox` at the repository's root): on
 * --port or SANDBOX_PORT (default 8090), journaling to --data-dir or DATA_DIR (default .data, relative to
 * the working directory) and on the system clock, listening on 127.0.0.1 only, answering only a
 * localhost Host header (but on the payer's pages and the card tokenizer: control-access.ts). Point the
 * SDK at the printed URL with any client id and the printed API key (random at each start;
 * SANDBOX_API_KEY, 16 characters or more, sets it instead). The control routes (/__sandbox) want the
 * printed control token in X-Sandbox-Control-Token (SANDBOX_CONTROL_TOKEN sets it instead of a random one).
 */
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { systemClock } from './clock';
import { SANDBOX_HOST, startSandbox } from './start';
import { apiKeyFromEnv, CONTROL_TOKEN_HEADER, controlTokenFromEnv } from './control-access';

const USAGE = `Usage: mangopay-sandbox [--port 8090] [--data-dir .data]
Environment: SANDBOX_PORT, DATA_DIR, SANDBOX_API_KEY, SANDBOX_CONTROL_TOKEN, SANDBOX_PUBLIC_URL, LOG_LEVEL
(see README.md).`;

async function main(): Promise<void> {
  process.env.TZ = 'UTC';
  const { values } = parseArgs({ options: { port: { type: 'string' }, 'data-dir': { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const portText = values.port ?? process.env.SANDBOX_PORT ?? '8090';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`not a port: ${portText}`);
  // JSON lines on stdout, written asynchronously (a request that logs does not wait for stdout).
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'info', base: undefined }, pino.destination({ dest: 1, sync: false }));
  const givenToken = controlTokenFromEnv(process.env.SANDBOX_CONTROL_TOKEN);
  const givenKey = apiKeyFromEnv(process.env.SANDBOX_API_KEY);
  const sandbox = await startSandbox({
    port,
    host: SANDBOX_HOST, // loopback only, and the control routes want the token besides
    publicUrl: process.env.SANDBOX_PUBLIC_URL ?? `http://localhost:${port}`,
    clock: systemClock,
    dataDir: values['data-dir'] ?? process.env.DATA_DIR ?? '.data',
    apiKey: givenKey, // unset: random, printed below
    logger,
    controlToken: givenToken,
  });
  console.log(
    `Mangopay sandbox emulator listening at ${sandbox.context.publicUrl} (API key: ${givenKey ? 'from SANDBOX_API_KEY' : sandbox.apiKey})`,
  );
  console.log(
    `Control routes (${sandbox.context.publicUrl}/__sandbox/...): header ${CONTROL_TOKEN_HEADER}: ${givenToken ? 'from SANDBOX_CONTROL_TOKEN' : sandbox.controlToken}`,
  );
  const shutdown = () => {
    void sandbox.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err) => {
  console.error('The sandbox failed to start:', err);
  process.exit(1);
});
