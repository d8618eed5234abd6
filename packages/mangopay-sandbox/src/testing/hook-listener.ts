/**
 * Test helper: a local HTTP server standing for our hook endpoint. It records every request it gets
 * (path and query) and answers as told: 200 (`ok`), 500 (`fail`), or nothing at all (`hang`, to run
 * into the 2 s limit).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HookCall {
  path: string;
  query: Record<string, string>;
  answered: number | 'none';
}

export interface HookListener {
  /** e.g. http://127.0.0.1:PORT/api/v1/payments/hooks */
  url: string;
  calls: HookCall[];
  mode: 'ok' | 'fail' | 'hang';
  /** Waits until `count` calls matched `filter` (default: any), or fails after `timeoutMs`. */
  waitFor(count: number, filter?: (call: HookCall) => boolean, timeoutMs?: number): Promise<HookCall[]>;
  close(): Promise<void>;
}

export async function startHookListener(path = '/api/v1/payments/hooks'): Promise<HookListener> {
  const listener: HookListener = {
    url: '',
    calls: [],
    mode: 'ok',
    async waitFor(count, filter = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matched = listener.calls.filter(filter);
        if (matched.length >= count) return matched;
        if (Date.now() > deadline)
          throw new Error(`expected ${count} hook calls, got ${matched.length}: ${JSON.stringify(listener.calls.slice(-5))}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: async () => undefined,
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://listener');
    const call: HookCall = { path: url.pathname, query: Object.fromEntries(url.searchParams), answered: 'none' };
    listener.calls.push(call);
    if (listener.mode === 'hang') return;
    call.answered = listener.mode === 'ok' ? 200 : 500;
    response.writeHead(call.answered).end();
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  listener.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  listener.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return listener;
}
