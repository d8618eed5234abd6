/**
 * The static file handler on hostile paths, through HTTP with the path sent as written (no URL
 * normalisation): a path climbing out of the build answers 404 whether the file exists or not, a
 * malformed escape answers 400, both in the API's error shape; never 500.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { createApp } from '../app';

let t: TestContext;
let server: http.Server;
const outside = mkdtempSync(path.join(os.tmpdir(), 'entraide-static-'));
const dist = path.join(outside, 'dist');

beforeAll(async () => {
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Entraide</title>');
  writeFileSync(path.join(outside, 'secret.json'), '{"secret":true}');
  t = await startTestApp();
  server = createApp({ ...t.deps, distDir: dist }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await t?.close();
  rmSync(outside, { recursive: true, force: true });
});

/** GET `rawPath` exactly as written. */
function get(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: rawPath, headers: { Accept: 'text/html' } },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('static files on hostile paths', () => {
  it('serves the shell', async () => {
    expect((await get('/index.html')).status).toBe(200);
  });

  it.each(['/..%2fsecret.json', '/..%2Fabsent.json', '/%2e%2e%2fsecret.json', '/assets/..%2f..%2fsecret.json', '/..%5csecret.json'])(
    'answers %s with 404, the same whether the file exists or not',
    async (rawPath) => {
      const answer = await get(rawPath);
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body).errors[0].detail).toMatch(/\S/);
      expect(answer.body).not.toContain('secret');
    },
  );

  it.each(['/%E0%A4%A', '/%', '/cagnotte/%ZZ'])('answers the malformed %s with 400 in the API error shape', async (rawPath) => {
    const answer = await get(rawPath);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).errors[0]).toMatchObject({ code: 'malformed_path', detail: 'Cette adresse est mal formée' });
  });
});
