/** Writes the Lighthouse table of `npm run bench:web` into docs/performance.md (between its markers). */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { measurePages, POT_PAGE_JS_TARGET_KB } from '../../scripts/bundle-budget';

export type PageRow = {
  page: string;
  path: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  totalBytes: number;
  performanceRuns: number[];
  /** Each run's host benchmarkIndex and the CPU slowdown it ran with. */
  hostRuns: Array<{ benchmarkIndex: number; cpuSlowdown: number }>;
};

const START = '<!-- bench:web start -->';
const END = '<!-- bench:web end -->';
const mark = (ok: boolean) => (ok ? '' : ' ✗');
const kB = (bytes: number) => `${Math.round(bytes / 1000)} kB`;

/** The targets of docs/performance.md, each cell marked ✗ when missed. */
function row(r: PageRow): string {
  return [
    `${r.page} \`${r.path}\``,
    `${r.performance}${mark(r.performance >= 95)}`,
    `${r.accessibility}${mark(r.accessibility === 100)}`,
    `${r.bestPractices}${mark(r.bestPractices >= 95)}`,
    `${r.seo}${mark(r.seo >= 95)}`,
    `${(r.lcpMs / 1000).toFixed(2)} s${mark(r.lcpMs <= 2000)}`,
    `${Math.round(r.tbtMs)} ms${mark(r.tbtMs <= 100)}`,
    `${r.cls.toFixed(3)}${mark(r.cls <= 0.05)}`,
    kB(r.scriptBytes),
    `${kB(r.totalBytes)}${r.page === 'Pot page' ? mark(r.totalBytes <= 250_000) : ''}`,
    r.performanceRuns.join(', '),
    r.hostRuns.map((h) => `${Math.round(h.benchmarkIndex)} / ${h.cpuSlowdown}×`).join(', '),
  ].join(' | ');
}

export async function writePerformanceDoc(
  file: string,
  rows: PageRow[],
  info: { userAgent: string; runs: number; calibration: { benchmarkIndex: number; cpuSlowdown: number } },
): Promise<string> {
  const cpus = os.cpus();
  const chromium = /(?:HeadlessChrome|Chrome)\/([\d.]+)/.exec(info.userAgent)?.[1] ?? 'unknown';
  const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
  const budget = existsSync(path.join(dist, '.vite', 'manifest.json')) ? measurePages(dist) : [];
  const section = [
    START,
    '## Web pages: Lighthouse (`npm run bench:web`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'},`,
    `${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.type()} ${os.release()}, Node ${process.versions.node}, Chromium ${chromium} headless,`,
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (1/5/15 min) when the runs ended. Lighthouse 12.8 (the npm`,
    'package) with its mobile defaults: a Moto G Power screen, simulated slow 4G (150 ms RTT, 1.6 Mbit/s)',
    `and a CPU slowdown calibrated to the host (4 × benchmarkIndex / 1750, clamped to 1–4: a calibration run measured index ${Math.round(info.calibration.benchmarkIndex)}, so ${info.calibration.cpuSlowdown}×; each run's index and slowdown are in the last column). ${info.runs} runs per page, each on a fresh Chromium (a first visit, empty cache), against the`,
    'production build served by the real server (precompressed files: gzip here, since Chromium asks for Brotli',
    'over HTTPS only; the pot page rendered with its inlined data); the figures are the median of the runs. ✗ marks a figure that misses its target',
    '(performance ≥ 95, accessibility 100, best practices ≥ 95, SEO ≥ 95, LCP ≤ 2.0 s, TBT ≤ 100 ms,',
    'CLS ≤ 0.05, pot page total transfer ≤ 250 kB). "JS" and "total" are bytes transferred (compressed).',
    '',
    '| page | perf. | a11y | best pr. | SEO | LCP | TBT | CLS | JS | total | perf. of each run | host index / CPU slowdown of each run |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ...rows.map((r) => `| ${row(r)} |`),
    '',
    ...(budget.length
      ? [
          'JavaScript each page needs before it is interactive, from the build (`scripts/check-bundle-budget.ts`,',
          `run by \`npm run build\`; gzip level 9; the issue's target for the pot page is ${POT_PAGE_JS_TARGET_KB} kB):`,
          '',
          '| page | files | gzip |',
          '|---|---:|---:|',
          ...budget.map(
            (b) =>
              `| ${b.page} | ${b.files} | ${(b.gzipBytes / 1000).toFixed(1)} kB${b.page.startsWith('pot') && b.gzipBytes > POT_PAGE_JS_TARGET_KB * 1000 ? ' ✗' : ''} |`,
          ),
          '',
        ]
      : []),
    END,
  ].join('\n');
  const current = existsSync(file) ? await readFile(file, 'utf8') : '# Performance\n';
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + section + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  await writeFile(file, next);
  return file;
}
