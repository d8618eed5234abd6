/**
 * Playwright: real Chromium (Debian's /usr/bin/chromium) at a phone viewport, against the server that
 * `npm run serve` starts on the built PWA, with its own throw-away DATA_DIR.
 */
import { defineConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 8181);
// DIST_DIR (default dist/) lets parallel runs build and serve their own copy of the PWA.
const DIST = process.env.DIST_DIR ?? 'dist';
// Shared with the test workers (they inherit the environment), which read the mail outbox in it.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `entraide-e2e-${process.pid}`);
process.env.E2E_DATA_DIR = dataDir;
// The emulator's control token (its control routes want it), shared the same way with the specs that
// play the bank's part and with the servers the specs start themselves.
const controlToken = process.env.SANDBOX_CONTROL_TOKEN ?? randomBytes(24).toString('base64url');
process.env.SANDBOX_CONTROL_TOKEN = controlToken;
// The emulator's API key and the dev outbox's token, shared the same way (the specs read the outbox,
// the manager spec calls the emulator's API).
const sandboxApiKey = process.env.SANDBOX_API_KEY ?? randomBytes(24).toString('base64url');
process.env.SANDBOX_API_KEY = sandboxApiKey;
const outboxToken = process.env.DEV_OUTBOX_TOKEN ?? randomBytes(24).toString('base64url');
process.env.DEV_OUTBOX_TOKEN = outboxToken;

export default defineConfig({
  testDir: 'e2e',
  // After every run, checks on what the journeys left in the data directory: no card number the tests
  // typed is kept anywhere (issue 41, item 2), and the server's log holds no secret (item 4).
  globalTeardown: './e2e/global-teardown.ts',
  // A journey of several pages and a payment takes 20 to 30 s on a quiet 2-core host, and twice that
  // when the host is busy: the limit is for a hung test, not a slow one.
  timeout: 90_000,
  workers: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The server's log (stdout, at info) goes to a file of the data directory, which the global
    // teardown reads (e2e/teardown/log-secrets.ts); errors still reach the console (stderr).
    command: `test -f ${DIST}/index.html || npm run build; mkdir -p '${dataDir}' && npm run serve > '${dataDir}/server.log'`,
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Every spec signs up from 127.0.0.1: far more than one address's hourly sign-ups.
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DEV_OUTBOX: 'true',
      LOG_LEVEL: 'info',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      SANDBOX_CONTROL_TOKEN: controlToken,
      SANDBOX_API_KEY: sandboxApiKey,
      DEV_OUTBOX_TOKEN: outboxToken,
      SIGNUP_HOURLY_PER_ADDRESS: '10000',
    },
  },
});
