/**
 * Idempotency-Key at the emulator, over plain HTTP: one resource per key, 409 on reuse within 24 h
 * (also for a key whose first answer was an error, and also when the requests arrive together), the
 * first answer at GET responses/{key}, malformed keys refused.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { naturalPayer, rawClient, type RawClient } from './testing/raw-client';
import { startTestSandbox, type TestSandbox } from './testing/test-sandbox';

let sandbox: TestSandbox;
let api: RawClient;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  api = await rawClient(sandbox.url, sandbox.clientId, sandbox.apiKey);
});
afterAll(() => sandbox.close());

const createUser = (key: string, overrides: Record<string, unknown> = {}) =>
  api.call('POST', '/sca/users/natural', naturalPayer(overrides), { 'Idempotency-Key': key });

describe('Idempotency-Key', () => {
  it('creates once, answers 409 to the same key, and serves the first answer at responses/{key}', async () => {
    const key = randomUUID();
    const before = sandbox.records('users').length;
    const first = await createUser(key, { FirstName: 'First' });
    const second = await createUser(key, { FirstName: 'Second' });
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      Type: 'idempotent_creation_conflict',
      Message: 'A resource has already been created with this Idempotency Key',
      errors: null,
    });
    expect(sandbox.records('users').length).toBe(before + 1);
    const stored = await api.call('GET', `/responses/${key}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual({
      StatusCode: '200',
      ContentLength: String(Buffer.byteLength(JSON.stringify(first.body))),
      ContentType: 'application/json; charset=utf-8',
      Date: 'Sun, 22 Nov 2026 10:00:00 GMT',
      RequestURL: `${sandbox.url}/v2.01/${sandbox.clientId}/sca/users/natural`,
      Resource: first.body,
    });
  });

  it('lets exactly one of several concurrent requests with the same key through', async () => {
    const key = `concurrent-${randomUUID().slice(0, 20)}`;
    const before = sandbox.records('users').length;
    const answers = await Promise.all(Array.from({ length: 6 }, () => createUser(key)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(sandbox.records('users').length).toBe(before + 1);
  });

  it('blocks a key whose first answer was an error, and keeps that error as the answer', async () => {
    const key = randomUUID();
    const first = await createUser(key, { LastName: undefined });
    expect(first.status).toBe(400);
    expect((await createUser(key)).status).toBe(409);
    const stored = await api.call('GET', `/responses/${key}`);
    expect(stored.body).toMatchObject({
      StatusCode: '400',
      Resource: { Type: 'param_error', errors: { LastName: 'The LastName field is required.' } },
    });
  });

  it('accepts the key again after 24 hours on the sandbox clock', async () => {
    const key = randomUUID();
    expect((await createUser(key)).status).toBe(200);
    sandbox.clock.advance(24 * 3600 * 1000 - 1000);
    expect((await createUser(key)).status).toBe(409);
    sandbox.clock.advance(1000);
    expect((await api.call('GET', `/responses/${key}`)).status).toBe(404);
    expect((await createUser(key)).status).toBe(200);
  });

  it('refuses keys outside 16-36 characters [A-Za-z0-9-] without creating anything', async () => {
    const before = sandbox.records('users').length;
    for (const key of ['short-key', 'x'.repeat(37), 'has_underscore_123456', 'has space 1234567890']) {
      const answer = await createUser(key);
      expect(answer.status, key).toBe(400);
      expect(answer.body.errors).toHaveProperty('Idempotency-Key');
    }
    expect(sandbox.records('users').length).toBe(before);
  });

  it('answers 404 at responses/{key} for a key never used', async () => {
    const answer = await api.call('GET', `/responses/${randomUUID()}`);
    expect(answer.status).toBe(404);
    expect(answer.body.Type).toBe('ressource_not_found');
  });
});
