/**
 * Pages written per request (the HTML shell with its title, meta tags and first screen) go out gzipped
 * to a browser that accepts it, and as they are to one that does not; caches are told they differ.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { createApp } from '../app';

let t: TestContext;
let server: http.Server;
const outside = mkdtempSync(path.join(os.tmpdir(), 'entraide-html-'));
const dist = path.join(outside, 'dist');
const filler = 'Une cagnotte solidaire pour chaque occasion. '.repeat(200);

beforeAll(async () => {
  mkdirSync(dist);
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><title>Entraide</title></head><body><div id="root"></div><p>${filler}</p></body></html>`,
  );
  t = await startTestApp();
  server = createApp({ ...t.deps, distDir: dist }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await t?.close();
  rmSync(outside, { recursive: true, force: true });
});

/** GET `pathname` with the given Accept-Encoding, the body left as it came over the wire. */
function get(pathname: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Accept: 'text/html' };
    if (acceptEncoding) headers['Accept-Encoding'] = acceptEncoding;
    const request = http.request({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('pages written per request', () => {
  it('go out gzipped to a browser that accepts it, smaller than the page', async () => {
    for (const pathname of ['/', '/associations-partenaires-cagnotte-solidaire']) {
      const res = await get(pathname, 'gzip, deflate');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      const html = gunzipSync(res.body).toString('utf8');
      expect(html).toContain(filler);
      expect(res.body.length).toBeLessThan(html.length / 4);
    }
  });

  it('go out as they are to a client that does not accept gzip', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br']) {
      const res = await get('/', acceptEncoding);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString('utf8')).toContain(filler);
    }
  });
});
