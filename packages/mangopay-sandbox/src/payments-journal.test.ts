/**
 * Pending payments survive a restart of the emulator from the same data directory: a challenged card
 * pay-in can still be authenticated on its page, and a direct debit still settles when the clock
 * passes its settlement date, each crediting the wallet once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from './start';
import { BROWSER, clickThrough, PARIS, TEST_IBAN, tokenize } from './testing/browser';
import { naturalPayer, rawClient, type RawClient } from './testing/raw-client';
import { startTestSandbox, type TestSandbox } from './testing/test-sandbox';

let dataDir: string;
let first: TestSandbox;
let api: RawClient;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-payments-journal-'));
  first = await startTestSandbox({ dataDir });
  api = await rawClient(first.url, first.clientId, first.apiKey);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const created = async (path: string, body: unknown) => (await api.call('POST', path, body)).body;

describe('journal of pending payments', () => {
  it('keeps a challenged card pay-in and a direct debit pending across a restart, then settles them', async () => {
    const payer = (await created('/sca/users/natural', naturalPayer())).Id;
    const charity = (
      await created('/sca/users/legal', {
        UserCategory: 'PAYER',
        LegalPersonType: 'ORGANIZATION',
        Name: 'Les Amis du Test',
        Email: 'contact@amis.example',
        LegalRepresentative: { FirstName: 'Camille', LastName: 'Martin' },
      })
    ).Id;
    const wallet = (await created('/wallets', { Owners: [charity], Currency: 'EUR', Description: 'Séquestre' })).Id;
    const registration = await created('/cardregistrations', { UserId: payer, Currency: 'EUR' });
    const { text } = await tokenize(registration, { number: '4970105181818183' }, first.clock.now());
    const card = (await api.call('PUT', `/cardregistrations/${registration.Id}`, { RegistrationData: text })).body;
    const payIn = await created('/payins/card/direct', {
      AuthorId: payer,
      CreditedWalletId: wallet,
      DebitedFunds: { Currency: 'EUR', Amount: 4000 },
      Fees: { Currency: 'EUR', Amount: 400 },
      CardId: card.CardId,
      SecureModeReturnURL: 'https://entraide.example/don/retour?etape=3ds',
      IpAddress: '203.0.113.7',
      BrowserInfo: BROWSER,
    });
    const account = await created(`/users/${payer}/bankaccounts/iban`, {
      OwnerName: 'Léa Durand',
      OwnerAddress: PARIS,
      IBAN: TEST_IBAN,
      Type: 'IBAN',
    });
    const mandate = await created('/mandates/directdebit/web', {
      BankAccountId: account.Id,
      Culture: 'FR',
      ReturnURL: 'https://entraide.example/m',
    });
    expect((await clickThrough(mandate.RedirectURL, 'confirm')).answer.status).toBe(303);
    const debit = await created('/payins/directdebit/direct', {
      AuthorId: payer,
      CreditedWalletId: wallet,
      DebitedFunds: { Currency: 'EUR', Amount: 1500 },
      Fees: { Currency: 'EUR', Amount: 0 },
      MandateId: mandate.Id,
    });
    expect([payIn.Status, debit.Status]).toEqual(['CREATED', 'CREATED']);
    await first.close();
    // Let fetch's connection pool see its kept-alive sockets closed (a browser would retry on its own).
    await new Promise((resolve) => setTimeout(resolve, 100));

    const second = await startSandbox({ clock: first.clock, dataDir, port: first.port });
    try {
      expect(second.store.get(first.clientId).get('payins', payIn.Id)).toMatchObject({ Status: 'CREATED' });
      const visit = await clickThrough(payIn.SecureModeRedirectURL, 'authenticate');
      expect(visit.answer.location).toBe(payIn.SecureModeReturnURL);
      expect((await api.call('GET', `/payins/${payIn.Id}`)).body.Status).toBe('SUCCEEDED');
      first.clock.advance(2 * 86_400_000);
      expect((await api.call('GET', `/payins/${debit.Id}`)).body.Status).toBe('SUCCEEDED');
      expect((await api.call('GET', `/mandates/${mandate.Id}`)).body.Status).toBe('ACTIVE');
      expect((await api.call('GET', `/wallets/${wallet}`)).body.Balance.Amount).toBe(4000 - 400 + 1500);
    } finally {
      await second.close();
    }
  });
});
