/**
 * One-off donation by SEPA direct debit on a mandate (`POST /cagnottes/{id}/donations` with
 * `payment_info.PaymentType` 'MANDATE'), called by the donations route after the shared donation rules.
 * The donation is recorded CREATED (DIRECT_DEBIT, with its mandate) before any provider call. When the
 * mandate is usable the direct-debit pay-in is created now; when it still waits for the payer's
 * confirmation (the spec's `process_payin_dds: false`, the payer being sent to RedirectURL), the debit
 * is made when the mandate is confirmed (POST /mandates/{id}/confirmed, or its MANDATE_SUBMITTED hook):
 * one debit only. A mandate that failed refuses the donation.
 */
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { DonationAnswer } from '../../../domain/donation-answers';
import type { mandatePaymentInfoSchema } from '../../../domain/donation-requests';
import { unprocessable } from '../../http/errors';
import { recordCreatedDonation, findDonation } from '../donations/donation-ledger';
import { createDebitPayin } from './direct-debit';
import { syncMandate } from './mandate-sync';
import { DEAD_MANDATE_STATUSES, findMandate, USABLE_MANDATE_STATUSES } from './mandates.queries';
import { charityWalletOf, loadDonatablePot } from '../donations/donation-rules';
import { loadDonor } from './payment-target';
import { DONATION_MESSAGES } from '../../../domain/messages';

export type MandatePaymentInfo = z.infer<typeof mandatePaymentInfoSchema>;

export interface MandateDonationInput {
  potId: number;
  userId: number;
  amount: number;
  giftEntraide: number;
  isVisible: boolean;
  isAnonymous: boolean;
  isMain: boolean;
  idempotencyKey: string | null;
  ipAddress: string | null;
  paymentInfo: MandatePaymentInfo;
  /** The identity threshold's check, run where the donation row is inserted (identity-threshold.ts). */
  thresholdGuard?: (trx: Knex.Transaction) => Promise<void>;
}

export const MANDATE_DONATION_MESSAGES = {
  mandateUnknown: "Ce mandat de prélèvement n'existe pas", // invented
  mandateFailed: "Ce mandat de prélèvement n'est plus valable, merci d'en signer un nouveau", // invented
} as const;

/** Records the donation (CREATED, DIRECT_DEBIT), then creates its direct-debit pay-in when the mandate is usable. */
export async function createMandateDonation(deps: AppDeps, input: MandateDonationInput): Promise<DonationAnswer> {
  const { knex } = deps.db;
  const mandateId = input.paymentInfo.mandateID;
  let mandate = await findMandate(knex, mandateId, input.userId);
  if (!mandate) {
    throw unprocessable([{ code: 'mandate_not_found', detail: MANDATE_DONATION_MESSAGES.mandateUnknown, field: 'payment_info.mandateID' }]);
  }
  if (!USABLE_MANDATE_STATUSES.includes(mandate.status)) {
    // The payer may have confirmed it a moment ago: ask the provider before deciding.
    mandate = (await syncMandate(deps, mandateId).catch(() => mandate)) ?? mandate;
  }
  if (DEAD_MANDATE_STATUSES.includes(mandate.status)) {
    throw unprocessable([{ code: 'mandate_failed', detail: MANDATE_DONATION_MESSAGES.mandateFailed, field: 'payment_info.mandateID' }]);
  }
  await charityWalletOf(deps, await loadDonatablePot(deps, input.potId));
  const donor = await loadDonor(deps, input.userId, DONATION_MESSAGES.paymentAccountMissing);
  const recorded = await recordCreatedDonation(
    knex,
    {
      potId: input.potId,
      userId: input.userId,
      amount: input.amount,
      giftEntraide: input.giftEntraide,
      isVisible: input.isVisible,
      isAnonymous: input.isAnonymous,
      isMain: input.isMain,
      paymentMethod: 'DIRECT_DEBIT',
      idempotencyKey: input.idempotencyKey,
      extra: { mangopay_mandate_id: mandateId, mangopay_user_id: donor.providerUserId, ip_address: input.ipAddress },
      beforeInsert: input.thresholdGuard,
    },
    deps.clock.now(),
  );
  if (USABLE_MANDATE_STATUSES.includes(mandate.status)) await createDebitPayin(deps, recorded.id);
  const donation = await findDonation(knex, recorded.id);
  return { id: recorded.id, payment_status: donation?.status ?? 'CREATED' };
}
