/**
 * Traces of a card donation, from the real entry point (`npm run serve`, whose preload starts
 * OpenTelemetry before the app's modules load) sending OTLP/HTTP JSON to a receiver this test runs.
 * A quick donor's 3-D Secure card donation: its spans share one trace (the route's server span, the
 * database queries, the SDK's HTTP calls to the Mangopay emulator under the route's span), and the
 * job that settles it after the provider's hook (pg-boss, in the server) is linked to that trace.
 * On PGlite the server holds the data directory, so the world is set up before it starts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashDatabase, localApp, mangopayEnv, remoteApp, type CrashDatabase, type SandboxTarget } from '../money/crash/crash-world';
import { freePort, startSandboxProcess, type Child } from '../money/crash/processes';
import {
  CHALLENGE_CARD,
  openPot,
  passSecureMode,
  postQuickDonation,
  QUICK_DONOR,
  quickRegisterCard,
} from '../../api/payments/donations/testing/donation-flows';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: Array<{ key: string; value: Record<string, unknown> }>;
  links?: Array<{ traceId: string; spanId: string }>;
}

/** OTLP/JSON ids are hex; base64 (the protobuf JSON mapping) is accepted too. */
const hexId = (id: string | undefined) =>
  !id ? '' : /^[0-9a-f]+$/i.test(id) ? id.toLowerCase() : Buffer.from(id, 'base64').toString('hex');
const attr = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value ? Object.values(value)[0] : undefined;
};
/** A query span of the pg instrumentation (`db.system.name`, `db.system` in older conventions). */
const isPg = (span: OtlpSpan) => attr(span, 'db.system.name') === 'postgresql' || attr(span, 'db.system') === 'postgresql';
const SERVER = 2;
const CLIENT = 3;

let database: CrashDatabase;
let sandboxProcess: Child;
let sandbox: SandboxTarget;
let potId: number;
let receiver: http.Server;
let receiverUrl: string;
const spans: OtlpSpan[] = [];
let server: ChildProcess | undefined;
let serverOutput = '';

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.headers['content-type']?.includes('json')) {
        const parsed = JSON.parse(body) as { resourceSpans?: Array<{ scopeSpans?: Array<{ spans?: OtlpSpan[] }> }> };
        for (const rs of parsed.resourceSpans ?? [])
          for (const ss of rs.scopeSpans ?? [])
            for (const span of ss.spans ?? [])
              spans.push({
                ...span,
                traceId: hexId(span.traceId),
                spanId: hexId(span.spanId),
                parentSpanId: hexId(span.parentSpanId),
                links: (span.links ?? []).map((l) => ({ traceId: hexId(l.traceId), spanId: hexId(l.spanId) })),
              });
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  database = await crashDatabase();
  const started = await startSandboxProcess(`${database.dataDir}/sandbox`);
  sandboxProcess = started.child;
  sandbox = { url: started.url, controlToken: started.controlToken, apiKey: started.apiKey, clientId: `tracing-${Date.now()}` };
  const db = await database.open();
  const t = await localApp(db, sandbox, database.dataDir);
  potId = (await openPot(t, { closing_day: '2027-12-31' })).potId;
  await t.close();
  await database.release(db);
}, 180_000);

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  await sandboxProcess?.stop();
  await database?.dispose();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function startTracedServer(): Promise<string> {
  const port = await freePort();
  // The real entry: `npm run serve` (tsx with the tracing preload, then api/server.ts).
  server = spawn('npm', ['run', 'serve'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...database.env,
      ...mangopayEnv(sandbox),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      METRICS_PORT: 'off',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiverUrl,
      OTEL_BSP_SCHEDULE_DELAY: '200',
    },
  });
  server.stdout?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (!/Entraide is running at/.test(serverOutput)) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${serverOutput}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return `http://127.0.0.1:${port}`;
}

describe('tracing (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  it('gives a card donation one trace through the database and the provider, and links the hook job to it', async () => {
    const api = remoteApp(await startTracedServer());
    const { cardId, quickToken } = await quickRegisterCard(api, QUICK_DONOR, CHALLENGE_CARD);
    const donation = await postQuickDonation(api, { potId, amount: 2700, cardId, quickToken });
    expect(donation.status).toBe(201);
    const redirect = String(donation.body.secureModeRedirectURL ?? '');
    expect(redirect).not.toBe('');
    const payinId = (await passSecureMode(redirect, 'authenticate')).transactionId as string;
    const hook = await fetch(`${api.url}/api/v1/payments/hooks?EventType=PAYIN_NORMAL_SUCCEEDED&RessourceId=${payinId}&Date=1`);
    expect(hook.status).toBe(200);

    // The donation's server span, named after its route template by the app.
    const isDonationRoute = (s: OtlpSpan) => s.kind === SERVER && String(attr(s, 'http.route') ?? s.name).includes('quick_donations');
    await expect.poll(() => spans.some(isDonationRoute), { timeout: 30_000, interval: 250 }).toBe(true);
    const route = spans.find(isDonationRoute) as OtlpSpan;
    expect(route.name).toBe('POST /api/v1/cagnottes/:id/quick_donations');
    // The raw path (and whatever a path may hold) is replaced by the template.
    expect(JSON.stringify(route.attributes)).not.toContain(`/cagnottes/${potId}/`);
    const traceId = route.traceId;

    // The settling job's span (pg-boss polls every 2 s) links back to the donation's trace.
    const isHookJob = (s: OtlpSpan) => s.name === 'job payments.hook';
    await expect
      .poll(() => spans.filter(isHookJob).some((s) => s.links?.some((l) => l.traceId === traceId)), { timeout: 60_000, interval: 250 })
      .toBe(true);
    const job = spans.find((s) => isHookJob(s) && s.links?.some((l) => l.traceId === traceId)) as OtlpSpan;
    expect(job.traceId).not.toBe(traceId);
    // …and to the hook request that queued it: the test's own, or the emulator's for the same pay-in
    // (each queues a job; which of the two jobs is found first varies).
    const hookRequests = spans.filter((s) => s.kind === SERVER && String(attr(s, 'http.route') ?? '').includes('payments/hooks'));
    expect(hookRequests.length).toBeGreaterThan(0);
    const linked = job.links?.map((l) => l.traceId) ?? [];
    expect(hookRequests.some((request) => linked.includes(request.traceId))).toBe(true);
    // The job's own database work is in its trace.
    expect(spans.some((s) => s.traceId === job.traceId && isPg(s))).toBe(true);

    const inTrace = spans.filter((s) => s.traceId === traceId);
    // The database, under the route.
    expect(inTrace.some(isPg)).toBe(true);
    // The SDK's calls to the emulator, children (or deeper) of the route's span.
    const sandboxPort = Number(new URL(sandbox.url).port);
    const providerCalls = inTrace.filter(
      (s) => s.kind === CLIENT && [attr(s, 'server.port'), attr(s, 'net.peer.port')].map(Number).includes(sandboxPort),
    );
    expect(providerCalls.length).toBeGreaterThan(0);
    const byId = new Map(inTrace.map((s) => [s.spanId, s]));
    for (const call of providerCalls) {
      let parent = byId.get(call.parentSpanId ?? '');
      while (parent && parent.spanId !== route.spanId) parent = byId.get(parent.parentSpanId ?? '');
      expect(parent?.spanId).toBe(route.spanId);
    }
    // Health probes are not traced.
    await fetch(`${api.url}/api/v1/health`);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(spans.some((s) => String(attr(s, 'http.route') ?? s.name).includes('/health'))).toBe(false);
  }, 240_000);
});
