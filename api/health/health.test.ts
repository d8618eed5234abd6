import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';

let t: TestContext;
// What api/shutdown.ts gives the app: true from SIGTERM on.
const readiness = { draining: false };
beforeAll(async () => {
  t = await startTestApp({ readiness });
});
afterAll(() => t.close());

describe('health probes', () => {
  it('answers liveness without the database', async () => {
    const res = await t.request('/api/v1/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers readiness when the database answers', async () => {
    const res = await t.request('/api/v1/health/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness 503 once the process is stopping, while liveness stays 200', async () => {
    readiness.draining = true;
    try {
      const ready = await t.request('/api/v1/health/ready');
      expect([ready.status, await ready.json()]).toEqual([503, { status: 'draining' }]);
      expect((await t.request('/api/v1/health')).status).toBe(200);
    } finally {
      readiness.draining = false;
    }
  });

  it('keeps a sane incoming request id and replaces a hostile one', async () => {
    const kept = await t.request('/api/v1/health', { headers: { 'X-Request-Id': 'abc-12345678' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-12345678');
    const replaced = await t.request('/api/v1/health', { headers: { 'X-Request-Id': '<script>' } });
    expect(replaced.headers.get('x-request-id')).not.toBe('<script>');
  });
});

describe('unknown API paths and bad bodies', () => {
  it('answers 404 in the error shape, in French', async () => {
    const res = await t.request('/api/v1/nope');
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.errors[0]).toMatchObject({ code: 'not_found' });
    expect(body.errors[0].detail).toMatch(/n’existe pas/);
  });

  it('answers 400 to malformed JSON, never 500', async () => {
    const res = await t.request('/api/v1/health', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"broken":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].detail).toBe('Le corps de la requête est invalide');
  });

  it('answers 413 to a JSON body over the limit', async () => {
    const res = await t.request('/api/v1/health', {
      method: 'POST',
      json: { blob: 'x'.repeat(1_100_000) },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].code).toBe('payload_too_large');
  });
});
