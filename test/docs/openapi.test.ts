/**
 * The OpenAPI reference (api/openapi/) against the router: every route is documented and every
 * documented route exists; each documented request body's example passes the zod schema the route
 * parses it with, and the route itself, sent that example by a caller who may use it on the world's
 * own resources, does not refuse it as invalid; refusals have the documented error shape; the page
 * loads nothing but the product's own files.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRouters } from '../../api/app';
import { API_PREFIX } from '../../api/http/api-prefix';
import { errorBodySchema, openApiPath } from '../../api/openapi/document';
import type { ApiOperation, BodyVariant } from '../../api/openapi/operation';
import { apiOperations } from '../../api/openapi/operations';
import { newIdempotencyKey } from '../../api/payments/donations/testing/donation-flows';
import { startTestApp, type TestContext } from '../app';
import { bearer, buildCompany, buildUser, signInAs } from '../factories';
import { fillPath } from '../security/api-routes';
import { ROUTE_MATRIX } from '../security/route-matrix';
import { buildSecurityWorld, type SecurityWorld } from '../security/security-world';
import { routerRoutes } from './routes-doc';

type Json = Record<string, any>;

let t: TestContext;
let world: SecurityWorld;
let doc: Json;
beforeAll(async () => {
  t = await startTestApp();
  world = await buildSecurityWorld(t);
  doc = (await (await t.request(`${API_PREFIX}/openapi.json`)).json()) as Json;
}, 180_000);
afterAll(() => t?.close());

const operations = () => apiOperations(t.deps, t.clock.now());
const jsonVariants = (op: ApiOperation): BodyVariant[] => (op.body?.kind === 'json' ? op.body.variants : []);
const key = (op: Pick<ApiOperation, 'method' | 'path'>) => `${op.method.toUpperCase()} ${op.path}`;

/** The examples of an operation's JSON body, as the served document gives them, in the variants' order. */
function documentedExamples(op: ApiOperation): unknown[] {
  const content = doc.paths[openApiPath(op.path)]?.[op.method]?.requestBody?.content?.['application/json'];
  return Object.values((content?.examples ?? {}) as Record<string, { value: unknown }>).map((e) => e.value);
}

/**
 * Answers other than success that a documented example gets in the test world, none of them about the
 * body's form: single-use links and secrets that only an e-mail or the provider hands out, ids of the
 * provider that the example cannot know, and features this world leaves off.
 */
const NOT_ABOUT_THE_FORM: Record<string, { status: number; codes?: string[] }> = {
  'POST /user/auth': { status: 401 }, // nobody has the example's e-mail
  'POST /user/auth/second_factor': { status: 401, codes: ['second_factor_challenge_invalid'] }, // only a right password hands out a challenge
  // The owner's password was changed by PUT /user/pwd/update's example before these run: no enrolment starts.
  'POST /user/second_factor': { status: 422, codes: ['current_password_invalid'] },
  'POST /user/second_factor/confirmation': { status: 409, codes: ['second_factor_not_pending'] },
  'POST /user/second_factor/deactivation': { status: 422, codes: ['current_password_invalid'] },
  'POST /user/pwd/reset/confirm': { status: 422, codes: ['reset_token_invalid'] },
  'POST /user/email/revert': { status: 422, codes: ['revert_token_invalid'] },
  'POST /user/email/confirm': { status: 422, codes: ['email_change_token_invalid'] },
  'POST /user/auth/facebook': { status: 503 },
  'POST /user/signup/fb': { status: 503 },
  'POST /signup/facebook': { status: 503 },
  'POST /subscribers/confirm': { status: 404 },
  'POST /subscribers/unsubscribe': { status: 404 },
  'PUT /user/register_card/:Id': { status: 422, codes: ['card_registration_failed'] },
  'PUT /user/quick_register_card/:Id': { status: 422, codes: ['card_registration_failed'] },
  'POST /cagnottes/:id/donations': { status: 404 },
  'POST /cagnottes/:id/quick_donations': { status: 404 },
  'POST /payments/return': { status: 404 },
  'POST /donations/:id/thanks': { status: 404 }, // only the donor's session or quick token reads it
  'POST /cagnottes/:id/subscriptions': { status: 422, codes: ['mandate_not_found'] },
  'POST /user/register_kyc': { status: 422, codes: ['kyc_upload_failed'] }, // the provider reads no file under 1 kB
  'POST /charity_invitations/:token/accept': { status: 404 }, // only an e-mail hands out the token
  'PUT /charity/payout_account': { status: 422, codes: ['legal_details_missing', 'sca_not_enrolled'] }, // SCA is done on the provider's page
};

/** Who sends an example: a manager on manager routes, the company where only a company may, else the world's private owner. */
async function callerFor(op: ApiOperation, variant: BodyVariant): Promise<string | null> {
  if (op.access === 'public') return null;
  if (op.access === 'manager') return world.tokenOf('manager');
  if (op.access === 'charity') return signInAs(t.db.knex, t.clock, await buildUser(t.db.knex, { role_id: 4, assoc_id: world.targets.charity as number }));
  if (op.path === '/share/emails' || variant.name?.startsWith('Company') || variant.name === 'Representative') {
    return signInAs(t.db.knex, t.clock, await buildCompany(t.db.knex));
  }
  return world.tokenOf('private');
}

describe('the OpenAPI reference', () => {
  it('is served at /api/v1/openapi.json as OpenAPI 3.1, public and cacheable', async () => {
    const res = await t.request(`${API_PREFIX}/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: API_PREFIX }]);
    const again = await t.request(`${API_PREFIX}/openapi.json`, { headers: { 'If-None-Match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('is valid OpenAPI: no error by the rules of Redocly’s recommended set', async () => {
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: '/openapi.json', config: await createConfig({ extends: ['recommended'] }) });
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it('documents every route of the router, and no route the router does not have', () => {
    const routed = routerRoutes(apiRouters(t.deps)).flatMap((r) => r.methods.map((m) => `${m} ${openApiPath(r.path)}`));
    const documented = Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`));
    expect(routed.length).toBeGreaterThan(100);
    expect(routed.filter((r) => !documented.includes(r)), 'routes missing from the reference').toEqual([]);
    expect(documented.filter((d) => !routed.includes(d)), 'documented routes the router does not have').toEqual([]);
  });

  it('gives every documented JSON body an example per kind of body', () => {
    const withBodies = operations().filter((op) => op.body?.kind === 'json');
    expect(withBodies.length).toBeGreaterThan(35);
    for (const op of withBodies) expect(documentedExamples(op).length, key(op)).toBe(jsonVariants(op).length);
  });

  const cases = () => operations().flatMap((op) => jsonVariants(op).map((variant, i) => ({ op, variant, i })));

  it('has examples that pass the schema each route parses its body with', () => {
    for (const { op, variant, i } of cases()) {
      const example = documentedExamples(op)[i] as Json;
      const fields = variant.wrapper ? example[variant.wrapper] : example;
      const parsed = z.safeParse(variant.schema, { ...variant.implied, ...fields });
      expect(parsed.success ? [] : parsed.error.issues, `${key(op)} ${variant.name ?? ''}`).toEqual([]);
    }
  });

  it('has examples that the routes themselves do not refuse as invalid', async () => {
    const refused: string[] = [];
    for (const { op, variant, i } of cases()) {
      const route = key(op);
      const token = await callerFor(op, variant);
      const path = fillPath(op.path, world.targets[ROUTE_MATRIX[`${op.method.toUpperCase()} ${op.path}`]?.on ?? 'none']);
      const headers = { ...(token ? bearer(token) : {}), ...(op.idempotent ? { 'Idempotency-Key': newIdempotencyKey() } : {}) };
      const res = await t.request(`${API_PREFIX}${path}`, { method: op.method.toUpperCase(), headers, json: documentedExamples(op)[i] });
      const body = (await res.json().catch(() => null)) as Json | null;
      if (res.status < 400) continue;
      const allowed = NOT_ABOUT_THE_FORM[route];
      const codes = (body?.errors ?? []).map((e: Json) => e.code);
      if (allowed && allowed.status === res.status && (!allowed.codes || codes.every((c: string) => allowed.codes?.includes(c)))) continue;
      refused.push(`${route} ${variant.name ?? ''}: ${res.status} ${JSON.stringify(body)}`);
    }
    expect(refused).toEqual([]);
  }, 120_000);

  it('documents the error shape that a refusal has', async () => {
    const res = await t.request(`${API_PREFIX}/user/auth`, { method: 'POST', json: {} });
    expect(res.status).toBe(422);
    expect(errorBodySchema.safeParse(await res.json()).success).toBe(true);
    expect(doc.components.schemas.Error.required).toEqual(['errors']);
  });
});

describe('the reference page', () => {
  it('shows the document with the Redoc script the product serves itself, and nothing from elsewhere', async () => {
    const page = await t.request(`${API_PREFIX}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain(`spec-url="${API_PREFIX}/openapi.json"`);
    expect([...html.matchAll(/src="([^"]+)"/g)].map((m) => m[1])).toEqual([`${API_PREFIX}/docs/redoc.standalone.js`]);
    expect(html).not.toMatch(/https?:\/\//);
    const script = await t.request(`${API_PREFIX}/docs/redoc.standalone.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });
});
