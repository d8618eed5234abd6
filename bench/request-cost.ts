/**
 * `npm run bench:cost`: what a request costs the server, as CPU time (user + system, read from /proc) per
 * request, for `/api/v1/health` and the pot read, on bare Koa and on Entraide as production runs it
 * (bench/servers/entraide.ts) in three settings: observability off (METRICS_PORT=off), metrics on, and
 * metrics with every request traced to a stand-in OTLP collector (as `npm run bench` runs it for issue
 * 41's ratios). On a shared machine req/s follows the neighbours' load; CPU time per request follows it
 * much less (caches and clock speed still move it a little). All the servers run at once and take turns:
 * BENCH_COST_ROUNDS rounds (default 5) of BENCH_COST_REQUESTS requests (default 5,000, BENCH_CONNECTIONS
 * connections, default 10) on each, after a warm-up; each figure is the median of its rounds, and each
 * ratio the median of the rounds' ratios (bare Koa's CPU per request over the server's in the same round).
 * Data: the profiling database (bench/profile-database.ts).
 * `BENCH_COST_BASELINE=<another checkout>` compares a change side by side instead, in the goal's setting
 * only: bare Koa, that checkout's server and this one's, both with metrics and every request traced, in
 * the same rounds (the other checkout needs its own node_modules; the database and emulator are shared).
 * `BENCH_COST_TARGETS=health` (or `pot`) measures one of the two only; `BENCH_PORTS=4620-4639` keeps
 * every server and stand-in to those ports (bench/servers/spawn.ts).
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import { measure, probe, type Target } from './load';
import { dataDir, DATABASE, profileDatabase } from './profile-database';
import { startEntraide, startSandboxProcess } from './servers/entraide';
import { startOtlpSink } from './servers/otlp-sink';
import { freePort, startServer, type RunningServer } from './servers/spawn';
import { entraideTargets } from './targets';

process.env.TZ = 'UTC';
const log = (line: string) => console.log(line);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const amount = Number(process.env.BENCH_COST_REQUESTS ?? 5_000);
const rounds = Number(process.env.BENCH_COST_ROUNDS ?? 5);
const baseline = process.env.BENCH_COST_BASELINE;
/** BENCH_COST_TARGETS: `health`, `pot` or both (default), comma-separated. */
const targets = (process.env.BENCH_COST_TARGETS ?? 'health,pot').split(',').map((t) => {
  const name = t.trim();
  if (name !== 'health' && name !== 'pot') throw new Error(`BENCH_COST_TARGETS: health, pot or both (got ${t})`);
  return name;
});

interface Variant {
  label: string;
  server: RunningServer;
  targets: { health: Target; pot: Target };
}

/** CPU µs per request of one round of `amount` requests. */
async function round(server: RunningServer, target: Target, requests: number): Promise<number> {
  const before = server.cpuMs();
  const m = await measure(target, { connections, amount: requests });
  if (m.failures > 0) throw new Error(`${target.label}: ${m.failures} failed requests`);
  return ((server.cpuMs() - before) * 1000) / Math.max(m.requests, 1);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function main(): Promise<void> {
  const { url, fixtures, token } = await profileDatabase(log);
  mkdirSync(dataDir, { recursive: true });
  const sandbox = await startSandboxProcess();
  const otlp = await startOtlpSink();
  const servers: RunningServer[] = [];
  try {
    const bare = await startServer('bench/servers/bare-koa.ts', await freePort(), {}, /ready \d+/);
    servers.push(bare);
    const start = async (label: string, nodeArgs: string[], env: Record<string, string>, checkout?: string): Promise<Variant> => {
      const server = await startEntraide(url, dataDir, sandbox.url, nodeArgs, env, checkout);
      servers.push(server);
      const { health, pot } = entraideTargets(server.url, fixtures, token);
      return { label, server, targets: { health, pot } };
    };
    const traced = ['--import', 'tsx', '--import', './api/observability/tracing-preload.ts'];
    const tracedEnv = async () => ({ METRICS_PORT: String(await freePort()), OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url });
    const bareKoa: Variant = { label: 'bare Koa', server: bare, targets: entraideTargets(bare.url, fixtures, token) };
    const variants: Variant[] = baseline
      ? [
          bareKoa,
          await start('baseline, metrics + tracing', traced, await tracedEnv(), baseline),
          await start('this, metrics + tracing', traced, await tracedEnv()),
        ]
      : [
          bareKoa,
          await start('Entraide, observability off', [], { METRICS_PORT: 'off' }),
          await start('Entraide, metrics', [], { METRICS_PORT: String(await freePort()) }),
          await start('Entraide, metrics + tracing', traced, await tracedEnv()),
        ];
    log(
      `${DATABASE}: pot ${fixtures.potId}; ${rounds} rounds of ${amount} requests at ${connections} connections; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const samples = new Map<string, number[]>();
    for (const name of targets) {
      for (const v of variants) {
        const status = await probe(v.targets[name]);
        if (status !== 200) throw new Error(`${v.label}: ${v.targets[name].label} answered ${status}`);
        await round(v.server, v.targets[name], amount); // warm-up (the JIT), not counted
      }
      for (let i = 0; i < rounds; i += 1) {
        for (const v of variants) {
          const key = `${name}|${v.label}`;
          samples.set(key, [...(samples.get(key) ?? []), await round(v.server, v.targets[name], amount)]);
        }
      }
      const bareRounds = samples.get(`${name}|bare Koa`) ?? [];
      log(`${variants[1]?.targets[name].label}:`);
      for (const v of variants) {
        const values = samples.get(`${name}|${v.label}`) ?? [];
        const ratio = median(values.map((us, i) => (bareRounds[i] as number) / us));
        log(
          `  ${v.label.padEnd(30)} ${Math.round(median(values))} µs CPU/request (rounds ${values.map(Math.round).join(', ')}); bare Koa / this ${ratio.toFixed(2)}`,
        );
      }
      if (baseline) {
        const before = samples.get(`${name}|${variants[1]?.label}`) ?? [];
        const after = samples.get(`${name}|${variants[2]?.label}`) ?? [];
        const ratios = after.map((us, i) => us / (before[i] as number));
        log(`  this / baseline, per round: ${ratios.map((r) => r.toFixed(2)).join(', ')}; median ${median(ratios).toFixed(3)}`);
      }
    }
    log(`traces: ${otlp.batches()} OTLP batches received; load average at the end ${os.loadavg()[0]?.toFixed(1)}`);
  } finally {
    for (const server of servers) await server.stop();
    await otlp.close();
    await sandbox.stop();
  }
}

await main();
