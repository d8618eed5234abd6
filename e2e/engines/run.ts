/**
 * Runs the engine journeys: starts the server (server.ts), then for each engine one browser session
 * reused across the journeys, and prints one line per journey and a parseable summary:
 *   engines: webkit 5 passed 0 failed; firefox 5 passed 0 failed; chromium 5 passed 0 failed
 * Options: --engines=webkit,firefox,chromium (default all three; ENGINES also), --only=<text in a journey name>.
 * Ports: E2E_PORT (server), SANDBOX_PORT (emulator), E2E_PORT+2 (WebKitWebDriver), E2E_PORT+3 (offline proxy).
 */
import { api } from './api';
import { dashboardReceipt, quickDonation } from './journeys-money';
import { qrAndShare, wizardDraft } from './journeys-pots';
import { directoryKeptSoon, directoryOffline } from './journeys-directory';
import { charityOnboarding } from './journeys-charity';
import { offlineNotice } from './journeys-offline';
import type { Journey } from './journey';
import type { EngineName, Phone } from './phone';
import { launchChromium, launchFirefox } from './puppeteer-engines';
import { startServer } from './server';
import { launchWebKit } from './webkit';

const JOURNEYS: Journey[] = [
  quickDonation,
  wizardDraft,
  qrAndShare,
  dashboardReceipt,
  directoryOffline,
  directoryKeptSoon,
  charityOnboarding,
  offlineNotice,
];
const JOURNEY_TIMEOUT = 150_000;

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const engines = (arg('engines') ?? process.env.ENGINES ?? 'webkit,firefox,chromium').split(',').filter(Boolean) as EngineName[];
const only = arg('only');
const journeys = JOURNEYS.filter((j) => !only || j.name.includes(only));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: over ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function launch(engine: EngineName, baseUrl: string, port: number): Promise<Phone> {
  if (engine === 'webkit') return launchWebKit(baseUrl, port + 2);
  if (engine === 'firefox') return launchFirefox(baseUrl);
  return launchChromium(baseUrl);
}

const started = Date.now();
const server = await startServer({ withManager: journeys.some((j) => j.needsManager) });
const results: Record<string, { passed: number; failed: number; seconds: number }> = {};
try {
  for (const engine of engines) {
    const t0 = Date.now();
    const result = (results[engine] = { passed: 0, failed: 0, seconds: 0 });
    let phone: Phone | null = null;
    try {
      phone = await withTimeout(launch(engine, server.baseUrl, server.port), 60_000, `${engine} launch`);
      console.log(`[${engine}] session started in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    } catch (err) {
      console.log(`[${engine}] FAILED to start: ${(err as Error).message}`);
      result.failed = journeys.length;
      continue;
    }
    for (const journey of journeys) {
      if (journey.freshSession && journey !== journeys[0]) {
        await phone.quit().catch(() => undefined);
        phone = await withTimeout(launch(engine, server.baseUrl, server.port), 60_000, `${engine} launch`);
      }
      const j0 = Date.now();
      try {
        await withTimeout(
          journey.run({ phone, api: api(server.baseUrl), server, sparePort: server.port + 3 }),
          JOURNEY_TIMEOUT,
          journey.name,
        );
        result.passed += 1;
        console.log(`  ✓ [${engine}] ${journey.name} (${((Date.now() - j0) / 1000).toFixed(1)} s)`);
      } catch (err) {
        result.failed += 1;
        const shot = await phone.screenshot(`failed-${journey.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 40)}`).catch(() => 'none');
        console.log(
          `  ✘ [${engine}] ${journey.name} (${((Date.now() - j0) / 1000).toFixed(1)} s): ${(err as Error).stack ?? String(err)}\n    at ${await phone.url().catch(() => '?')}; screenshot ${shot}`,
        );
      }
    }
    await phone.quit().catch(() => undefined);
    result.seconds = Math.round((Date.now() - t0) / 1000);
  }
} finally {
  await server.stop();
}
const summary = Object.entries(results)
  .map(([engine, r]) => `${engine} ${r.passed} passed ${r.failed} failed (${r.seconds} s)`)
  .join('; ');
console.log(`engines: ${summary}`);
console.log(`engines total: ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(Object.values(results).some((r) => r.failed > 0) ? 1 : 0);
