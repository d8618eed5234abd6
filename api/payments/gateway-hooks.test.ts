/**
 * Hooks and events through the gateway (the real SDK over HTTP): registration at start-up (idempotent,
 * one hook per event type), delivery to a listener on this machine (`GET Url?EventType&RessourceId&Date`),
 * retries on the provider's clock, invalidation after 100 failures in a row, and the event list with its
 * filters. Delivery needs a listener the provider can reach: emulator only.
 */
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventType } from './gateway-hooks';
import { registerProductHooks } from './provider';
import { sandboxControl, startHookListener, type HookListener } from '@entraide/mangopay-sandbox/testing';
import { fundWallet, realMangopayConfigured, startProviderTarget, type ProviderTarget } from './testing/provider-target';

let target: ProviderTarget;
let listener: HookListener;

beforeAll(async () => {
  target = await startProviderTarget();
  listener = await startHookListener();
});
afterAll(async () => {
  await listener.close();
  await target.close();
});
beforeEach(() => {
  listener.mode = 'ok';
});

const owner = (email = `hooks+accept-${randomUUID().slice(0, 8)}@example.com`) =>
  target.gateway.createNaturalUserSca(
    {
      UserCategory: 'OWNER',
      TermsAndConditionsAccepted: true,
      FirstName: 'Hugo',
      LastName: 'Martin',
      Email: email,
      Birthday: 315532800,
      Nationality: 'FR',
      CountryOfResidence: 'FR',
      PhoneNumber: '0611111111',
      PhoneNumberCountry: 'FR',
    },
    randomUUID(),
  );
const kycDocument = async (userId: string) => target.gateway.createKycDocument(userId, { Type: 'IDENTITY_PROOF' }, randomUUID());
const ofResource = (id: string) => (call: { query: Record<string, string> }) => call.query.RessourceId === id;

describe('hook registration', () => {
  it('creates one hook per event type, changes nothing when run again, and re-points them to a new URL', async () => {
    const types: EventType[] = ['TRANSFER_NORMAL_SUCCEEDED', 'TRANSFER_NORMAL_FAILED'];
    const first = target.kind === 'emulator' ? listener.url : `https://entraide.example/contract-${randomUUID()}`;
    const created = await target.gateway.registerHooks(types, first);
    expect(created.created.length + created.updated.length).toBe(2);
    expect(await target.gateway.registerHooks(types, first)).toEqual({ created: [], updated: [], unchanged: types });
    const hooks = (await target.gateway.listHooks()).filter((h) => types.includes(h.EventType));
    expect(hooks).toEqual(types.map((t) => expect.objectContaining({ EventType: t, Url: first, Status: 'ENABLED', Validity: 'VALID' })));
    const moved = await target.gateway.registerHooks(types, `${first}?moved=1`);
    expect(moved).toEqual({ created: [], updated: types, unchanged: [] });
    expect((await target.gateway.listHooks()).filter((h) => types.includes(h.EventType)).map((h) => h.Url)).toEqual([
      `${first}?moved=1`,
      `${first}?moved=1`,
    ]);
  });

  it('registers the product’s hooks at start-up to {PUBLIC_URL}/api/v1/payments/hooks, and logs a failure without throwing', async () => {
    const logs: Array<{ level: number; msg: string }> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line) as { level: number; msg: string }) });
    await registerProductHooks(target.gateway, 'https://entraide.example/', logger);
    const hooks = await target.gateway.listHooks();
    expect(hooks.find((h) => h.EventType === 'PAYIN_NORMAL_SUCCEEDED')).toMatchObject({
      Url: 'https://entraide.example/api/v1/payments/hooks',
      Status: 'ENABLED',
    });
    expect(hooks.find((h) => h.EventType === 'USER_KYC_REGULAR')).toBeDefined();
    await registerProductHooks(target.gateway, 'not a url', logger);
    expect(logs.map((l) => l.msg)).toEqual([
      'payment provider hooks registered',
      'payment provider hooks could not be registered; retried at next start',
    ]);
  });
});

describe.skipIf(realMangopayConfigured())('hook delivery (emulator only: the provider must reach a listener on this machine)', () => {
  beforeAll(async () => {
    await target.gateway.registerHooks(['KYC_CREATED'], listener.url);
  });

  it('sends GET Url?EventType=...&RessourceId=...&Date=<unix seconds> for an event, after answering the call', async () => {
    const user = await owner();
    const doc = await kycDocument(user.Id);
    const [call] = await listener.waitFor(1, ofResource(doc.Id));
    expect(call).toEqual({
      path: '/api/v1/payments/hooks',
      query: { EventType: 'KYC_CREATED', RessourceId: doc.Id, Date: String(doc.CreationDate) },
      answered: 200,
    });
  });

  it('delivers the events of every module, e.g. PAYIN_NORMAL_SUCCEEDED of a card pay-in and TRANSFER_NORMAL_SUCCEEDED', async () => {
    await target.gateway.registerHooks(['PAYIN_NORMAL_SUCCEEDED', 'TRANSFER_NORMAL_SUCCEEDED'], listener.url);
    const a = await owner();
    const b = await owner();
    const [walletA, walletB] = await Promise.all(
      [a, b].map((u) => target.gateway.createWallet({ ownerId: u.Id, Currency: 'EUR', Description: 'Dons' }, randomUUID())),
    );
    const { payIns } = await fundWallet(target.gateway, walletA!.Id, 2000);
    const transfer = await target.gateway.createTransfer(
      {
        AuthorId: a.Id,
        DebitedWalletId: walletA!.Id,
        CreditedWalletId: walletB!.Id,
        DebitedFunds: { Currency: 'EUR', Amount: 500 },
        Fees: { Currency: 'EUR', Amount: 0 },
      },
      randomUUID(),
    );
    const [payInCall] = await listener.waitFor(1, ofResource(payIns[0]!.Id));
    const [transferCall] = await listener.waitFor(1, ofResource(transfer.Id));
    expect([payInCall?.query.EventType, transferCall?.query.EventType]).toEqual(['PAYIN_NORMAL_SUCCEEDED', 'TRANSFER_NORMAL_SUCCEEDED']);
  });

  it('retries a failed delivery 10 minutes later on the provider’s clock, and stops once it is delivered', async () => {
    listener.mode = 'fail';
    const doc = await kycDocument((await owner()).Id);
    await listener.waitFor(1, ofResource(doc.Id));
    await target.advance(9 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listener.calls.filter(ofResource(doc.Id))).toHaveLength(1);
    listener.mode = 'ok';
    await target.advance(60_000);
    const calls = await listener.waitFor(2, ofResource(doc.Id));
    expect(calls.map((c) => c.answered)).toEqual([500, 200]);
    expect(calls[1]?.query).toEqual(calls[0]?.query);
    await target.advance(8 * 3600_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listener.calls.filter(ofResource(doc.Id))).toHaveLength(2);
  });

  it('keeps retrying every 8 hours after the first hour, and gives up after 3 days', async () => {
    listener.mode = 'fail';
    const doc = await kycDocument((await owner()).Id);
    await listener.waitFor(1, ofResource(doc.Id));
    const step = async (ms: number, calls: number) => {
      await target.advance(ms);
      await listener.waitFor(calls, ofResource(doc.Id));
    };
    for (let retry = 1; retry <= 6; retry++) await step(10 * 60_000, 1 + retry);
    await target.advance(7 * 3600_000); // 8 h after the first attempt: the next retry is at 9 h
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listener.calls.filter(ofResource(doc.Id))).toHaveLength(7);
    await step(3600_000, 8);
    for (let retry = 9; retry <= 16; retry++) await step(8 * 3600_000, retry);
    await target.advance(30 * 86_400_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listener.calls.filter(ofResource(doc.Id))).toHaveLength(16);
    const deliveries = await sandboxControl(target.sandbox!, 'GET', `/${target.sandbox!.clientId}/hooks/deliveries`);
    expect(deliveries.pending.filter((d: { RessourceId: string }) => d.RessourceId === doc.Id)).toEqual([]);
  });

  it('counts no answer within 2 s as a failure', async () => {
    listener.mode = 'hang';
    const doc = await kycDocument((await owner()).Id);
    await listener.waitFor(1, ofResource(doc.Id));
    await new Promise((resolve) => setTimeout(resolve, 2300));
    const { log } = await sandboxControl(target.sandbox!, 'GET', `/${target.sandbox!.clientId}/hooks/deliveries`);
    expect(log.find((a: { Url: string }) => a.Url.includes(`RessourceId=${doc.Id}`))).toMatchObject({
      Outcome: 'FAILED',
      HttpStatus: null,
      Error: 'no answer within 2000 ms',
    });
  });

  it('makes the hook INVALID after 100 failed deliveries in a row, sends nothing more, and start-up registration revives it', async () => {
    const clientId = target.sandbox!.clientId;
    // Earlier tests left failed deliveries pending: deliver them, which also starts a fresh count.
    expect((await sandboxControl(target.sandbox!, 'POST', `/${clientId}/hooks/deliver`)).pending).toBe(0);
    listener.mode = 'fail';
    const user = await owner();
    const doc = await kycDocument(user.Id);
    await listener.waitFor(1, ofResource(doc.Id));
    for (let round = 2; round <= 100; round++) await sandboxControl(target.sandbox!, 'POST', `/${clientId}/hooks/deliver`);
    expect(listener.calls.filter(ofResource(doc.Id))).toHaveLength(100);
    const hook = (await target.gateway.listHooks()).find((h) => h.EventType === 'KYC_CREATED');
    expect(hook).toMatchObject({ Validity: 'INVALID', Status: 'ENABLED' });
    listener.mode = 'ok';
    const later = await kycDocument(user.Id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listener.calls.filter(ofResource(later.Id))).toHaveLength(0);
    expect(await target.gateway.registerHooks(['KYC_CREATED'], listener.url)).toEqual({
      created: [],
      updated: ['KYC_CREATED'],
      unchanged: [],
    });
    const revived = await kycDocument(user.Id);
    expect(await listener.waitFor(1, ofResource(revived.Id))).toHaveLength(1);
  });
});

describe('events', () => {
  it('lists the events of the provider, filtered by type and by date', async () => {
    const user = await owner();
    const a = await kycDocument(user.Id);
    await target.advance(2000);
    const b = await kycDocument(user.Id);
    const created = await target.eventually(
      () => target.gateway.listEvents({ EventType: 'KYC_CREATED', Sort: 'Date:DESC', PerPage: 100 }),
      (events) => [a.Id, b.Id].every((id) => events.some((e) => e.ResourceId === id)),
    );
    const dateOf = (id: string) => created.find((e) => e.ResourceId === id)?.Date ?? NaN;
    expect(created.every((e) => e.EventType === 'KYC_CREATED')).toBe(true);
    expect(dateOf(b.Id)).toBeGreaterThan(dateOf(a.Id));
    const after = await target.gateway.listEvents({ EventType: 'KYC_CREATED', AfterDate: dateOf(a.Id), PerPage: 100 });
    expect(after.map((e) => e.ResourceId)).toContain(b.Id);
    expect(after.map((e) => e.ResourceId)).not.toContain(a.Id);
    const before = await target.gateway.listEvents({ EventType: 'KYC_CREATED', BeforeDate: dateOf(b.Id), PerPage: 100 });
    expect(before.map((e) => e.ResourceId)).toContain(a.Id);
    expect(before.map((e) => e.ResourceId)).not.toContain(b.Id);
    const both = await target.gateway.listEvents({
      EventType: ['KYC_CREATED', 'USER_KYC_REGULAR'],
      AfterDate: dateOf(a.Id) - 1,
      PerPage: 100,
    });
    expect(new Set(both.map((e) => e.EventType))).toEqual(new Set(['KYC_CREATED']));
    expect(await target.gateway.listEvents({ EventType: 'KYC_CREATED', PerPage: 1 })).toHaveLength(1);
  });
});
