/**
 * Bank wires, IBAN accounts, mandates and direct debits through the gateway (the real SDK over HTTP):
 * a wire accepted or rejected by the emulator's control routes (wallet balance), IBAN and BIC checks,
 * the mandate page confirmed and cancelled over HTTP, the one-hour expiry and the debit settling on the
 * sandbox clock (ManualClock), and one debit per idempotency key. Runs against the emulator, or
 * Mangopay's Sandbox when configured; what needs the emulator's pages, clock or controls skips there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from './errors';
import type { IbanBankAccount, Mandate } from './gateway-debits';
import { clickThrough, PARIS, sandboxControl, TEST_BIC, TEST_IBAN } from '@entraide/mangopay-sandbox/testing';
import { keyFor, parties, type Parties } from './testing/payment-flows';
import { realMangopayConfigured, startProviderTarget, type ProviderTarget } from './testing/provider-target';

let target: ProviderTarget;
let p: Parties;
let account: IbanBankAccount;
const emulatorOnly = it.skipIf(realMangopayConfigured());
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  target = await startProviderTarget();
  p = await parties(target.gateway);
  account = await target.gateway.createIbanBankAccount(
    { userId: p.payer.Id, OwnerName: 'Léa Durand', OwnerAddress: PARIS, IBAN: TEST_IBAN, BIC: TEST_BIC },
    keyFor('bank-account'),
  );
});
afterAll(() => target.close());

const balance = async () => (await target.gateway.getWallet(p.wallet.Id)).Balance.Amount;
const control = (path: string, body?: unknown) => sandboxControl(target.sandbox!, 'POST', `/${target.sandbox!.clientId}${path}`, body);
const newMandate = (bankAccountId = account.Id) =>
  target.gateway.createMandate(
    { BankAccountId: bankAccountId, Culture: 'FR', ReturnURL: 'https://entraide.example/mandat/retour?don=12' },
    keyFor('mandate'),
  );
const debit = (mandate: Mandate, amount = 2000, authorId = p.payer.Id) =>
  target.gateway.createDirectDebitPayIn(
    {
      AuthorId: authorId,
      CreditedWalletId: p.wallet.Id,
      DebitedFunds: { Currency: 'EUR', Amount: amount },
      Fees: { Currency: 'EUR', Amount: 100 },
      MandateId: mandate.Id,
      StatementDescriptor: 'ENTRAIDE',
    },
    keyFor('monthly-debit'),
  );

async function confirmed(): Promise<Mandate> {
  const mandate = await newMandate();
  const visit = await clickThrough(mandate.RedirectURL, 'confirm');
  expect(visit.answer).toEqual({ status: 303, location: mandate.ReturnURL });
  return target.gateway.getMandate(mandate.Id);
}

async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('bank wire pay-ins', () => {
  const wire = () =>
    target.gateway.createBankWirePayIn(
      {
        AuthorId: p.payer.Id,
        CreditedWalletId: p.wallet.Id,
        DeclaredDebitedFunds: { Currency: 'EUR', Amount: 15000 },
        DeclaredFees: { Currency: 'EUR', Amount: 0 },
      },
      keyFor('bank-wire'),
    );

  it('answers CREATED with the wire reference and the account to wire to; no funds yet', async () => {
    const payIn = await wire();
    expect(payIn).toMatchObject({
      Status: 'CREATED',
      PaymentType: 'BANK_WIRE',
      ExecutionType: 'DIRECT',
      WireReference: expect.stringMatching(/^\w{6,}$/),
      DeclaredDebitedFunds: { Currency: 'EUR', Amount: 15000 },
      BankAccount: { Type: 'IBAN', OwnerName: expect.any(String), IBAN: expect.any(String), BIC: expect.any(String) },
    });
    expect(await target.gateway.getPayIn(payIn.Id)).toEqual(payIn);
  });

  emulatorOnly('credits the wallet when the wire is accepted, and not when it is rejected (101110)', async () => {
    const before = await balance();
    const accepted = await wire();
    expect(await control(`/payins/bankwire/${accepted.Id}/accept`)).toMatchObject({
      Status: 'SUCCEEDED',
      DebitedFunds: { Currency: 'EUR', Amount: 15000 },
    });
    expect(await target.gateway.getPayIn(accepted.Id)).toMatchObject({
      Status: 'SUCCEEDED',
      ResultCode: '000000',
      CreditedFunds: { Currency: 'EUR', Amount: 15000 },
    });
    expect(await balance()).toBe(before + 15000);
    const rejected = await wire();
    await control(`/payins/bankwire/${rejected.Id}/reject`);
    expect(await target.gateway.getPayIn(rejected.Id)).toMatchObject({
      Status: 'FAILED',
      ResultCode: '101110',
      ResultMessage: 'The payment has been refused',
    });
    expect(await balance()).toBe(before + 15000);
    await expect(control(`/payins/bankwire/${rejected.Id}/accept`)).rejects.toThrow(/400/);
  });

  emulatorOnly('fails with 101109 when no wire arrived within a month', async () => {
    const payIn = await wire();
    target.sandbox!.clock.advanceDays(27);
    expect((await target.gateway.getPayIn(payIn.Id)).Status).toBe('CREATED');
    target.sandbox!.clock.advanceDays(5);
    expect(await target.gateway.getPayIn(payIn.Id)).toMatchObject({
      Status: 'FAILED',
      ResultCode: '101109',
      ResultMessage: 'The payment period has expired',
    });
  });
});

describe('IBAN bank accounts', () => {
  it('stores the account with the IBAN in its electronic form, and reads it back', async () => {
    const created = await target.gateway.createIbanBankAccount(
      { userId: p.payer.Id, OwnerName: 'Léa Durand', OwnerAddress: PARIS, IBAN: 'FR76 3000 4000 0312 3456 7890 143' },
      keyFor('bank-account'),
    );
    expect(created).toMatchObject({
      Type: 'IBAN',
      UserId: p.payer.Id,
      IBAN: TEST_IBAN,
      OwnerName: 'Léa Durand',
      Active: true,
      OwnerAddress: { City: 'Paris', Country: 'FR' },
    });
    expect(await target.gateway.getBankAccount(p.payer.Id, created.Id)).toEqual(created);
  });

  it.each([
    ['a wrong checksum', { IBAN: 'FR7630004000031234567890144' }, { IBAN: 'The value is not a valid IBAN' }],
    ['a malformed BIC', { BIC: 'BNP' }, { BIC: "The field BIC must match the regular expression '^[a-zA-Z]{6}\\w{2}(\\w{3})?$'." }],
  ])('refuses %s with a param_error on that field', async (_case, change, fields) => {
    const input = { userId: p.payer.Id, OwnerName: 'Léa Durand', OwnerAddress: PARIS, IBAN: TEST_IBAN, ...change };
    expect(await providerError(target.gateway.createIbanBankAccount(input, keyFor('bank-account')))).toMatchObject({
      status: 400,
      type: 'param_error',
      fields,
    });
  });
});

describe('mandates', () => {
  it('creates a mandate CREATED with its confirmation page and ReturnURL carrying MandateId', async () => {
    const mandate = await newMandate();
    expect(mandate).toMatchObject({
      Status: 'CREATED',
      BankAccountId: account.Id,
      UserId: p.payer.Id,
      Culture: 'FR',
      ExecutionType: 'WEB',
      MandateType: 'DIRECT_DEBIT',
      ReturnURL: `https://entraide.example/mandat/retour?don=12&MandateId=${mandate.Id}`,
      RedirectURL: expect.stringMatching(/^https?:\/\//),
      Scheme: null,
      BankReference: null,
    });
    expect(await target.gateway.getMandate(mandate.Id)).toEqual(mandate);
  });

  emulatorOnly('is SUBMITTED once confirmed on its page, then cancelled to FAILED 001806', async () => {
    const mandate = await confirmed();
    expect(mandate).toMatchObject({ Status: 'SUBMITTED', Scheme: 'SEPA', BankReference: expect.stringMatching(/^[A-Z]{7}$/) });
    expect(await target.gateway.cancelMandate(mandate.Id)).toMatchObject({
      Status: 'FAILED',
      ResultCode: '001806',
      ResultMessage: 'The client has cancelled the mandate',
    });
  });

  it('cannot be cancelled before it is confirmed (400 mandate_cannot_be_cancelled)', async () => {
    const mandate = await newMandate();
    expect(await providerError(target.gateway.cancelMandate(mandate.Id))).toMatchObject({
      status: 400,
      type: 'mandate_cannot_be_cancelled',
    });
  });

  emulatorOnly('fails with 001806 when the payer chooses Annuler on the page', async () => {
    const mandate = await newMandate();
    const visit = await clickThrough(mandate.RedirectURL, 'cancel');
    expect(visit.page.html).toMatch(/>Confirmer<[\s\S]*>Annuler</);
    expect(visit.answer.location).toBe(mandate.ReturnURL);
    expect(await target.gateway.getMandate(mandate.Id)).toMatchObject({ Status: 'FAILED', ResultCode: '001806' });
  });

  emulatorOnly('fails with 001807 when still unconfirmed an hour after its creation', async () => {
    const mandate = await newMandate();
    target.sandbox!.clock.advance(HOUR - 60_000);
    expect((await target.gateway.getMandate(mandate.Id)).Status).toBe('CREATED');
    target.sandbox!.clock.advance(60_000);
    expect(await target.gateway.getMandate(mandate.Id)).toMatchObject({
      Status: 'FAILED',
      ResultCode: '001807',
      ResultMessage: 'User has let the mandate session expire without confirming',
    });
    const late = await clickThrough(mandate.RedirectURL, 'confirm');
    expect(late.page.html).toContain('Ce mandat a expiré');
    expect((await target.gateway.getMandate(mandate.Id)).Status).toBe('FAILED');
  });
});

describe('direct-debit pay-ins', () => {
  emulatorOnly('stays CREATED without a charge date, settles two days later, and makes the mandate ACTIVE', async () => {
    const mandate = await confirmed();
    const before = await balance();
    const payIn = await debit(mandate);
    expect(payIn).toMatchObject({
      Status: 'CREATED',
      ChargeDate: null,
      ExecutionDate: null,
      MandateId: mandate.Id,
      CreditedFunds: { Currency: 'EUR', Amount: 1900 },
    });
    target.sandbox!.clock.advance(DAY);
    expect((await target.gateway.getPayIn(payIn.Id)).Status).toBe('CREATED');
    target.sandbox!.clock.advance(DAY);
    const settled = await target.gateway.getPayIn(payIn.Id);
    expect(settled).toMatchObject({
      Status: 'SUCCEEDED',
      ResultCode: '000000',
      ChargeDate: expect.any(Number),
      ExecutionDate: expect.any(Number),
    });
    expect(await balance()).toBe(before + 1900);
    expect((await target.gateway.getMandate(mandate.Id)).Status).toBe('ACTIVE');
  });

  it('fails with 001833 on a mandate that is not confirmed', async () => {
    const payIn = await debit(await newMandate());
    expect(payIn).toMatchObject({
      Status: 'FAILED',
      ResultCode: '001833',
      ResultMessage: 'The Status of this Mandate does not allow for payments',
    });
  });

  emulatorOnly('fails with 001833 on a cancelled mandate, and nothing is credited', async () => {
    const mandate = await confirmed();
    await target.gateway.cancelMandate(mandate.Id);
    const before = await balance();
    expect(await debit(mandate)).toMatchObject({ Status: 'FAILED', ResultCode: '001833' });
    expect(await balance()).toBe(before);
  });

  emulatorOnly('settles at once through the control route; a "Penniless" payer’s debit fails with 001830', async () => {
    const poor = await parties(target.gateway, 'Penniless');
    const poorAccount = await target.gateway.createIbanBankAccount(
      { userId: poor.payer.Id, OwnerName: 'P. Penniless', OwnerAddress: PARIS, IBAN: TEST_IBAN },
      keyFor('bank-account'),
    );
    const mandate = await newMandate(poorAccount.Id);
    await clickThrough(mandate.RedirectURL, 'confirm');
    const payIn = await debit(mandate, 2000, poor.payer.Id);
    const settled = await control('/payins/directdebit/settle', { PayInId: payIn.Id });
    expect(settled).toEqual([expect.objectContaining({ Id: payIn.Id, Status: 'FAILED', ResultCode: '001830' })]);
    expect((await target.gateway.getMandate(mandate.Id)).Status).toBe('SUBMITTED');
  });

  it('creates one debit for a key sent twice, and one for a key sent four times at once', async () => {
    const mandate = await newMandate();
    const records = () => target.sandbox?.records('payins').length ?? 0;
    const before = records();
    const input = {
      AuthorId: p.payer.Id,
      CreditedWalletId: p.wallet.Id,
      DebitedFunds: { Currency: 'EUR' as const, Amount: 1000 },
      Fees: { Currency: 'EUR' as const, Amount: 0 },
      MandateId: mandate.Id,
    };
    const key = keyFor('monthly-debit');
    const first = await target.gateway.createDirectDebitPayIn(input, key);
    expect(await target.gateway.createDirectDebitPayIn(input, key)).toEqual(first);
    const concurrentKey = keyFor('monthly-debit');
    const together = await Promise.all(Array.from({ length: 4 }, () => target.gateway.createDirectDebitPayIn(input, concurrentKey)));
    expect(new Set(together.map((d) => d.Id)).size).toBe(1);
    expect(together[0]?.Id).not.toBe(first.Id);
    if (target.sandbox) expect(records()).toBe(before + 2);
  });
});
