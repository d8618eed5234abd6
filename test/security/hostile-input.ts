/**
 * The hostile-input property, run over a share of the router's routes by each test
 * file (two files, so the two cores share the work): for every route, FUZZ_RUNS requests (100 in
 * `npm test`, 1,000 in `npm run fuzz`) with hostile path segments, query strings, headers and bodies,
 * as a visitor, as the owner of the world's resources, or (on manager routes) as a manager. Every
 * answer is below 500, every 4xx is the error shape with a French detail, and the database is the
 * same afterwards (volatile tables aside: sessions slide, throttle counters count).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../app';
import { apiRoutes, fillPath, splitRoute } from './api-routes';
import { hostileBody, hostileHeaders, hostileQuery, hostileSegment, type RawBody } from './hostile-values';
import { ROUTE_MATRIX } from './route-matrix';
import { buildSecurityWorld, databaseChecksum, type SecurityWorld } from './security-world';
import { answerText } from '../../api/pots/live/testing/sse-client';

export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/**
 * `npm test` replays one fixed seed, so CI is reproducible; `npm run fuzz` (FUZZ_RUNS set) draws a new
 * seed each run to explore, and FUZZ_SEED replays a run it reported.
 */
export const FUZZ_SEED = process.env.FUZZ_SEED !== undefined ? Number(process.env.FUZZ_SEED) : process.env.FUZZ_RUNS ? undefined : 20261122;

/** Words of English error messages (library defaults) that must not reach a caller. */
const ENGLISH =
  /\b(invalid|expected|received|required|must|unrecognized|error|failed|not found|forbidden|unauthorized|bad request|internal|too (big|small)|cannot|undefined|payload|entity|unsupported)\b/i;

/** Whether an error detail reads as French text rather than a library's English default. */
export function looksFrench(detail: unknown): boolean {
  return typeof detail === 'string' && /\p{L}/u.test(detail) && !ENGLISH.test(detail);
}

interface Attempt {
  route: string;
  actor: 'anonymous' | 'owner' | 'manager';
  realTarget: boolean;
  segment: string;
  query: string;
  headers: Record<string, string>;
  body: RawBody | undefined;
}

const describeAttempt = (a: Attempt) =>
  JSON.stringify({
    ...a,
    body: a.body && { ...a.body, body: typeof a.body.body === 'string' ? a.body.body.slice(0, 300) : `[${a.body.body.length} bytes]` },
  });

/**
 * Routes that act without a body (close, deactivate, refund, a new mandate) or take partial updates (an
 * empty one is valid): an allowed caller only gets made-up ids there.
 */
const ACTS_WITHOUT_BODY =
  /\/(close|activate|deactivate|refund|mandate\/new)$|^DELETE \/user$|^DELETE \/manager\/|^PUT \/manager\/charities\/:id$/;

export function describeHostileInput(share: (route: string, index: number) => boolean): void {
  let t: TestContext;
  let world: SecurityWorld;
  beforeAll(async () => {
    t = await startTestApp();
    world = await buildSecurityWorld(t);
  }, 180_000);
  afterAll(() => t?.close());

  async function attempt(a: Attempt): Promise<void> {
    const { method, template } = splitRoute(a.route);
    const row = ROUTE_MATRIX[a.route];
    const target = a.realTarget ? world.targets[row?.on ?? 'none'] : a.segment;
    const path = fillPath(template, target) + (a.query ? `?${a.query}` : '');
    const token = a.actor === 'owner' ? await world.tokenOf('private') : a.actor === 'manager' ? await world.tokenOf('manager') : null;
    const headers = new Headers(a.headers);
    if (token && !a.headers.authorization) headers.set('authorization', `Bearer ${token}`);
    if (a.body?.contentType) headers.set('content-type', a.body.contentType);
    const res = await fetch(`${t.url}/api/v1${path}`, {
      method,
      headers,
      ...(a.body && method !== 'GET' ? { body: typeof a.body.body === 'string' ? a.body.body : new Uint8Array(a.body.body) } : {}),
    });
    const text = await answerText(res);
    // An optional feature left unconfigured says so with 503 (Facebook login); nothing else may be 5xx.
    const featureOff = res.status === 503 && text.includes('"social_login_unavailable"');
    if (!featureOff) expect(res.status, `5xx for ${describeAttempt(a)}: ${text}`).toBeLessThan(500);
    if (res.status >= 400) {
      let parsed: { errors?: Array<{ code?: unknown; detail?: unknown }> } = {};
      try {
        parsed = JSON.parse(text);
      } catch {
        expect.fail(`${res.status} without a JSON error body (${JSON.stringify(text.slice(0, 200))}) for ${describeAttempt(a)}`);
      }
      expect(parsed.errors?.length, `no errors for ${describeAttempt(a)}`).toBeGreaterThan(0);
      for (const error of parsed.errors ?? []) {
        expect(typeof error.code, `error code for ${describeAttempt(a)}`).toBe('string');
        expect(looksFrench(error.detail), `detail ${JSON.stringify(error.detail)} is not French, for ${describeAttempt(a)}`).toBe(true);
      }
    }
  }

  describe('hostile input', () => {
    it('runs on routes the router has', () => {
      expect(apiRoutes(t.deps).filter(share).length).toBeGreaterThan(0);
    });

    const routes = Object.keys(ROUTE_MATRIX).sort().filter(share);
    it.each(routes)('%s answers hostile requests with a French 4xx and changes nothing', async (route) => {
      const row = ROUTE_MATRIX[route];
      const allowed = route.includes(' /manager/') ? (['anonymous', 'owner', 'manager'] as const) : (['anonymous', 'owner'] as const);
      const actsWithoutBody = ACTS_WITHOUT_BODY.test(route) || row?.fresh === true;
      const before = await databaseChecksum(t);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...allowed),
          fc.boolean(),
          hostileSegment,
          hostileQuery,
          hostileHeaders,
          hostileBody,
          async (actor, realTarget, segment, query, headers, body) => {
            // The account itself acting (closing itself, a pot, refunding) is not hostile input: made-up ids only.
            const authorised = actor !== 'anonymous' && !headers.authorization;
            const real = realTarget && !(actsWithoutBody && authorised) && !(row?.fresh && authorised);
            // ...nor is an allowed caller acting on an id that happens to exist.
            if (!real && actsWithoutBody && authorised && /^\d+$/.test(segment)) return;
            const as = row?.fresh && authorised ? 'anonymous' : actor;
            await attempt({ route, actor: as, realTarget: real, segment, query, headers: headers, body });
          },
        ),
        { numRuns: FUZZ_RUNS, endOnFailure: true, ...(FUZZ_SEED !== undefined ? { seed: FUZZ_SEED } : {}) },
      );
      const after = await databaseChecksum(t);
      expect(
        Object.keys(after).filter((table) => after[table] !== before[table]),
        `${route} changed these tables`,
      ).toEqual([]);
    });
  });
}
