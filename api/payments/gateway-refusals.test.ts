/**
 * Refusals that are answers, through the gateway (the real SDK over HTTP): a refused pay-in refund is
 * HTTP 200 with a refund created FAILED and its ResultCode (https://docs.mangopay.com/errors/codes/001401,
 * 001403, 005403, 005404, 001001), and a payout created CREATED that fails afterwards with its
 * PAYOUT_NORMAL_FAILED event and the wallet credited back (a failed payee check on a Recipient, 121030;
 * or the bank's refusal through the emulator's control route). The late failures and the 11-month rule
 * need the emulator (its clock and control routes, a Recipient put into its state) and skip against
 * Mangopay's Sandbox.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Funds } from './gateway-payouts';
import type { EventType } from './gateway-hooks';
import { sandboxControl } from '@entraide/mangopay-sandbox/testing';
import { bankAccountOf, fundWallet, realMangopayConfigured, startProviderTarget, type ProviderTarget } from './testing/provider-target';

let target: ProviderTarget;
beforeAll(async () => {
  target = await startProviderTarget();
});
afterAll(() => target.close());

const eur = (Amount: number): Funds => ({ Currency: 'EUR', Amount });
const key = () => randomUUID();
const balance = async (walletId: string) => (await target.gateway.getWallet(walletId)).Balance.Amount;

async function ownerWallet(firstName: string, accept = true) {
  const user = await target.gateway.createNaturalUserSca(
    {
      UserCategory: 'OWNER',
      TermsAndConditionsAccepted: true,
      FirstName: firstName,
      LastName: 'Test',
      Email: `${firstName.toLowerCase()}${accept ? '+accept' : ''}-${key().slice(0, 8)}@example.com`,
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

async function eventsOf(resourceId: string, types: EventType[]) {
  const events = await target.eventually(
    () => target.gateway.listEvents({ EventType: types, PerPage: 100 }),
    (list) => list.filter((e) => e.ResourceId === resourceId).length === types.length,
  );
  return events
    .filter((e) => e.ResourceId === resourceId)
    .map((e) => e.EventType)
    .sort();
}

describe('refused pay-in refunds: HTTP 200, a FAILED refund with its result code, nothing moved', () => {
  it('refuses a refund of more than is left (005403), of more fees than were taken (005404), and once all is refunded (001401)', async () => {
    const a = await ownerWallet('Anna');
    const { payer, payIns } = await fundWallet(target.gateway, a.wallet.Id, 3000, 200);
    const payIn = payIns[0]!;
    const tooMuch = await target.gateway.refundPayIn(payIn.Id, { AuthorId: payer.Id, DebitedFunds: eur(2801), Fees: eur(0) }, key());
    expect(tooMuch).toMatchObject({
      Status: 'FAILED',
      ResultCode: '005403',
      ResultMessage: 'The refund cannot exceed initial transaction amount',
      Nature: 'REFUND',
      InitialTransactionId: payIn.Id,
      ExecutionDate: null,
    });
    expect(await target.gateway.getRefund(tooMuch.Id)).toEqual(tooMuch);
    const tooManyFees = await target.gateway.refundPayIn(payIn.Id, { AuthorId: payer.Id, DebitedFunds: eur(100), Fees: eur(-201) }, key());
    expect(tooManyFees).toMatchObject({ Status: 'FAILED', ResultCode: '005404' });
    expect(await balance(a.wallet.Id)).toBe(2800);

    expect(await target.gateway.refundPayIn(payIn.Id, { AuthorId: payer.Id }, key())).toMatchObject({ Status: 'SUCCEEDED' });
    const again = await target.gateway.refundPayIn(payIn.Id, { AuthorId: payer.Id }, key());
    expect(again).toMatchObject({
      Status: 'FAILED',
      ResultCode: '001401',
      ResultMessage: 'Transaction has already been successfully refunded',
    });
    expect(await balance(a.wallet.Id)).toBe(0);
    expect(await eventsOf(again.Id, ['PAYIN_REFUND_CREATED', 'PAYIN_REFUND_FAILED'])).toEqual([
      'PAYIN_REFUND_CREATED',
      'PAYIN_REFUND_FAILED',
    ]);
  });

  it('refuses a refund the wallet can no longer pay (001001) after its money left', async () => {
    const a = await ownerWallet('Anna');
    const b = await ownerWallet('Bruno');
    const { payer, payIns } = await fundWallet(target.gateway, a.wallet.Id, 2000);
    await target.gateway.createTransfer(
      { AuthorId: a.user.Id, DebitedWalletId: a.wallet.Id, CreditedWalletId: b.wallet.Id, DebitedFunds: eur(1500), Fees: eur(0) },
      key(),
    );
    const refund = await target.gateway.refundPayIn(payIns[0]!.Id, { AuthorId: payer.Id }, key());
    expect(refund).toMatchObject({ Status: 'FAILED', ResultCode: '001001', ResultMessage: 'Unsufficient wallet balance' });
    expect(await balance(a.wallet.Id)).toBe(500);
  });

  it.skipIf(realMangopayConfigured())(
    'refuses the refund of a pay-in older than 11 months (001403; emulator: its clock moves)',
    async () => {
      const a = await ownerWallet('Anna');
      const { payer, payIns } = await fundWallet(target.gateway, a.wallet.Id, 1000);
      await target.advance(336 * 24 * 3600_000);
      const refund = await target.gateway.refundPayIn(payIns[0]!.Id, { AuthorId: payer.Id }, key());
      expect(refund).toMatchObject({
        Status: 'FAILED',
        ResultCode: '001403',
        ResultMessage: 'The transaction cannot be refunded (max 11 months)',
      });
      expect(await balance(a.wallet.Id)).toBe(1000);
    },
  );
});

describe.skipIf(realMangopayConfigured())('payouts created CREATED that fail afterwards (emulator: the bank’s part)', () => {
  /** A verified owner with funds; `notAccepted`: an owner without the Sandbox's "accept" shortcut. */
  async function verifiedOwnerWithFunds(amount: number, notAccepted?: string) {
    const owner = await ownerWallet(notAccepted ?? 'Anna', !notAccepted);
    const doc = await target.gateway.createKycDocument(owner.user.Id, { Type: 'IDENTITY_PROOF', Tag: 'accept' }, key());
    await target.gateway.addKycPage(owner.user.Id, doc.Id, Buffer.alloc(2048, 1).toString('base64'), key());
    await target.gateway.submitKycDocument(owner.user.Id, doc.Id);
    await target.eventually(
      () => target.gateway.getUserKycLevel(owner.user.Id),
      (level) => level === 'REGULAR',
      { stepMs: 2000, tries: 15 },
    );
    await fundWallet(target.gateway, owner.wallet.Id, amount);
    return owner;
  }

  const PARIS = { AddressLine1: '1 rue de la Paix', City: 'Paris', PostalCode: '75002', Country: 'FR' };
  const control = (path: string, body?: unknown) => sandboxControl(target.sandbox!, 'POST', `/${target.sandbox!.clientId}${path}`, body);

  /** A payout account of the owner through the Recipients API (ACTIVE at once: "accept" in the owner's e-mail). */
  async function recipientOf(userId: string, holder: string, IBAN = 'FR7630004000031234567890143') {
    return target.gateway.createRecipient(
      userId,
      {
        DisplayName: 'Compte de versement',
        RecipientType: 'Individual',
        Country: 'FR',
        IBAN,
        IndividualRecipient: { FirstName: holder, LastName: 'Test', Address: PARIS },
      },
      'USER_PRESENT',
      key(),
    );
  }

  it('fails a CREATED payout with the bank’s result code through the control route: FAILED, the money back, PAYOUT_NORMAL_FAILED', async () => {
    const a = await verifiedOwnerWithFunds(3000);
    const account = await bankAccountOf(target.gateway, a.user.Id);
    const payout = await target.gateway.createPayout(
      { AuthorId: a.user.Id, DebitedWalletId: a.wallet.Id, BankAccountId: account.Id, DebitedFunds: eur(2000), Fees: eur(0) },
      key(),
    );
    expect(payout).toMatchObject({ Status: 'CREATED', ResultCode: null });
    expect(await balance(a.wallet.Id)).toBe(1000);
    const clientId = target.sandbox!.clientId;
    await sandboxControl(target.sandbox!, 'POST', `/${clientId}/payouts/${payout.Id}/fail`, {
      ResultCode: '002999',
      ResultMessage: 'Compte clôturé',
    });
    expect(await target.gateway.getPayout(payout.Id)).toMatchObject({
      Status: 'FAILED',
      ResultCode: '002999',
      ResultMessage: 'Compte clôturé',
    });
    expect(await balance(a.wallet.Id)).toBe(3000);
    expect(await eventsOf(payout.Id, ['PAYOUT_NORMAL_CREATED', 'PAYOUT_NORMAL_FAILED'])).toEqual([
      'PAYOUT_NORMAL_CREATED',
      'PAYOUT_NORMAL_FAILED',
    ]);
    // Already ended: the control routes refuse it.
    await expect(sandboxControl(target.sandbox!, 'POST', `/${clientId}/payouts/${payout.Id}/settle`)).rejects.toThrow(/400/);
  });

  it('pays out to an ACTIVE Recipient whose payee check matched: CREATED with the check, then SUCCEEDED', async () => {
    const a = await verifiedOwnerWithFunds(1000);
    const recipient = await recipientOf(a.user.Id, 'Anna');
    expect(recipient).toMatchObject({ Status: 'ACTIVE', RecipientVerificationOfPayee: { RecipientVerificationCheck: 'MATCH' } });
    const payout = await target.gateway.createPayout(
      { AuthorId: a.user.Id, DebitedWalletId: a.wallet.Id, BankAccountId: recipient.Id, DebitedFunds: eur(1000), Fees: eur(0) },
      key(),
    );
    expect(payout).toMatchObject({ Status: 'CREATED', BankAccountId: recipient.Id });
    expect((payout as unknown as Record<string, unknown>).RecipientVerificationOfPayee).toMatchObject({
      RecipientVerificationCheck: 'MATCH',
    });
    await target.advance(3600_000);
    expect(await target.gateway.getPayout(payout.Id)).toMatchObject({ Status: 'SUCCEEDED', ResultCode: '000000' });
    expect(await balance(a.wallet.Id)).toBe(0);
  });

  it('fails a payout to a Recipient whose payee check is NO_MATCH or MATCH_NOT_POSSIBLE a minute after it was CREATED (121030)', async () => {
    const a = await verifiedOwnerWithFunds(2000);
    // The bank knows another holder for this IBAN (NO_MATCH); this other IBAN's bank does not answer.
    await control('/payee-names', { IBAN: 'FR7630004000031234567890143', Name: 'Bernard Autre' });
    const noMatch = await recipientOf(a.user.Id, 'Anna');
    const notPossible = await recipientOf(a.user.Id, 'Anna', 'FR7630004000009999999999942');
    for (const [recipient, check] of [
      [noMatch, 'NO_MATCH'],
      [notPossible, 'MATCH_NOT_POSSIBLE'],
    ] as const) {
      expect(recipient).toMatchObject({ Status: 'ACTIVE', RecipientVerificationOfPayee: { RecipientVerificationCheck: check } });
      const payout = await target.gateway.createPayout(
        { AuthorId: a.user.Id, DebitedWalletId: a.wallet.Id, BankAccountId: recipient.Id, DebitedFunds: eur(2000), Fees: eur(0) },
        key(),
      );
      expect(payout).toMatchObject({ Status: 'CREATED' });
      expect(await balance(a.wallet.Id)).toBe(0);
      await target.advance(60_000);
      expect(await target.gateway.getPayout(payout.Id)).toMatchObject({
        Status: 'FAILED',
        ResultCode: '121030',
        ResultMessage: expect.stringMatching(/^Verification of Payee failed: account name and IBAN do not match/),
      });
      expect(await balance(a.wallet.Id)).toBe(2000);
      expect(await eventsOf(payout.Id, ['PAYOUT_NORMAL_CREATED', 'PAYOUT_NORMAL_FAILED'])).toHaveLength(2);
    }
  });

  it('refuses a payout to a PENDING or CANCELED Recipient (400 param_error on BankAccountId), moving nothing', async () => {
    const a = await verifiedOwnerWithFunds(1000, 'Zoe');
    await control(`/users/${a.user.Id}/sca-enroll`);
    const pending = await recipientOf(a.user.Id, 'Zoe');
    const canceled = await recipientOf(a.user.Id, 'Zoe', 'FR7630004000031234567890143');
    await control(`/recipients/${canceled.Id}/sca`, { outcome: 'fail' });
    expect([pending.Status, (await target.gateway.getRecipient(canceled.Id)).Status]).toEqual(['PENDING', 'CANCELED']);
    for (const recipient of [pending, canceled]) {
      const error = await target.gateway
        .createPayout(
          { AuthorId: a.user.Id, DebitedWalletId: a.wallet.Id, BankAccountId: recipient.Id, DebitedFunds: eur(500), Fees: eur(0) },
          key(),
        )
        .catch((err: unknown) => err);
      expect(error).toMatchObject({ status: 400, type: 'param_error', fields: { BankAccountId: expect.any(String) } });
    }
    expect(await balance(a.wallet.Id)).toBe(1000);
  });

  it('refuses to deactivate a PENDING Recipient (400 Invalid State); a payout to a DEACTIVATED one is CREATED, then FAILED 121006, moving nothing', async () => {
    const a = await verifiedOwnerWithFunds(1000, 'Yann');
    await control(`/users/${a.user.Id}/sca-enroll`);
    const recipient = await recipientOf(a.user.Id, 'Yann');
    const refused = await target.gateway.deactivateRecipient(recipient.Id).catch((err: unknown) => err);
    expect(refused).toMatchObject({ status: 400, message: expect.stringContaining('Invalid State') });
    await control(`/recipients/${recipient.Id}/sca`, { outcome: 'authenticate' });
    expect(await target.gateway.deactivateRecipient(recipient.Id)).toMatchObject({ Status: 'DEACTIVATED' });
    const payout = await target.gateway.createPayout(
      { AuthorId: a.user.Id, DebitedWalletId: a.wallet.Id, BankAccountId: recipient.Id, DebitedFunds: eur(500), Fees: eur(0) },
      key(),
    );
    expect(payout).toMatchObject({ Status: 'CREATED' });
    await target.advance(10_000);
    expect(await target.gateway.getPayout(payout.Id)).toMatchObject({
      Status: 'FAILED',
      ResultCode: '121006',
      ResultMessage: 'The associated bank account is not active',
    });
    expect(await balance(a.wallet.Id)).toBe(1000);
    expect(await eventsOf(payout.Id, ['PAYOUT_NORMAL_CREATED', 'PAYOUT_NORMAL_FAILED'])).toHaveLength(2);
  });
});
