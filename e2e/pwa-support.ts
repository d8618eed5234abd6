/**
 * The PWA specs' own server, so a test can make it unreachable (stop it: a service worker's requests
 * are not cut by setOffline) and start it again on another build. It listens on PWA_PORT (default
 * E2E_PORT + 5, its payment sandbox on the next port), with its own DATA_DIR and the DIST_DIR given.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { prepareContext } from './pots-support';
import { appStarted } from './support';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
export const PWA_PORT = Number(process.env.PWA_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 5);
export const PWA_URL = `http://127.0.0.1:${PWA_PORT}`;
/** Build A: the build the suite runs on. */
export const DIST_A = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
/** Build B: the same sources built again under another name (VITE_APP_BUILD), made by buildB(). */
export const DIST_B = `${DIST_A}-b`;
export const BUILD_B_NAME = 'pwa-update-b';

const env = (extra: Record<string, string>) => ({ ...process.env, PATH: `${BIN}:${process.env.PATH}`, TZ: 'UTC', ...extra });

/** Builds B if it is missing or older than A (about 5 s). */
export function buildB(): void {
  const fresh =
    existsSync(path.join(DIST_B, 'sw.js')) && statSync(path.join(DIST_B, 'sw.js')).mtimeMs > statSync(path.join(DIST_A, 'sw.js')).mtimeMs;
  if (fresh) return;
  const result = spawnSync(path.join(BIN, 'vite'), ['build', '--config', 'vite.config.ts', '--logLevel', 'error'], {
    cwd: ROOT,
    env: env({ DIST_DIR: DIST_B, VITE_APP_BUILD: BUILD_B_NAME }),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the build B failed');
}

export type PwaServer = { start: (dist: string) => Promise<void>; stop: () => Promise<void> };

/** A server on PWA_PORT with one DATA_DIR kept across its restarts. */
export function pwaServer(): PwaServer {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-pwa-'));
  let child: ChildProcess | null = null;
  const answers = () =>
    fetch(`${PWA_URL}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
  const server: PwaServer = {
    async start(dist) {
      // One server at a time: a second one would fail to listen while the first still answered for it.
      await server.stop();
      if (await answers()) throw new Error(`another process answers on port ${PWA_PORT}`);
      child = spawn(path.join(BIN, 'tsx'), ['api/server.ts'], {
        cwd: ROOT,
        detached: true, // its own process group, stopped as a whole
        stdio: ['ignore', 'ignore', 'inherit'],
        env: env({
          PORT: String(PWA_PORT),
          SANDBOX_PORT: String(PWA_PORT + 1),
          DATA_DIR: dataDir,
          DIST_DIR: dist,
          LOG_LEVEL: 'warn',
          PUBLIC_URL: PWA_URL,
        }),
      });
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
        if (await answers()) return;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      throw new Error('the server did not start within 90 s');
    },
    async stop() {
      const running = child;
      child = null;
      if (!running?.pid || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      process.kill(-running.pid, 'SIGTERM');
      const timer = setTimeout(() => running.pid && process.kill(-running.pid, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      // Nothing answers on the port any more.
      await expect
        .poll(
          () =>
            fetch(`${PWA_URL}/api/v1/health`).then(
              () => 'up',
              () => 'down',
            ),
          { timeout: 15_000 },
        )
        .toBe('down');
    },
  };
  return server;
}

/** Opens `url`, waits for the service worker, and reloads so that it controls the page. */
export async function openUnderServiceWorker(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await appStarted(page);
}

/** The browser's own log line for a request that failed because the test stopped the server. */
const OUTAGE = /^Failed to load resource: net::ERR_(CONNECTION_REFUSED|INTERNET_DISCONNECTED|CONNECTION_RESET|EMPTY_RESPONSE|FAILED)$/;
export const appErrors = (errors: string[]) => errors.filter((error) => !OUTAGE.test(error));

export async function referenceIdsFrom(base: string): Promise<{ evt: number; charity: number; charityName: string }> {
  const events = (await (await fetch(`${base}/api/v1/event_types`)).json()) as Array<Array<{ id: number }>>;
  const charities = (await (await fetch(`${base}/api/v1/assocs?page=1&per_page=12`)).json()) as Array<{ id: number; name: string }>;
  return { evt: events[0]![0]!.id, charity: charities[0]!.id, charityName: charities[0]!.name };
}

/** A phone-sized context on the spec's server, cookie choice made (no banner, no page views). */
export async function newPwaContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: PWA_URL, viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  await prepareContext(context);
  return context;
}

/** A wizard field's label, with or without its required mark. */
export const fieldLabel = (text: string) => new RegExp(`^${text}( \\*)?$`);
