/**
 * The emulator over plain HTTP: OAuth, routing, users, wallets, error shapes, isolation per client id,
 * events and control routes — what any client of Mangopay's REST API sees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from './clock';
import { naturalPayer, rawClient, rawRequest, requestToken, type RawClient } from './testing/raw-client';
import { startSandbox, type RunningSandbox } from './start';
import { startTestSandbox, type TestSandbox } from './testing/test-sandbox';
import { controlHeaders } from './control-access';

let sandbox: TestSandbox;
let a: RawClient;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  a = await rawClient(sandbox.url, sandbox.clientId, sandbox.apiKey);
});
afterAll(() => sandbox.close());

const errorShape = { Message: expect.any(String), Type: expect.any(String), Id: expect.stringMatching(/#\d+$/), Date: expect.any(Number) };

describe('OAuth', () => {
  it('gives a bearer token living at least 120 s for any client id with the right key', async () => {
    const answer = await requestToken(sandbox.url, 'another-client', sandbox.apiKey);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      access_token: expect.stringMatching(/^[0-9a-f]{32}$/),
      token_type: 'bearer',
      expires_in: expect.any(Number),
    });
    expect(answer.body.expires_in).toBeGreaterThanOrEqual(120);
  });

  it('refuses a wrong API key with 401', async () => {
    const answer = await requestToken(sandbox.url, sandbox.clientId, 'not-the-key');
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe('invalid_client');
  });

  it('refuses calls without a token, or with the token of another client id', async () => {
    const none = await rawRequest(`${sandbox.url}/v2.01/${sandbox.clientId}/users/1`);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ ...errorShape, Type: 'invalid_credentials', errors: null });
    const other = await rawClient(sandbox.url, 'someone-else', sandbox.apiKey);
    const crossed = await rawRequest(`${sandbox.url}/v2.01/${sandbox.clientId}/users/1`, {
      headers: { Authorization: `Bearer ${other.token}` },
    });
    expect(crossed.status).toBe(401);
  });
});

describe('routing', () => {
  it('matches paths case-insensitively and tolerates trailing and doubled slashes', async () => {
    const created = await a.call('POST', '/Sca/Users/NATURAL/', naturalPayer());
    expect(created.status).toBe(200);
    const id = created.body.Id as string;
    for (const path of [`/sca/users/${id}`, `/SCA/USERS/${id}/`, `//sca//users//${id}//`, `/Users/Natural/${id}`]) {
      const read = await a.call('GET', path);
      expect(read.status, path).toBe(200);
      expect(read.body.Id).toBe(id);
    }
    const upperVersion = await rawRequest(`${sandbox.url}/V2.01/${a.clientId}/sca/users/${id}`, {
      headers: { Authorization: `Bearer ${a.token}` },
    });
    expect(upperVersion.body.Id).toBe(id);
  });

  it('answers an unknown endpoint with a 404 in Mangopay shape', async () => {
    const answer = await a.call('GET', '/no/such/thing');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ Type: 'ressource_not_found' });
  });
});

describe('users', () => {
  it('creates a natural PAYER with numeric string id, KYCLevel LIGHT and owner-only fields null', async () => {
    const answer = await a.call('POST', '/sca/users/natural', naturalPayer({ Birthday: 315532800, Tag: 't1' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      Id: expect.stringMatching(/^\d+$/),
      PersonType: 'NATURAL',
      KYCLevel: 'LIGHT',
      UserCategory: 'PAYER',
      UserStatus: 'ACTIVE',
      Birthday: null,
      Tag: 't1',
      CreationDate: Date.parse('2026-11-22T10:00:00Z') / 1000,
      Address: { AddressLine1: '3 rue de la Cité', AddressLine2: null, City: 'Paris', Region: null, PostalCode: '75004', Country: 'FR' },
    });
  });

  it('answers missing and wrong fields with a 400 param_error naming each field', async () => {
    const answer = await a.call('POST', '/sca/users/natural', naturalPayer({ FirstName: undefined, Email: 'nope', UserCategory: 'OWNER' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      ...errorShape,
      Type: 'param_error',
      errors: {
        FirstName: 'The FirstName field is required.',
        Email: 'The Email field is not a valid e-mail address.',
        Birthday: 'The Birthday field is required.',
        Nationality: 'The Nationality field is required.',
        CountryOfResidence: 'The CountryOfResidence field is required.',
      },
    });
  });

  it('answers GET users/natural/{id} for a natural user only', async () => {
    const created = await a.call('POST', '/sca/users/legal', {
      UserCategory: 'PAYER',
      LegalPersonType: 'ORGANIZATION',
      Name: 'Asso',
      Email: 'asso@example.com',
      LegalRepresentative: { FirstName: 'Alex', LastName: 'Smith' },
    });
    expect(created.status).toBe(200);
    expect((await a.call('GET', `/users/legal/${created.body.Id}`)).body).toMatchObject({ Id: created.body.Id, PersonType: 'LEGAL' });
    const asNatural = await a.call('GET', `/users/natural/${created.body.Id}`);
    expect(asNatural.status).toBe(404);
    expect(asNatural.body.errors).toEqual({ RessourceNotFound: `Cannot found the ressource UserNatural with the id=${created.body.Id}` });
  });

  it('answers the legacy user endpoints retired on 15 December 2025 with a 404 naming the SCA endpoint, creating nothing', async () => {
    const user = (await a.call('POST', '/sca/users/natural', naturalPayer())).body;
    const before = (await a.call('GET', '/users?per_page=100')).body.length;
    const retired: Array<[string, string, string]> = [
      ['POST', '/users/natural', 'POST sca/users/natural'],
      ['POST', '/users/legal', 'POST sca/users/legal'],
      ['PUT', `/users/natural/${user.Id}`, 'PUT sca/users/natural/{UserId}'],
      ['PUT', `/users/legal/${user.Id}`, 'PUT sca/users/legal/{UserId}'],
      ['GET', `/users/${user.Id}`, 'GET sca/users/{UserId}'],
    ];
    for (const [method, path, instead] of retired) {
      const answer = await a.call(method, path, method === 'GET' ? undefined : naturalPayer({ FirstName: 'Changed' }));
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toMatchObject({ Type: 'ressource_not_found', Message: expect.stringContaining(`call ${instead}`) });
    }
    expect((await a.call('GET', '/users?per_page=100')).body).toHaveLength(before);
    expect((await a.call('GET', `/sca/users/${user.Id}`)).body.FirstName).toBe(user.FirstName);
  });
});

describe('wallets', () => {
  it('creates a wallet with a zero balance in cents, lists it under its owner, with no transactions yet', async () => {
    const user = (await a.call('POST', '/sca/users/natural', naturalPayer())).body;
    const wallet = await a.call('POST', '/wallets', { Owners: [user.Id], Currency: 'EUR', Description: 'Main' });
    expect(wallet.status).toBe(200);
    expect(wallet.body).toEqual({
      Description: 'Main',
      Owners: [user.Id],
      Id: expect.stringMatching(/^\d+$/),
      Balance: { Currency: 'EUR', Amount: 0 },
      Currency: 'EUR',
      FundsType: 'DEFAULT',
      Tag: null,
      CreationDate: expect.any(Number),
    });
    const listed = await a.call('GET', `/users/${user.Id}/wallets`);
    expect(listed.body.map((w: { Id: string }) => w.Id)).toEqual([wallet.body.Id]);
    const transactions = await a.call('GET', `/wallets/${wallet.body.Id}/transactions?per_page=5`);
    expect(transactions.status).toBe(200);
    expect(transactions.body).toEqual([]);
    expect(transactions.headers.get('x-number-of-items')).toBe('0');
  });

  it('refuses an unknown owner and answers 404 for an unknown wallet', async () => {
    const refused = await a.call('POST', '/wallets', { Owners: ['999'], Currency: 'EUR', Description: 'x' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('Owners');
    const missing = await a.call('GET', '/wallets/999');
    expect(missing.status).toBe(404);
    expect(missing.body.Type).toBe('ressource_not_found');
  });
});

describe('state per client id', () => {
  it('keeps each client id apart', async () => {
    const user = (await a.call('POST', '/sca/users/natural', naturalPayer())).body;
    const b = await rawClient(sandbox.url, `${sandbox.clientId}-b`, sandbox.apiKey);
    expect((await b.call('GET', `/sca/users/${user.Id}`)).status).toBe(404);
    const own = (await b.call('POST', '/sca/users/natural', naturalPayer())).body;
    expect(own.Id).toBe('100000001');
    expect(sandbox.store.get(b.clientId).list('users')).toHaveLength(1);
  });
});

describe('events', () => {
  it('filters by type and date range, and refuses dates older than 45 days', async () => {
    const c = await rawClient(sandbox.url, `${sandbox.clientId}-events`, sandbox.apiKey);
    const emit = (EventType: string, ResourceId: string) => sandbox.context.emit({ clientId: c.clientId, EventType, ResourceId });
    const first = emit('PAYIN_NORMAL_CREATED', '1');
    sandbox.clock.advance(60_000);
    emit('PAYIN_NORMAL_SUCCEEDED', '1');
    emit('PAYOUT_NORMAL_CREATED', '2');
    const all = await c.call('GET', '/events');
    expect(all.body).toHaveLength(3);
    const succeeded = await c.call('GET', '/events?EventType=PAYIN_NORMAL_SUCCEEDED');
    expect(succeeded.body).toEqual([{ ResourceId: '1', EventType: 'PAYIN_NORMAL_SUCCEEDED', Date: first.Date + 60 }]);
    const later = await c.call('GET', `/events?AfterDate=${first.Date}&Sort=Date:DESC`);
    expect(later.body.map((e: { EventType: string }) => e.EventType)).toEqual(['PAYIN_NORMAL_SUCCEEDED', 'PAYOUT_NORMAL_CREATED']);
    const before = await c.call('GET', `/events?BeforeDate=${first.Date + 1}`);
    expect(before.body.map((e: { EventType: string }) => e.EventType)).toEqual(['PAYIN_NORMAL_CREATED']);
    const tooOld = await c.call('GET', `/events?AfterDate=${first.Date - 46 * 86_400}`);
    expect(tooOld.status).toBe(400);
    expect(tooOld.body.errors).toEqual({ AfterDate: 'Events older than 45 days can not be searched' });
  });
});

describe('control routes', () => {
  it('resets a client id and shows the records', async () => {
    const c = await rawClient(sandbox.url, `${sandbox.clientId}-reset`, sandbox.apiKey);
    await c.call('POST', '/sca/users/natural', naturalPayer());
    const records = await rawRequest(`${sandbox.url}/__sandbox/${c.clientId}/resources/users`, { headers: controlHeaders(sandbox) });
    expect(records.body).toHaveLength(1);
    expect(
      (await rawRequest(`${sandbox.url}/__sandbox/${c.clientId}/reset`, { method: 'POST', headers: controlHeaders(sandbox) })).status,
    ).toBe(200);
    expect((await rawRequest(`${sandbox.url}/__sandbox/${c.clientId}/resources/users`, { headers: controlHeaders(sandbox) })).body).toEqual(
      [],
    );
    expect((await c.call('GET', '/users')).status).toBe(200); // the token survives a reset
  });

  it('advances a manual clock, and offers no clock control on the system clock', async () => {
    const before = sandbox.clock.now().getTime();
    const moved = await rawRequest(`${sandbox.url}/__sandbox/clock/advance`, {
      method: 'POST',
      body: { ms: 3_600_000 },
      headers: controlHeaders(sandbox),
    });
    expect(moved.status).toBe(200);
    expect(sandbox.clock.now().getTime()).toBe(before + 3_600_000);
    const real: RunningSandbox = await startSandbox({ clock: systemClock });
    try {
      const refused = await rawRequest(`${real.url}/__sandbox/clock/advance`, {
        method: 'POST',
        body: { ms: 1 },
        headers: controlHeaders(real),
      });
      expect(refused.status).toBe(404);
    } finally {
      await real.close();
    }
  });
});
