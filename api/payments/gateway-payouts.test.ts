/**
 * Transfers, payouts and pay-in refunds through the gateway (the real SDK over HTTP), checked against
 * the provider's own records (wallet balances). Wallets are funded by real card pay-ins and payouts go
 * to a bank account created through the gateway, so this runs against the emulator or Mangopay's
 * Sandbox alike; only the payout settlement (the Dashboard's job on Mangopay's Sandbox) is emulator-only.
 * Refusals are answers, not errors: Status FAILED with a ResultCode, HTTP 200.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from './errors';
import type { Funds } from './gateway-payouts';
import { sandboxControl } from '@entraide/mangopay-sandbox/testing';
import { bankAccountOf, fundWallet, realMangopayConfigured, startProviderTarget, type ProviderTarget } from './testing/provider-target';

let target: ProviderTarget;

beforeAll(async () => {
  target = await startProviderTarget();
});
afterAll(() => target.close());

const eur = (Amount: number): Funds => ({ Currency: 'EUR', Amount });
const key = () => randomUUID();

async function walletOfNewOwner(firstName: string) {
  const user = await target.gateway.createNaturalUserSca(
    {
      UserCategory: 'OWNER',
      TermsAndConditionsAccepted: true,
      FirstName: firstName,
      LastName: 'Test',
      Email: `${firstName.toLowerCase()}+accept-${key().slice(0, 8)}@example.com`,
      Birthday: 315532800,
      Nationality: 'FR',
      CountryOfResidence: 'FR',
      PhoneNumber: '0611111111',
      PhoneNumberCountry: 'FR',
    },
    key(),
  );
  const wallet = await target.gateway.createWallet(
    { ownerId: user.Id, Currency: 'EUR', Description: `Portefeuille de ${firstName}` },
    key(),
  );
  return { user, wallet };
}
const balance = async (walletId: string) => (await target.gateway.getWallet(walletId)).Balance.Amount;

/** The owner's identity proof accepted by the Sandbox Tag: KYCLevel REGULAR, as payouts need. */
async function verified(userId: string): Promise<void> {
  const doc = await target.gateway.createKycDocument(userId, { Type: 'IDENTITY_PROOF', Tag: 'accept' }, key());
  await target.gateway.addKycPage(userId, doc.Id, Buffer.alloc(2048, 1).toString('base64'), key());
  await target.gateway.submitKycDocument(userId, doc.Id);
  expect(
    await target.eventually(
      () => target.gateway.getUserKycLevel(userId),
      (level) => level === 'REGULAR',
      { stepMs: 2000, tries: 15 },
    ),
  ).toBe('REGULAR');
}

async function verifiedOwnerWithFunds(amount: number) {
  const owner = await walletOfNewOwner('Anna');
  await verified(owner.user.Id);
  await fundWallet(target.gateway, owner.wallet.Id, amount);
  return { ...owner, account: await bankAccountOf(target.gateway, owner.user.Id) };
}

describe('transfers', () => {
  it('moves DebitedFunds out and DebitedFunds - Fees in: SUCCEEDED, with its events', async () => {
    const a = await walletOfNewOwner('Anna');
    const b = await walletOfNewOwner('Bruno');
    await fundWallet(target.gateway, a.wallet.Id, 5000);
    const transfer = await target.gateway.createTransfer(
      {
        AuthorId: a.user.Id,
        DebitedWalletId: a.wallet.Id,
        CreditedWalletId: b.wallet.Id,
        DebitedFunds: eur(3000),
        Fees: eur(100),
        Tag: 'pot:7',
        ScaContext: 'USER_PRESENT',
      },
      key(),
    );
    expect(transfer).toMatchObject({
      Status: 'SUCCEEDED',
      ResultCode: '000000',
      CreditedFunds: eur(2900),
      CreditedUserId: b.user.Id,
      Tag: 'pot:7',
      ExecutionDate: expect.any(Number),
    });
    expect(await target.gateway.getTransfer(transfer.Id)).toEqual(transfer);
    expect([await balance(a.wallet.Id), await balance(b.wallet.Id)]).toEqual([2000, 2900]);
    const events = await target.eventually(
      () => target.gateway.listEvents({ EventType: ['TRANSFER_NORMAL_CREATED', 'TRANSFER_NORMAL_SUCCEEDED'], PerPage: 100 }),
      (list) => list.filter((e) => e.ResourceId === transfer.Id).length === 2,
    );
    expect(
      events
        .filter((e) => e.ResourceId === transfer.Id)
        .map((e) => e.EventType)
        .sort(),
    ).toEqual(['TRANSFER_NORMAL_CREATED', 'TRANSFER_NORMAL_SUCCEEDED']);
  });

  it('refuses a transfer above the debited wallet’s balance: HTTP 200, FAILED 001001, no money moved', async () => {
    const a = await walletOfNewOwner('Anna');
    const b = await walletOfNewOwner('Bruno');
    await fundWallet(target.gateway, a.wallet.Id, 999);
    const transfer = await target.gateway.createTransfer(
      {
        AuthorId: a.user.Id,
        DebitedWalletId: a.wallet.Id,
        CreditedWalletId: b.wallet.Id,
        DebitedFunds: eur(1000),
        Fees: eur(0),
        ScaContext: 'USER_NOT_PRESENT',
      },
      key(),
    );
    expect(transfer).toMatchObject({
      Status: 'FAILED',
      ResultCode: '001001',
      ResultMessage: 'Unsufficient wallet balance',
      Type: 'TRANSFER',
      ExecutionDate: null,
    });
    expect([await balance(a.wallet.Id), await balance(b.wallet.Id)]).toEqual([999, 0]);
  });

  it('refuses a transfer from a wallet its author does not own (400 param_error)', async () => {
    const a = await walletOfNewOwner('Anna');
    const b = await walletOfNewOwner('Bruno');
    const error = await target.gateway
      .createTransfer(
        { AuthorId: b.user.Id, DebitedWalletId: a.wallet.Id, CreditedWalletId: b.wallet.Id, DebitedFunds: eur(100), Fees: eur(0) },
        key(),
      )
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status: 400, type: 'param_error' });
  });

  it('gives one transfer to a retry and to concurrent calls with the same key', async () => {
    const a = await walletOfNewOwner('Anna');
    const b = await walletOfNewOwner('Bruno');
    await fundWallet(target.gateway, a.wallet.Id, 1000);
    const input = {
      AuthorId: a.user.Id,
      DebitedWalletId: a.wallet.Id,
      CreditedWalletId: b.wallet.Id,
      DebitedFunds: eur(400),
      Fees: eur(0),
    };
    const same = key();
    const transfers = await Promise.all([1, 2, 3].map(() => target.gateway.createTransfer(input, same)));
    expect(await target.gateway.createTransfer(input, same)).toEqual(transfers[0]);
    expect(new Set(transfers.map((t) => t.Id)).size).toBe(1);
    expect(await balance(a.wallet.Id)).toBe(600);
  });
});

describe('payouts', () => {
  it('pays out to a verified owner’s bank account: CREATED, the wallet debited at once', async () => {
    const a = await verifiedOwnerWithFunds(8000);
    const payout = await target.gateway.createPayout(
      {
        AuthorId: a.user.Id,
        DebitedWalletId: a.wallet.Id,
        BankAccountId: a.account.Id,
        DebitedFunds: eur(5000),
        Fees: eur(0),
        BankWireRef: 'Entraide 42',
      },
      key(),
    );
    expect(payout).toMatchObject({
      Status: 'CREATED',
      Type: 'PAYOUT',
      PaymentType: 'BANK_WIRE',
      BankWireRef: 'Entraide 42',
      CreditedFunds: eur(5000),
      BankAccountId: a.account.Id,
    });
    expect(await target.gateway.getPayout(payout.Id)).toMatchObject({ Id: payout.Id, Status: 'CREATED' });
    expect(await balance(a.wallet.Id)).toBe(3000);
  });

  it('creates payouts above the balance and to an unverified owner CREATED, then fails them (001001, 002998), moving nothing', async () => {
    const a = await verifiedOwnerWithFunds(1000);
    const refused = await target.gateway.createPayout(
      { AuthorId: a.user.Id, DebitedWalletId: a.wallet.Id, BankAccountId: a.account.Id, DebitedFunds: eur(1001), Fees: eur(0) },
      key(),
    );
    const unverified = await walletOfNewOwner('Ugo');
    await fundWallet(target.gateway, unverified.wallet.Id, 1000);
    const account = await bankAccountOf(target.gateway, unverified.user.Id);
    const blocked = await target.gateway.createPayout(
      {
        AuthorId: unverified.user.Id,
        DebitedWalletId: unverified.wallet.Id,
        BankAccountId: account.Id,
        DebitedFunds: eur(500),
        Fees: eur(0),
      },
      key(),
    );
    // As the SDK's own test expects of a payout out of an empty wallet: CREATED, then FAILED afterwards.
    expect([refused.Status, blocked.Status]).toEqual(['CREATED', 'CREATED']);
    await target.advance(10_000);
    expect(await target.gateway.getPayout(refused.Id)).toMatchObject({
      Status: 'FAILED',
      ResultCode: '001001',
      ResultMessage: 'Unsufficient wallet balance',
    });
    expect(await target.gateway.getPayout(blocked.Id)).toMatchObject({ Status: 'FAILED', ResultCode: '002998' });
    expect([await balance(a.wallet.Id), await balance(unverified.wallet.Id)]).toEqual([1000, 1000]);
  });
});

describe.skipIf(realMangopayConfigured())(
  'payout settlement (emulator only: Mangopay’s Sandbox settles payouts from its Dashboard)',
  () => {
    it('makes a CREATED payout SUCCEEDED an hour later on the provider’s clock', async () => {
      const a = await verifiedOwnerWithFunds(3000);
      const payout = await target.gateway.createPayout(
        { AuthorId: a.user.Id, DebitedWalletId: a.wallet.Id, BankAccountId: a.account.Id, DebitedFunds: eur(3000), Fees: eur(0) },
        key(),
      );
      await target.advance(59 * 60_000);
      expect((await target.gateway.getPayout(payout.Id)).Status).toBe('CREATED');
      await target.advance(60_000);
      expect(await target.gateway.getPayout(payout.Id)).toMatchObject({
        Status: 'SUCCEEDED',
        ResultCode: '000000',
        ExecutionDate: expect.any(Number),
      });
      expect(await balance(a.wallet.Id)).toBe(0);
    });

    it('settles a CREATED payout at once through the control route', async () => {
      const a = await verifiedOwnerWithFunds(1000);
      const payout = await target.gateway.createPayout(
        { AuthorId: a.user.Id, DebitedWalletId: a.wallet.Id, BankAccountId: a.account.Id, DebitedFunds: eur(1000), Fees: eur(0) },
        key(),
      );
      await sandboxControl(target.sandbox!, 'POST', `/${target.sandbox!.clientId}/payouts/${payout.Id}/settle`);
      expect((await target.gateway.getPayout(payout.Id)).Status).toBe('SUCCEEDED');
    });
  },
);

describe('pay-in refunds', () => {
  it('refunds a card pay-in fully (its fees paid back), never twice, and partially', async () => {
    const a = await walletOfNewOwner('Anna');
    const { payer, payIns } = await fundWallet(target.gateway, a.wallet.Id, 5000, 500);
    const [payIn] = payIns;
    const refund = await target.gateway.refundPayIn(payIn!.Id, { AuthorId: payer.Id }, key());
    expect(refund).toMatchObject({
      Status: 'SUCCEEDED',
      Nature: 'REFUND',
      InitialTransactionId: payIn!.Id,
      InitialTransactionType: 'PAYIN',
      DebitedFunds: eur(4500),
      Fees: eur(-500),
      CreditedFunds: eur(5000),
      DebitedWalletId: a.wallet.Id,
    });
    expect(await target.gateway.getRefund(refund.Id)).toEqual(refund);
    expect(await balance(a.wallet.Id)).toBe(0);
    const again = await target.gateway.refundPayIn(payIn!.Id, { AuthorId: payer.Id, DebitedFunds: eur(1), Fees: eur(0) }, key());
    expect(again).toMatchObject({ Status: 'FAILED', ResultCode: '001401' });
    const second = await fundWallet(target.gateway, a.wallet.Id, 3000);
    const partial = await target.gateway.refundPayIn(
      second.payIns[0]!.Id,
      { AuthorId: second.payer.Id, DebitedFunds: eur(1000), Fees: eur(0) },
      key(),
    );
    expect(partial).toMatchObject({ Status: 'SUCCEEDED', CreditedFunds: eur(1000) });
    expect(await balance(a.wallet.Id)).toBe(2000);
  });
});
