/**
 * Pending payments survive a restart of the emulator from the same data directory: a challenged card
 * pay-in can still be authenticated on its page, and a direct debit still settles when the clock
 * passes its settlement date, each crediting the wallet once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../../test/app';
import type { PaymentGateway } from '../gateway.types';
import { cardPayIn, clickThrough, keyFor, PARIS, parties, registerCard, TEST_IBAN } from '../testing/payment-flows';
import { startSandbox } from './start';

let dataDir: string;
let first: TestSandbox;
let gateway: PaymentGateway;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-payments-journal-'));
  first = await startTestSandbox({ dataDir });
  gateway = first.createGateway();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('journal of pending payments', () => {
  it('keeps a challenged card pay-in and a direct debit pending across a restart, then settles them', async () => {
    const p = await parties(gateway);
    const card = await registerCard(gateway, p.payer.Id, { number: '4970105181818183' }, first.clock.now());
    const payIn = await gateway.createCardPayIn(cardPayIn(p, card.CardId, 4000), keyFor('donation'));
    const account = await gateway.createIbanBankAccount({ userId: p.payer.Id, OwnerName: 'Léa Durand', OwnerAddress: PARIS, IBAN: TEST_IBAN }, keyFor('bank-account'));
    const mandate = await gateway.createMandate({ BankAccountId: account.Id, Culture: 'FR', ReturnURL: 'https://entraide.example/m' }, keyFor('mandate'));
    expect((await clickThrough(mandate.RedirectURL, 'confirm')).answer.status).toBe(303);
    const debit = await gateway.createDirectDebitPayIn(
      { AuthorId: p.payer.Id, CreditedWalletId: p.wallet.Id, DebitedFunds: { Currency: 'EUR', Amount: 1500 }, Fees: { Currency: 'EUR', Amount: 0 }, MandateId: mandate.Id },
      keyFor('monthly-debit'),
    );
    expect([payIn.Status, debit.Status]).toEqual(['CREATED', 'CREATED']);
    await first.close();
    // Let fetch's connection pool see its kept-alive sockets closed (a browser would retry on its own).
    await new Promise((resolve) => setTimeout(resolve, 100));

    const second = await startSandbox({ clock: first.clock, dataDir, port: first.port });
    try {
      expect(second.store.get(first.clientId).get('payins', payIn.Id)).toMatchObject({ Status: 'CREATED' });
      const visit = await clickThrough(payIn.SecureModeRedirectURL, 'authenticate');
      expect(visit.answer.location).toBe(payIn.SecureModeReturnURL);
      expect((await gateway.getPayIn(payIn.Id)).Status).toBe('SUCCEEDED');
      first.clock.advanceDays(2);
      expect((await gateway.getPayIn(debit.Id)).Status).toBe('SUCCEEDED');
      expect((await gateway.getMandate(mandate.Id)).Status).toBe('ACTIVE');
      expect((await gateway.getWallet(p.wallet.Id)).Balance.Amount).toBe(4000 - 400 + 1500);
    } finally {
      await second.close();
    }
  });
});
