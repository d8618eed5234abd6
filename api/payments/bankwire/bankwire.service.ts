/**
 * `POST /cagnottes/{id}/donations/bankwire` (the SEPA transfer option): the donor must have a provider
 * profile ('Votre profil est incomplet...'); the donation is recorded (BANKWIRE, CREATED) before the
 * provider is called; the bank-wire pay-in declares gift + tip (DeclaredDebitedFunds) and keeps the tip
 * (DeclaredFees), credited to the charity's wallet when the transfer arrives. The answer gives what the
 * donor must wire: the provider's account (BankAccount), the reference to quote (WireReference), the
 * amount, and the same as an EPC QR payload a banking app can scan. The status comes later, by hook
 * (PAYIN_NORMAL_SUCCEEDED / FAILED, through settlePayin). The instructions are also e-mailed.
 */
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { bankwireRequestSchema } from '../../../domain/donation-requests';
import { buildEpcQrPayload } from '../../../domain/epc-qr';
import { DONATION_MESSAGES } from '../../../domain/messages';
import { applyPayin, attachPayin, findDonation, providerKeyOf, recordCreatedDonation } from '../donations/donation-ledger';
import { PaymentProviderError } from '../errors';
import type { BankWirePayIn } from '../gateway-cards';
import { assertIdentityDocumentsIfNeeded, guardInTransaction } from '../kyc/identity-threshold';
import { providerUnavailable } from '../donations/donation-errors';
import { assertMainDonor, charityWalletOf, loadDonatablePot, walletOfDonation } from '../donations/donation-rules';
import { loadDonor } from '../mandates/payment-target';
import { BANKWIRE_INSTRUCTIONS_JOB } from './bankwire-instructions.mail';

/**
 * The spec's bank-wire body (id, amount, gift_entraide), plus the payment page's hide-amount and
 * anonymous choices, and `is_main` for the company's creation-flow gift paid by transfer (its creator's only).
 */
export const bankwireBodySchema = bankwireRequestSchema.extend({
  is_visible: z.boolean().default(true),
  is_anonymous: z.boolean().default(false),
  is_main: z.boolean().default(false),
});

export interface BankWireAnswer {
  id: number;
  amount: number;
  gift_entraide: number;
  /** What to wire: gift + tip, cents. */
  total_amount: number;
  payment_status: string;
  BankAccount: {
    OwnerName: string;
    BIC: string;
    IBAN: string;
    OwnerAddress: { AddressLine1: string; City: string; Region: string | null; Country: string };
  };
  WireReference: string;
  epc_qr_payload: string;
}

/** The answer of a bank-wire pay-in (also used to e-mail the instructions). */
export function bankWireAnswer(
  donation: { id: number; amount: number; gift_entraide: number; status: string },
  payin: BankWirePayIn,
): BankWireAnswer {
  const account = payin.BankAccount as unknown as {
    OwnerName: string;
    BIC?: string;
    IBAN: string;
    OwnerAddress?: Record<string, string | null>;
  };
  const total = Number(donation.amount) + Number(donation.gift_entraide);
  const address = account.OwnerAddress ?? {};
  return {
    id: donation.id,
    amount: Number(donation.amount),
    gift_entraide: Number(donation.gift_entraide),
    total_amount: total,
    payment_status: donation.status,
    BankAccount: {
      OwnerName: account.OwnerName,
      BIC: account.BIC ?? '',
      IBAN: account.IBAN,
      OwnerAddress: {
        AddressLine1: address.AddressLine1 ?? '',
        City: address.City ?? '',
        Region: address.Region ?? null,
        Country: address.Country ?? '',
      },
    },
    WireReference: payin.WireReference,
    epc_qr_payload: buildEpcQrPayload({
      bic: account.BIC,
      name: account.OwnerName,
      iban: account.IBAN,
      amountCents: total,
      purpose: 'CHAR',
      reference: payin.WireReference,
    }),
  };
}

/** Records the donation and asks the provider for the transfer details; see the module comment. */
export async function createBankWireDonation(
  deps: AppDeps,
  userId: number,
  potId: number,
  body: unknown,
  idempotencyKey: string | null,
): Promise<BankWireAnswer> {
  const input = bankwireBodySchema.parse(body);
  const { knex } = deps.db;
  const pot = await loadDonatablePot(deps, potId);
  assertMainDonor(pot, userId, input.is_main);
  await charityWalletOf(deps, pot);
  const donor = await loadDonor(deps, userId, DONATION_MESSAGES.profileIncomplete);
  const identity = await assertIdentityDocumentsIfNeeded(deps, userId, input.amount + input.gift_entraide);
  const recorded = await recordCreatedDonation(
    knex,
    {
      beforeInsert: guardInTransaction(identity, input.amount + input.gift_entraide, deps.clock.now()),
      potId,
      userId,
      amount: input.amount,
      giftEntraide: input.gift_entraide,
      isVisible: input.is_visible,
      isAnonymous: input.is_anonymous,
      isMain: input.is_main,
      paymentMethod: 'BANKWIRE',
      idempotencyKey,
      extra: { mangopay_user_id: donor.providerUserId },
    },
    deps.clock.now(),
  );
  const donation = await findDonation(knex, recorded.id);
  if (!donation) throw new Error(`donation ${recorded.id} vanished`);
  const walletId = await walletOfDonation(deps, donation);
  let payin: BankWirePayIn;
  try {
    payin = await deps.payments.createBankWirePayIn(
      {
        AuthorId: donor.providerUserId,
        CreditedWalletId: walletId,
        DeclaredDebitedFunds: { Currency: 'EUR', Amount: input.amount + input.gift_entraide },
        DeclaredFees: { Currency: 'EUR', Amount: input.gift_entraide },
        Tag: `donation:${donation.id}`,
      },
      providerKeyOf(donation),
    );
  } catch (err) {
    if (err instanceof PaymentProviderError) throw providerUnavailable();
    throw err;
  }
  await attachPayin(knex, donation.id, String(payin.Id), { wire_reference: payin.WireReference });
  const settled = await applyPayin(deps, donation.id, payin);
  if (recorded.created) {
    await deps.jobs
      .send(BANKWIRE_INSTRUCTIONS_JOB, { donationId: donation.id })
      .catch((err: unknown) => deps.logger.error({ err, donationId: donation.id }, 'bank-wire instructions not queued'));
  }
  return bankWireAnswer({ ...donation, status: settled.status }, payin);
}
