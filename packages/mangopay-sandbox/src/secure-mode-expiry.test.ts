/**
 * An abandoned 3-D Secure session: a challenged card pay-in left on the bank's page fails 30 minutes
 * (sandbox clock) after its creation with 101304, its PAYIN_NORMAL_FAILED hook sent once; the page then
 * says the session expired, and authenticating late does not make it succeed. Time moves through the
 * control route (sweeps), through the clock alone (the next request or page visit catches up), across a
 * restart from the journal, and under the system clock by a timer (fake timers, no waiting).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemClock } from './clock';
import { startTestSandbox, type TestSandbox } from './testing/test-sandbox';
import { startHookListener, type HookListener } from './testing/hook-listener';
import { BROWSER, clickThrough, nextYear } from './testing/browser';
import { sandboxControl } from './testing/control';
import { naturalPayer, rawClient, type RawClient } from './testing/raw-client';
import type { SandboxContext } from './context';
import { expireSecureModeSessions, SECURE_MODE_SESSION_SECONDS } from './modules/secure-mode-expiry';
import { startSandbox } from './start';
import { ClientState, type SandboxEvent } from './state';

const MINUTE = 60_000;
const EXPIRED = {
  Status: 'FAILED',
  ResultCode: '101304',
  ResultMessage: 'Secure mode: The 3DSecure authentication session has expired',
  SecureModeRedirectURL: null,
};

let sandbox: TestSandbox;
let api: RawClient;
let listener: HookListener;
let payerId: string;
let walletId: string;

/** A Mangopay-like client of an emulator: a payer, a charity's wallet, and challenged pay-ins. */
async function clientOf(target: { url: string; apiKey: string; clock: { now(): Date } }, clientId: string) {
  const raw = await rawClient(target.url, clientId, target.apiKey);
  const payer = (await raw.call('POST', '/sca/users/natural', naturalPayer())).body.Id as string;
  const charity = await raw.call('POST', '/sca/users/legal', {
    UserCategory: 'PAYER',
    LegalPersonType: 'ORGANIZATION',
    Name: 'Les Amis du Test',
    Email: 'asso@example.com',
    LegalRepresentative: { FirstName: 'A', LastName: 'B' },
  });
  const wallet = (await raw.call('POST', '/wallets', { Owners: [charity.body.Id], Currency: 'EUR', Description: 'Séquestre' })).body
    .Id as string;
  return { raw, payer, wallet };
}

async function challengedPayIn(
  raw: RawClient,
  payer: string,
  wallet: string,
  now: Date,
): Promise<{ Id: string; SecureModeRedirectURL: string; SecureModeReturnURL: string }> {
  const reg = (await raw.call('POST', '/cardregistrations', { UserId: payer, Currency: 'EUR' })).body;
  const token = await (
    await fetch(reg.CardRegistrationURL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        data: reg.PreregistrationData,
        accessKeyRef: reg.AccessKey,
        cardNumber: '4970105181818183',
        cardExpirationDate: nextYear(now),
        cardCvx: '123',
      }),
    })
  ).text();
  const cardId = (await raw.call('PUT', `/cardregistrations/${reg.Id}`, { RegistrationData: token })).body.CardId;
  const payIn = await raw.call('POST', '/payins/card/direct', {
    AuthorId: payer,
    CreditedWalletId: wallet,
    DebitedFunds: { Currency: 'EUR', Amount: 2500 },
    Fees: { Currency: 'EUR', Amount: 0 },
    CardId: cardId,
    SecureModeReturnURL: 'https://entraide.example/cagnottes/1',
    IpAddress: '203.0.113.7',
    BrowserInfo: BROWSER,
  });
  expect(payIn.body).toMatchObject({ Status: 'CREATED', SecureModeNeeded: true });
  return payIn.body;
}

const advance = (ms: number) => sandboxControl(sandbox, 'POST', '/clock/advance', { ms });
const payIn = async (id: string) => (await api.call('GET', `/payins/${id}`)).body;
const balance = async () => (await api.call('GET', `/wallets/${walletId}`)).body.Balance.Amount as number;
const failedEvents = async (id: string) =>
  ((await sandboxControl(sandbox, 'GET', `/${sandbox.clientId}/events`)) as SandboxEvent[]).filter(
    (e) => e.ResourceId === id && e.EventType === 'PAYIN_NORMAL_FAILED',
  );
const failedHooks = (id: string) => listener.calls.filter((c) => c.query.RessourceId === id && c.query.EventType === 'PAYIN_NORMAL_FAILED');

beforeAll(async () => {
  listener = await startHookListener();
  sandbox = await startTestSandbox();
  ({ raw: api, payer: payerId, wallet: walletId } = await clientOf(sandbox, sandbox.clientId));
  for (const EventType of ['PAYIN_NORMAL_FAILED', 'PAYIN_NORMAL_SUCCEEDED']) {
    expect((await api.call('POST', '/hooks', { EventType, Url: listener.url })).status).toBe(200);
  }
});
afterAll(async () => {
  await sandbox.close();
  await listener.close();
});

describe('an abandoned 3-D Secure session', () => {
  it('fails with 101304 when its 30 minutes are up, and its hook is sent once', async () => {
    const created = await challengedPayIn(api, payerId, walletId, sandbox.clock.now());
    await advance(SECURE_MODE_SESSION_SECONDS * 1000 - MINUTE);
    expect(await payIn(created.Id)).toMatchObject({ Status: 'CREATED', SecureModeRedirectURL: created.SecureModeRedirectURL });
    expect(await fetch(created.SecureModeRedirectURL).then((r) => r.text())).toContain('value="authenticate"');

    await advance(MINUTE);
    expect(await payIn(created.Id)).toMatchObject(EXPIRED);
    await listener.waitFor(1, (c) => c.query.RessourceId === created.Id && c.query.EventType === 'PAYIN_NORMAL_FAILED');

    // More time, more reads: nothing happens twice.
    await advance(3 * 60 * MINUTE);
    expect(await payIn(created.Id)).toMatchObject(EXPIRED);
    expect(await failedEvents(created.Id)).toHaveLength(1);
    expect((await sandboxControl(sandbox, 'GET', `/${sandbox.clientId}/hooks/deliveries`)).pending).toEqual([]);
    expect(failedHooks(created.Id)).toEqual([expect.objectContaining({ answered: 200 })]);
    expect(await balance()).toBe(0);
  });

  it('then shows the bank page as expired, and authenticating late only returns the failed pay-in', async () => {
    const created = await challengedPayIn(api, payerId, walletId, sandbox.clock.now());
    await advance(SECURE_MODE_SESSION_SECONDS * 1000);
    const visit = await clickThrough(created.SecureModeRedirectURL, 'authenticate');
    expect(visit.page.html).toContain('Session expirée');
    expect(visit.page.html).toContain('Le délai d’authentification est dépassé');
    expect(visit.page.html).not.toContain('value="authenticate"');
    expect(visit.answer).toEqual({ status: 303, location: created.SecureModeReturnURL });
    expect(new URL(created.SecureModeReturnURL).searchParams.get('transactionId')).toBe(created.Id);
    expect(await payIn(created.Id)).toMatchObject(EXPIRED);
    expect(await balance()).toBe(0);
  });

  it('ends at the page itself when the clock moved without any request: a page opened in time, posted late, fails', async () => {
    const created = await challengedPayIn(api, payerId, walletId, sandbox.clock.now());
    const shown = await fetch(created.SecureModeRedirectURL).then((r) => r.text());
    expect(shown).toContain('value="authenticate"');
    sandbox.clock.advance(SECURE_MODE_SESSION_SECONDS * 1000 + MINUTE); // no sweep runs
    const posted = await fetch(created.SecureModeRedirectURL, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'authenticate' }),
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(created.SecureModeReturnURL);
    expect(sandbox.records('payins').find((p) => p.Id === created.Id)).toMatchObject(EXPIRED);
    await listener.waitFor(1, (c) => c.query.RessourceId === created.Id && c.query.EventType === 'PAYIN_NORMAL_FAILED');
    expect(await failedEvents(created.Id)).toHaveLength(1);
    expect(await balance()).toBe(0);
  });

  it('leaves alone a pay-in authenticated in time', async () => {
    const created = await challengedPayIn(api, payerId, walletId, sandbox.clock.now());
    await advance(SECURE_MODE_SESSION_SECONDS * 1000 - MINUTE);
    expect((await clickThrough(created.SecureModeRedirectURL, 'authenticate')).answer.status).toBe(303);
    await advance(60 * MINUTE);
    expect(await payIn(created.Id)).toMatchObject({ Status: 'SUCCEEDED', ResultCode: '000000' });
    expect(await failedEvents(created.Id)).toEqual([]);
    expect(await balance()).toBe(2500);
  });
});

describe('the end of a session outside requests', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-3ds-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  afterEach(() => vi.useRealTimers());

  it('is caught up after a restart from the journal, at the first request', async () => {
    const first = await startTestSandbox({ dataDir });
    const { raw, payer, wallet } = await clientOf(first, first.clientId);
    const created = await challengedPayIn(raw, payer, wallet, first.clock.now());
    await first.close();
    first.clock.advance(SECURE_MODE_SESSION_SECONDS * 1000);
    const second = await startSandbox({ clock: first.clock, dataDir, apiKey: first.apiKey });
    try {
      const again = await rawClient(second.url, first.clientId, second.apiKey);
      expect((await again.call('GET', `/payins/${created.Id}`)).body).toMatchObject(EXPIRED);
    } finally {
      await second.close();
    }
  });

  it('comes by itself under the system clock, from a timer armed at the pay-in’s creation', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    const state = new ClientState('timer');
    const events: SandboxEvent[] = [];
    const context: SandboxContext = {
      state: () => state,
      clock: systemClock,
      publicUrl: 'http://127.0.0.1',
      persist: async () => undefined,
      onEvent: () => () => false,
      emit: ({ EventType, ResourceId }) => {
        const event = { EventType, ResourceId, Date: Math.floor(Date.now() / 1000) };
        events.push(event);
        return event;
      },
    };
    state.put('payins', {
      Id: '1',
      CreationDate: Math.floor(Date.now() / 1000),
      Status: 'CREATED',
      PaymentType: 'CARD',
      SecureModeNeeded: true,
      SecureModeRedirectURL: 'http://127.0.0.1/3ds/timer/1',
    });
    expireSecureModeSessions(state, context);
    vi.advanceTimersByTime(SECURE_MODE_SESSION_SECONDS * 1000 - 1000);
    expect(state.get('payins', '1')).toMatchObject({ Status: 'CREATED' });
    vi.advanceTimersByTime(1000);
    expect(state.get('payins', '1')).toMatchObject(EXPIRED);
    expect(events).toEqual([{ EventType: 'PAYIN_NORMAL_FAILED', ResourceId: '1', Date: expect.any(Number) }]);
  });
});
