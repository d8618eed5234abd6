/**
 * Checks every e2e page visit makes: no console error, no horizontal overflow at the viewport width,
 * no serious or critical axe violation; and a screenshot saved under docs/screens/<area>/. Also a TCP
 * proxy that makes the server unreachable on demand (offline tests), and the options of a request to
 * the payment emulator's control routes and to the dev outbox.
 */
import net from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { controlHeaders } from '@entraide/mangopay-sandbox';

/** The emulator's control token, which playwright.config.ts gives the server and shares with the specs. */
export const SANDBOX_CONTROL_TOKEN = process.env.SANDBOX_CONTROL_TOKEN ?? '';
/** What a request to the emulator's control routes (`/__sandbox/...`) carries. */
export const CONTROL_REQUEST = { headers: controlHeaders({ controlToken: SANDBOX_CONTROL_TOKEN }) };
/** The emulator's API key, which playwright.config.ts gives the servers (SANDBOX_API_KEY) and the specs. */
export const SANDBOX_API_KEY = process.env.SANDBOX_API_KEY ?? '';
/** What a request to the dev outbox (`GET /api/v1/dev/outbox`) carries: the token playwright.config.ts gives the servers. */
export const OUTBOX_REQUEST = { headers: { 'X-Dev-Outbox-Token': process.env.DEV_OUTBOX_TOKEN ?? '' } };

export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'page is wider than the viewport').toBeLessThanOrEqual(0);
}

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
  expect(serious).toEqual([]);
}

/** docs/screens/{area}/{name}.png: the viewport, or the whole page (`fullPage`, e.g. a thank-you to read whole). */
export async function screenshot(page: Page, area: string, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: `docs/screens/${area}/${name}.png`, fullPage });
}

/** A TCP proxy to the test server that can be closed (server unreachable) and opened again. */
export function tcpProxy(target: number) {
  let server: net.Server | null = null;
  const sockets = new Set<net.Socket>();
  return {
    async open(port = 0): Promise<number> {
      server = net.createServer((client) => {
        const upstream = net.connect(target, '127.0.0.1');
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
      return (server.address() as net.AddressInfo).port;
    },
    async close(): Promise<void> {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };
}

/**
 * Everything in one store of the app's IndexedDB database ('entraide'), read the way a test should
 * look into it: without creating the database when the app has not yet (the open's upgrade is aborted,
 * which deletes what it would have made) and closing the connection after (an open connection blocks
 * the app's own first open, which upgrades the database, for as long as it stays open).
 */
export function readAppStore<T = unknown>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('entraide');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve([]);
            return;
          }
          const transaction = db.transaction(name);
          const all = transaction.objectStore(name).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
          transaction.oncomplete = () => db.close();
        };
      }),
    store,
  ) as Promise<T[]>;
}

/**
 * Waits until the app's first render is committed (`<html data-app-started>`, pwa/app/render-app.tsx):
 * before it, a server-written page is plain markup and its buttons are not yet the app's.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.appStarted === 'true');
}
