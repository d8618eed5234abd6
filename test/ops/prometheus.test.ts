/**
 * Debian's Prometheus (`npm run test:ops`; .ci/run installs the package) scrapes a running server's
 * metrics endpoint every second; a product metric is read back through its query API. Skipped outside
 * CI on a machine without the `prometheus` binary.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../app';
import { startMetricsServer, type MetricsServer } from '../../api/observability/metrics-server';
import { freePort } from '../money/crash/processes';

const hasPrometheus = spawnSync('prometheus', ['--version']).status === 0;
if (!hasPrometheus && process.env.CI) throw new Error('CI runs the ops tests with Debian’s prometheus package installed');

describe.skipIf(!hasPrometheus)('Prometheus scraping a running server', () => {
  let t: TestContext;
  let metrics: MetricsServer;
  let prometheus: ChildProcess;
  let prometheusUrl: string;
  let dir: string;
  let output = '';

  beforeAll(async () => {
    t = await startTestApp();
    metrics = await startMetricsServer({ METRICS_PORT: '0' }, { knex: t.db.knex, logger: pino({ level: 'silent' }) });
    dir = mkdtempSync(path.join(os.tmpdir(), 'entraide-prometheus-'));
    const config = [
      'global:',
      '  scrape_interval: 1s',
      '  evaluation_interval: 1s',
      'rule_files:',
      `  - ${path.resolve('ops/prometheus/alerts.yml')}`,
      'scrape_configs:',
      '  - job_name: entraide-web',
      '    static_configs:',
      `      - targets: ['127.0.0.1:${metrics.port}']`,
    ].join('\n');
    writeFileSync(path.join(dir, 'prometheus.yml'), config);
    const port = await freePort();
    prometheusUrl = `http://127.0.0.1:${port}`;
    prometheus = spawn(
      'prometheus',
      [
        `--config.file=${path.join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    prometheus.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    prometheus.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  }, 60_000);

  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      const exited = new Promise((resolve) => prometheus.once('exit', resolve));
      prometheus.kill('SIGTERM');
      await exited;
    }
    await metrics?.close();
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function query(promql: string): Promise<number | undefined> {
    const response = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(promql)}`).catch(() => undefined);
    if (!response?.ok) return undefined;
    const body = (await response.json()) as { data: { result: Array<{ value: [number, string] }> } };
    const first = body.data.result[0];
    return first ? Number(first.value[1]) : undefined;
  }

  it('reads the request histogram of the health route back through /api/v1/query', async () => {
    for (let i = 0; i < 5; i++) expect((await t.request('/api/v1/health')).status).toBe(200);
    const promql = 'sum(entraide_http_request_duration_seconds_count{job="entraide-web",route="/api/v1/health",method="GET",status="200"})';
    await expect.poll(() => query(promql), { timeout: 30_000, interval: 500 }).toBeGreaterThanOrEqual(5);
    expect(await query('up{job="entraide-web"}')).toBe(1);
    // The alert rules loaded and evaluate: the money-finding rule has a series to read (0 findings).
    await expect.poll(() => query('sum(entraide_money_findings)'), { timeout: 10_000, interval: 500 }).toBe(0);
    const rules = (await (await fetch(`${prometheusUrl}/api/v1/rules`)).json()) as { data: { groups: Array<{ rules: unknown[] }> } };
    expect(rules.data.groups.flatMap((g) => g.rules).length).toBeGreaterThanOrEqual(5);
  }, 60_000);
});
