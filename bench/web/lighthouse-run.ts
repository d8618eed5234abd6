/**
 * One Lighthouse run (the npm package, mobile defaults: Moto G Power emulation, simulated slow 4G and
 * 4x CPU slowdown) on a fresh headless Chromium, so every run is a first visit with an empty cache.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { mainThreadBlocking, saveTrace, type MainThreadBlocking, type TraceEvent } from './main-thread';

export type RunResult = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number; // transferred
  totalBytes: number; // transferred, every request of the load
  userAgent: string;
  /** The host's speed as Lighthouse measured it during this run, and the CPU slowdown it ran with. */
  benchmarkIndex: number;
  cpuSlowdown: number;
  /** Blocking time from the main thread's CPU time and wall time, read from the trace (bench/web/main-thread.ts). */
  mainThread: MainThreadBlocking | null;
};

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One run; `cpuSlowdown` replaces the mobile default's 4x (bench/web/cpu-slowdown.ts). */
export async function runLighthouse(url: string, chromePath: string, cpuSlowdown = 4): Promise<RunResult> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
    if (trace && process.env.BENCH_WEB_TRACE_DIR) saveTrace(process.env.BENCH_WEB_TRACE_DIR, `load-${new URL(url).pathname}`, trace);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
    const items =
      (lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ??
      [];
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      scriptBytes: items.find((item) => item.resourceType === 'script')?.transferSize ?? NaN,
      totalBytes: value('total-byte-weight'),
      userAgent: lhr.environment.hostUserAgent,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuSlowdown,
      mainThread: trace ? mainThreadBlocking(trace.traceEvents, lhr.finalDisplayedUrl, cpuSlowdown) : null,
    };
  } finally {
    chrome.kill();
  }
}
