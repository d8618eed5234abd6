// The reachability signal against a real HTTP server on this machine, stopped to make it unreachable
// (connection refused, as a phone sees a server that is down) and started again on the same port.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createReachability } from './reachability';
import { applyWorkerMessage, REACHABILITY_MESSAGE } from './reachability-messages';

let server: http.Server;
let port = 0;
let health: { status: number; body: string } = { status: 200, body: '{"status":"ok"}' };
let probes = 0;

function listen(onPort = 0): Promise<void> {
  server = http.createServer((req, res) => {
    if (req.url === '/api/v1/health') probes += 1;
    res.writeHead(req.url === '/api/v1/health' ? health.status : 500, { 'Content-Type': 'application/json' });
    res.end(req.url === '/api/v1/health' ? health.body : '{"errors":[]}');
  });
  return new Promise((resolve) =>
    server.listen(onPort, '127.0.0.1', () => {
      port = (server.address() as AddressInfo).port;
      resolve();
    }),
  );
}
const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
const url = (path: string) => `http://127.0.0.1:${port}${path}`;

/** What the app does with a request: a thrown fetch is reported, an answer (any status) is not. */
async function request(signal: ReturnType<typeof createReachability>, path: string, init?: RequestInit): Promise<void> {
  try {
    await fetch(url(path), init);
  } catch (err) {
    signal.failed(err);
  }
}

const until = async (check: () => boolean, ms = 3_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

beforeEach(async () => {
  health = { status: 200, body: '{"status":"ok"}' };
  probes = 0;
  await listen();
});
afterEach(async () => {
  if (server.listening) await stop();
});

describe('the reachability signal', () => {
  it('stays reachable, and sends nothing, while requests get answers, error answers included', async () => {
    const signal = createReachability({ healthUrl: url('/api/v1/health'), probeEveryMs: 50 });
    await request(signal, '/api/v1/cagnottes/1'); // 500
    await new Promise((r) => setTimeout(r, 200));
    expect(signal.reachable()).toBe(true);
    expect(probes).toBe(0);
  });

  it('an aborted request says nothing about the server', async () => {
    const signal = createReachability({ healthUrl: url('/api/v1/health'), probeEveryMs: 50 });
    const controller = new AbortController();
    controller.abort();
    await request(signal, '/api/v1/cagnottes/1', { signal: controller.signal });
    expect(signal.reachable()).toBe(true);
  });

  it('a refused connection marks the server unreachable until the probe gets its health answer', async () => {
    const signal = createReachability({ healthUrl: url('/api/v1/health'), probeEveryMs: 50 });
    const changes: boolean[] = [];
    signal.subscribe(() => changes.push(signal.reachable()));
    const at = port;
    await stop();
    await request(signal, '/api/v1/cagnottes/1');
    expect(signal.reachable()).toBe(false);
    await new Promise((r) => setTimeout(r, 300)); // several probes, all refused
    expect(signal.reachable()).toBe(false);

    await listen(at);
    await until(() => signal.reachable());
    expect(changes).toEqual([false, true]);
    const after = probes;
    await new Promise((r) => setTimeout(r, 200));
    expect(probes).toBe(after); // reachable again: the probe stops
  });

  it('an answer that is not the server’s health (a captive portal’s page, a 503) keeps it unreachable', async () => {
    const signal = createReachability({ healthUrl: url('/api/v1/health'), probeEveryMs: 50 });
    health = { status: 200, body: '<html>Connectez-vous au Wi-Fi</html>' };
    signal.failed(new TypeError('Failed to fetch'));
    await until(() => probes >= 2);
    expect(signal.reachable()).toBe(false);
    health = { status: 503, body: '{"status":"draining"}' };
    await until(() => probes >= 4);
    expect(signal.reachable()).toBe(false);
    health = { status: 200, body: '{"status":"ok"}' };
    await until(() => signal.reachable());
  });

  it('follows the service worker’s messages and ignores the others', () => {
    const signal = createReachability({ healthUrl: url('/api/v1/health'), probeEveryMs: 60_000 });
    applyWorkerMessage({ type: 'SKIP_WAITING' }, signal);
    applyWorkerMessage({ type: REACHABILITY_MESSAGE }, signal);
    expect(signal.reachable()).toBe(true);
    applyWorkerMessage({ type: REACHABILITY_MESSAGE, reachable: false }, signal);
    expect(signal.reachable()).toBe(false);
    applyWorkerMessage({ type: REACHABILITY_MESSAGE, reachable: true }, signal);
    expect(signal.reachable()).toBe(true);
  });
});
