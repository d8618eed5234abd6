/**
 * GET /cagnottes/{id}/live on the wire (docs/decisions/0451-live-writes.md, 0456): events written as they
 * are, straight to the answer, without the chunked encoding, the end marked by the connection's close;
 * and the pause between two pushes to a pot, longer for a pot on more than a thousand screens. PGlite by
 * default, PostgreSQL with DATABASE_URL.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/app';
import { openPot } from '../../payments/donations/testing/donation-flows';
import { pauseAfterPush } from './live-hub';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The answer's head and its first bytes, read off the socket as a proxy would. */
function rawOpen(potId: number): Promise<{ status?: number; headers: Record<string, unknown>; first: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${t.url}/api/v1/cagnottes/${potId}/live`, { headers: { Accept: 'text/event-stream' } }, (res) => {
      let first = '';
      res.setEncoding('utf8');
      res.on('data', (text: string) => {
        first += text;
        if (!first.includes('event: total')) return;
        req.destroy();
        resolve({ status: res.statusCode, headers: res.headers, first });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /cagnottes/{id}/live on the wire', () => {
  it('writes the events without chunks and closes the connection at the end', async () => {
    const { potId } = await openPot(t);
    const answer = await rawOpen(potId);
    expect(answer.status).toBe(200);
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(answer.headers.connection).toBe('close');
    expect(answer.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    // The head is written by the route itself (0456), with the headers every API answer gets.
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-request-id']).toEqual(expect.any(String));
    expect(answer.first).toMatch(/^retry: 3000\n\n(: keep-alive\n\n)?event: total\nid: \d+\ndata: \{"total":0,"donations_count":0\}\n\n$/);
  });
});

describe('the pause between two pushes to a pot', () => {
  it('stays at a quarter of a second up to a thousand screens, then grows to half a second at most', () => {
    expect([1, 10, 1000].map((streams) => pauseAfterPush(streams, 250, 500))).toEqual([250, 250, 250]);
    expect([1600, 2000, 10_000].map((streams) => pauseAfterPush(streams, 250, 500))).toEqual([400, 500, 500]);
    expect(pauseAfterPush(5000, 0, 500)).toBe(0);
  });
});
