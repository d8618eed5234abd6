/**
 * A method no route takes (LOCK, PROPFIND, TRACE…) on a page or a file answers 405 in the API's error
 * shape with an Allow header, never the router's bare 501; under /api/v1 the catch-all's 404 stays, and
 * the usual methods are unchanged.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { makeDistDir } from '../../test/dist-dir';
import { rawRequest } from '../../test/security/hostile-paths';

const distDir = makeDistDir('unknown-methods');
let t: TestContext;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ distDir });
  port = Number(new URL(t.url).port);
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('methods no route takes', () => {
  it.each([
    ['LOCK', '/deduction-fiscale-des-dons'],
    ['PROPFIND', '/'],
    ['TRACE', '/robots.txt'],
    ['SEARCH', '/participate/1'],
    ['PURGE', '/assets/index.js'],
  ])('answers %s %s with 405 in French, with the methods the server takes', async (method, path) => {
    const answer = await rawRequest(port, method, path, { accept: 'text/html' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(JSON.parse(answer.body)).toEqual({
      errors: [{ code: 'method_not_allowed', detail: 'Cette méthode n’est pas acceptée à cette adresse' }],
    });
  });

  it('leaves the API’s answers and the usual methods as they were', async () => {
    for (const method of ['PROPFIND', 'LOCK', 'DELETE']) {
      const answer = await rawRequest(port, method, '/api/v1/health', {});
      expect([answer.status, JSON.parse(answer.body).errors[0].detail]).toEqual([404, 'Cette adresse de l’API n’existe pas']);
    }
    expect((await rawRequest(port, 'GET', '/deduction-fiscale-des-dons', { accept: 'text/html' })).status).toBe(200);
    expect((await rawRequest(port, 'GET', '/api/v1/health', {})).status).toBe(200);
  });
});
