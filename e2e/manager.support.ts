/**
 * Helpers of the manager e2e spec. A manager account can only be made in the database
 * (`npm run manager:create`), and the shared e2e server keeps its embedded database to itself, so this
 * spec runs its own server: `manager:create` on a fresh DATA_DIR, then `npm run serve` on it (ports
 * E2E_PORT+5 and SANDBOX_PORT+5, or MANAGER_E2E_PORT / MANAGER_SANDBOX_PORT). Also: the charity's
 * identity documents validated on that server's payment emulator (what Mangopay's team does), and a
 * CREATED payout settled by the emulator's control route (the bank's part).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { createGateway } from '../api/payments/gateway';
import { controlFetch } from '@entraide/mangopay-sandbox';
import { SANDBOX_API_KEY, SANDBOX_CONTROL_TOKEN } from './support';
import { newTotpState, type TotpState } from './second-factor.support';
import { MANAGER_SERVER_LOG } from './teardown/log-secrets';
import { startOwnServer } from './own-server';

export const MANAGER_PORT = Number(process.env.MANAGER_E2E_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 5);
export const MANAGER_SANDBOX_PORT = Number(process.env.MANAGER_SANDBOX_PORT ?? Number(process.env.SANDBOX_PORT ?? 8090) + 5);
export const MANAGER_BASE_URL = `http://127.0.0.1:${MANAGER_PORT}`;
const SANDBOX_URL = `http://127.0.0.1:${MANAGER_SANDBOX_PORT}`;
// This spec's server inherits SANDBOX_CONTROL_TOKEN and SANDBOX_API_KEY (playwright.config.ts) with the rest of the environment.
const sandboxControl = { url: SANDBOX_URL, controlToken: SANDBOX_CONTROL_TOKEN };
const CLIENT_ID = 'entraide-local';
export const MANAGER_EMAIL = 'gaelle.gestion@exemple.fr';

/** The server, the manager's password, and the manager's second factor (enrolled at the first sign-in). */
export type ManagerServer = { password: string; totp: TotpState; stop: () => Promise<void> };

/** A fresh data directory with a manager account in it, served on MANAGER_PORT. */
export async function startManagerServer(): Promise<ManagerServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-e2e-manager-'));
  const env = { ...process.env, DATA_DIR: dataDir, TZ: 'UTC', LOG_LEVEL: 'warn' };
  const created = await promisify(execFile)('npm', ['run', '--silent', 'manager:create', '--', MANAGER_EMAIL], { env, cwd: process.cwd() });
  const password = /Password[^:]*: (\S+)/.exec(created.stdout)?.[1];
  if (!password) throw new Error(`manager:create printed no password: ${created.stdout} ${created.stderr}`);
  // Its log (stdout, at info) joins the shared server's in E2E_DATA_DIR, checked by the global teardown.
  const log = process.env.E2E_DATA_DIR ? openSync(path.join(process.env.E2E_DATA_DIR, MANAGER_SERVER_LOG), 'a') : 'ignore';
  const server = await startOwnServer({
    port: MANAGER_PORT,
    sandboxPort: MANAGER_SANDBOX_PORT,
    dataDir,
    env: { LOG_LEVEL: 'info' },
    stdout: log,
  });
  return { password, totp: newTotpState(), stop: server.stop };
}

/**
 * Mangopay's team reviews the documents a manager sent: every document of the user awaiting validation is
 * validated on the emulator (its control route); the KYC_SUCCEEDED hooks then reach the server.
 */
export async function reviewSubmittedDocuments(providerUserId: string): Promise<number> {
  const gateway = createGateway({ clientId: CLIENT_ID, apiKey: SANDBOX_API_KEY, baseUrl: SANDBOX_URL }, pino({ level: 'silent' }));
  const waiting = (await gateway.listKycDocuments(providerUserId)).filter((d) => d.Status === 'VALIDATION_ASKED');
  for (const doc of waiting) {
    const reviewed = await controlFetch(sandboxControl, `/${CLIENT_ID}/kyc/documents/${doc.Id}/review`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Status: 'VALIDATED' }),
    });
    if (reviewed.status !== 200) throw new Error(`review: ${reviewed.status} ${await reviewed.text()}`);
  }
  return waiting.length;
}

/** A small PDF page (the provider wants at least 1 kB). */
export function kycPdf(label: string): { name: string; mimeType: string; buffer: Buffer } {
  const buffer = Buffer.alloc(4096, 0x20);
  Buffer.from(`%PDF-1.7\n% ${label}\n`).copy(buffer);
  return { name: `${label}.pdf`, mimeType: 'application/pdf', buffer };
}

/** The bank executes the payout now (emulator control route); the PAYOUT hook then reaches the server. */
export async function settlePayout(providerPayoutId: string): Promise<void> {
  const settled = await controlFetch(sandboxControl, `/${CLIENT_ID}/payouts/${providerPayoutId}/settle`, { method: 'POST' });
  if (settled.status !== 200) throw new Error(`settle: ${settled.status} ${await settled.text()}`);
}
