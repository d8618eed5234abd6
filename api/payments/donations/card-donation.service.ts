/**
 * A card donation, in the order the money flow demands (docs/architecture.md, "Money flow and its invariants"):
 * 1. the donation is recorded CREATED with its idempotency key, in its own transaction;
 * 2. the card pay-in is requested (no transaction open), with an Idempotency-Key derived from the
 *    donation, DebitedFunds = gift + tip, Fees = tip, credited to the charity wallet recorded with the
 *    donation (the pot's charity when it was recorded), SecureMode and
 *    the 3-D Secure return URL set here, the payer's IP address and browser from the request;
 * 3. the answer is recorded and applied (applyPayin).
 * When the provider's answer never comes (network, timeout, crash), the donation stays CREATED and the
 * caller is told the payment is being processed: reconciliation settles it from the provider. When it
 * comes but cannot be recorded (the database failing), the caller is told what the provider answered and
 * reconciliation records it.
 */
import type { Knex } from 'knex';
import type { DonationAnswer } from '../../../domain/donation-answers';
import type { AppDeps } from '../../app-deps';
import type { Card, CardPayIn } from '../gateway-cards';
import { PaymentProviderError } from '../errors';
import { faults } from '../../faults';
import { applyDonationStatus, noteDonation } from '../../ledger';
import {
  applyPayin,
  attachPayin,
  findDonation,
  providerKeyOf,
  recordCreatedDonation,
  settlePayin,
  type DonationRow,
  type NewDonation,
} from './donation-ledger';
import { paymentRefused, providerUnavailable } from './donation-errors';
import { charityWalletOf, walletOfDonation, type DonatablePot } from './donation-rules';
import type { BrowserInfoBody, PayerContext } from './payer-context';

export interface CardDonationInput {
  pot: DonatablePot;
  userId: number | null;
  quick?: { firstname: string; name: string; email: string; birthDate: string };
  providerUserId: string;
  card: Card;
  amount: number;
  giftEntraide: number;
  isVisible: boolean;
  isAnonymous: boolean;
  isMain: boolean;
  idempotencyKey: string | null;
  payer: PayerContext;
  browserInfoBody?: BrowserInfoBody;
  /** Checked within the donation's recording transaction (NewDonation.claim). */
  claim?: NewDonation['claim'];
  /** The identity threshold's check, run where the donation row is inserted (identity-threshold.ts). */
  thresholdGuard?: (trx: Knex.Transaction) => Promise<void>;
}

/** Where the browser comes back after 3-D Secure, the thank-you page (issue 47); the provider adds `transactionId`. */
export function secureModeReturnUrl(publicUrl: string, potId: number): string {
  return new URL(`/participate/${potId}/confirmation`, publicUrl).toString();
}

/** The answer for a donation as it stands; a refused payment is an error for the caller. */
function answerOf(donation: DonationRow): DonationAnswer {
  if (donation.status === 'FAILED') throw paymentRefused(donation.result_code);
  const answer: DonationAnswer = { id: donation.id, payment_status: donation.status };
  if (donation.status === 'CREATED' && donation.secure_mode_redirect_url) answer.secureModeRedirectURL = donation.secure_mode_redirect_url;
  return answer;
}

async function current(deps: AppDeps, id: number): Promise<DonationRow> {
  const row = await findDonation(deps.db.knex, id);
  if (!row) throw new RangeError(`donation ${id} vanished`);
  return row;
}

/** Runs the card money flow (module comment) and answers the donation's state. */
export async function donateByCard(deps: AppDeps, input: CardDonationInput): Promise<DonationAnswer> {
  await charityWalletOf(deps, input.pot);
  const { id, created } = await recordCreatedDonation(
    deps.db.knex,
    {
      potId: input.pot.id,
      userId: input.userId,
      quickFirstname: input.quick?.firstname,
      quickName: input.quick?.name,
      quickEmail: input.quick?.email,
      quickBirthDate: input.quick?.birthDate,
      amount: input.amount,
      giftEntraide: input.giftEntraide,
      isVisible: input.isVisible,
      isAnonymous: input.isAnonymous,
      isMain: input.isMain,
      paymentMethod: 'CARD',
      idempotencyKey: input.idempotencyKey,
      extra: {
        ip_address: input.payer.ipAddress.slice(0, 45),
        browser_info: JSON.stringify(input.browserInfoBody ?? {}),
        mangopay_card_id: input.card.Id,
        mangopay_user_id: input.providerUserId,
        card_fingerprint: input.card.Fingerprint ? String(input.card.Fingerprint).slice(0, 64) : null,
      },
      claim: input.claim,
      beforeInsert: input.thresholdGuard,
    },
    deps.clock.now(),
  );
  let donation = await current(deps, id);
  if (!created) {
    // The same request recorded before (its key outlived the idempotency window): answer it.
    if (donation.mangopay_payin_id && donation.status === 'CREATED') await settlePayin(deps, donation.mangopay_payin_id).catch(() => null);
    if (donation.mangopay_payin_id || donation.status !== 'CREATED') return answerOf(await current(deps, id));
  }

  const walletId = await walletOfDonation(deps, donation);
  let payin: CardPayIn;
  try {
    payin = await deps.payments.createCardPayIn(
      {
        AuthorId: input.providerUserId,
        CreditedWalletId: walletId,
        DebitedFunds: { Currency: 'EUR', Amount: input.amount + input.giftEntraide },
        Fees: { Currency: 'EUR', Amount: input.giftEntraide },
        CardId: input.card.Id,
        SecureMode: ['MAESTRO', 'AMEX'].includes(String(input.card.CardType)) ? 'FORCE' : 'DEFAULT',
        SecureModeReturnURL: secureModeReturnUrl(input.payer.returnBaseUrl ?? deps.config.PUBLIC_URL, input.pot.id),
        IpAddress: input.payer.ipAddress,
        BrowserInfo: input.payer.browserInfo,
        StatementDescriptor: 'ENTRAIDE',
        Culture: 'FR',
        Tag: `entraide-donation-${id}`,
      },
      providerKeyOf(donation),
    );
  } catch (err) {
    const refusedRequest = err instanceof PaymentProviderError && err.kind === 'provider' && !err.retryable;
    if (!refusedRequest) {
      // No answer: the pay-in may exist. Left CREATED for reconciliation, never failed blindly.
      deps.logger.warn({ err, donationId: id }, 'card pay-in outcome unknown; left to reconciliation');
      return { id, payment_status: 'CREATED' };
    }
    deps.logger.warn({ err, donationId: id }, 'card pay-in request refused by the provider');
    await deps.db.knex.transaction(async (trx) => {
      await noteDonation(trx, id, { result_message: String(err.type ?? 'refused').slice(0, 255) });
      await applyDonationStatus(trx, id, 'FAILED', deps.clock.now());
    });
    throw providerUnavailable();
  }
  faults.afterProviderCall('card-payin');
  try {
    await attachPayin(deps.db.knex, id, String(payin.Id));
    await applyPayin(deps, id, payin);
    donation = await current(deps, id);
  } catch (err) {
    // The provider answered (the card may be charged) but recording it failed (the database timed out, its
    // pool was exhausted…): a 500 would tell a charged donor the gift failed. The donor gets what the
    // provider answered; the row stays CREATED and reconciliation records the pay-in (module comment).
    deps.logger.error({ err, donationId: id, payinId: payin.Id }, 'card pay-in answered but not recorded; left to reconciliation');
    return answerOfPayin(id, payin);
  }
  return answerOf(donation);
}

/** The answer from the provider's pay-in itself, when it could not be recorded: as answerOf would give once it is. */
function answerOfPayin(id: number, payin: CardPayIn): DonationAnswer {
  if (payin.Status === 'FAILED') throw paymentRefused(payin.ResultCode ?? null);
  if (payin.Status === 'SUCCEEDED') return { id, payment_status: 'SUCCEEDED' };
  const answer: DonationAnswer = { id, payment_status: 'CREATED' };
  if (payin.SecureModeRedirectURL) answer.secureModeRedirectURL = payin.SecureModeRedirectURL;
  return answer;
}
