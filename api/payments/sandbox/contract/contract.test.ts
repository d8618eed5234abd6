/**
 * Faithfulness to Mangopay, checked against its documentation rather than against ourselves: for each
 * endpoint, the emulator's answer to the documented request has the documented keys, no others, and
 * the same JSON types (a documented null accepts any type: the docs show nulls for unset fields; an
 * error report's `errors` is a field -> message map whose keys depend on the request).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../../../test/app';
import { rawClient, requestToken, type RawClient } from '../../testing/raw-client';
import * as fixtures from './fixtures';

let sandbox: TestSandbox;
let api: RawClient;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  api = await rawClient(sandbox.url, sandbox.clientId, sandbox.apiKey);
});
afterAll(() => sandbox.close());

const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Differences between an answer and a documented example, as readable lines. */
function shapeDifferences(actual: unknown, documented: unknown, path = '$'): string[] {
  const a = typeOf(actual);
  const d = typeOf(documented);
  if (a === 'null' || d === 'null') return [];
  if (a !== d) return [`${path}: ${a} instead of ${d}`];
  if (d === 'array') {
    const [first] = documented as unknown[];
    return (actual as unknown[]).flatMap((item, i) => (first === undefined ? [] : shapeDifferences(item, first, `${path}[${i}]`)));
  }
  if (d !== 'object') return [];
  if (path.endsWith('.errors')) {
    // Mangopay's field -> message map: its keys depend on the request.
    return Object.entries(actual as object).filter(([, m]) => typeof m !== 'string').map(([k]) => `${path}.${k}: not a message`);
  }
  const docKeys = Object.keys(documented as object);
  if (docKeys.length === 0) return []; // documented as "any object"
  const actualKeys = Object.keys(actual as object);
  return [
    ...docKeys.filter((k) => !actualKeys.includes(k)).map((k) => `${path}.${k}: missing`),
    ...actualKeys.filter((k) => !docKeys.includes(k)).map((k) => `${path}.${k}: not documented`),
    ...docKeys
      .filter((k) => actualKeys.includes(k))
      .flatMap((k) => shapeDifferences((actual as Record<string, unknown>)[k], (documented as Record<string, unknown>)[k], `${path}.${k}`)),
  ];
}

function expectDocumented(answer: unknown, fixture: fixtures.Fixture): void {
  expect(shapeDifferences(answer, fixture.response), fixture.source).toEqual([]);
}

describe('answers match the documented examples', () => {
  it('POST oauth/token', async () => {
    expectDocumented((await requestToken(sandbox.url, sandbox.clientId, sandbox.apiKey)).body, fixtures.oauthToken);
  });

  it('POST users/natural', async () => {
    const answer = await api.call('POST', '/users/natural', fixtures.createNaturalUser.request);
    expect(answer.status).toBe(200);
    expectDocumented(answer.body, fixtures.createNaturalUser);
  });

  it('POST users/legal, and GET users/{id}', async () => {
    const answer = await api.call('POST', '/users/legal', fixtures.createLegalUser.request);
    expect(answer.status).toBe(200);
    expectDocumented(answer.body, fixtures.createLegalUser);
    expectDocumented((await api.call('GET', `/users/${answer.body.Id}`)).body, fixtures.createLegalUser);
  });

  it('POST wallets', async () => {
    const owner = (await api.call('POST', '/users/natural', fixtures.createNaturalUser.request)).body;
    const answer = await api.call('POST', '/wallets', { ...fixtures.createWallet.request, Owners: [owner.Id] });
    expect(answer.status).toBe(200);
    expectDocumented(answer.body, fixtures.createWallet);
  });

  it('GET responses/{IdempotencyKey}', async () => {
    const key = randomUUID();
    await api.call('POST', '/users/natural', fixtures.createNaturalUser.request, { 'Idempotency-Key': key });
    expectDocumented((await api.call('GET', `/responses/${key}`)).body, fixtures.viewApiResponse);
  });

  it('GET events', async () => {
    sandbox.context.emit({ clientId: sandbox.clientId, EventType: 'UBO_DECLARATION_CREATED', ResourceId: '1' });
    expectDocumented((await api.call('GET', '/events')).body, fixtures.listEvents);
  });

  it('error reports: 400 param_error, 404 ressource_not_found, 409 idempotent_creation_conflict', async () => {
    const invalid = await api.call('POST', '/wallets', {});
    expect(invalid.status).toBe(400);
    expectDocumented(invalid.body, fixtures.errorParam);
    const missing = await api.call('GET', '/users/123456789');
    expect(missing.status).toBe(404);
    expectDocumented(missing.body, fixtures.errorNotFound);
    const key = randomUUID();
    await api.call('POST', '/users/natural', fixtures.createNaturalUser.request, { 'Idempotency-Key': key });
    const conflict = await api.call('POST', '/users/natural', fixtures.createNaturalUser.request, { 'Idempotency-Key': key });
    expect(conflict.status).toBe(409);
    expectDocumented(conflict.body, fixtures.errorIdempotency);
  });

  it('notices a difference (the checker itself)', () => {
    expect(shapeDifferences({ a: 1, b: 'x' }, { a: 'x', c: null })).toEqual(['$.c: missing', '$.b: not documented', '$.a: number instead of string']);
  });
});
