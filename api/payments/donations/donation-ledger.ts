/**
 * The donations' ledger: the only code that records a donation and moves it with the provider's pay-in
 * (docs/architecture.md, "Money flow and its invariants").
 * - `recordCreatedDonation` inserts the CREATED donation in its own transaction, before any provider
 *   call, with the pot's charity and that charity's wallet read in that transaction (pots/pot-charity.ts):
 *   the pay-in credits that recorded wallet, and receipts and exports name that recorded charity. Its
 *   caller-scoped idempotency key is unique: recording the same key again answers the first donation
 *   instead of a second one.
 * - `providerKeyOf` derives the provider's Idempotency-Key from the donation, so every attempt for one
 *   donation (a retry, reconciliation) names the same pay-in at the provider.
 * - `settlePayin` re-reads a pay-in (card, bank wire or direct debit) from the provider and applies its
 *   status through applyDonationStatus, keyed by mangopay_payin_id: replaying it, or applying an older
 *   state after a newer one, changes nothing more. A donation only ever leaves CREATED. A quick
 *   donation leaving it queues the deactivation of its card (cards/quick-card-deactivation.ts).
 * No database transaction is open while the provider is called.
 */
import type { Knex } from 'knex';
import type { DonationsRow } from '../../db/tables.generated';
import type { AppDeps } from '../../app-deps';
import { applyDonationStatus, attachPayinId, insertDonation, noteDonation, type DonationStatus } from '../../ledger';
import { lockPotCharity } from '../../pots';
import type { PayIn } from '../gateway-cards';
import { deriveIdempotencyKey } from '../idempotency-keys';
import { providerResult } from '../provider-result';
import { activateReactivatedSubscription } from '../subscriptions/reactivation';
import { queueQuickCardDeactivation } from '../cards/quick-card-deactivation';
import { queueDonationMails } from './donation-mails.jobs';
import { currentTraceparent, linkTraceparent } from '../../observability/trace-context';

export type PaymentMethod = 'CARD' | 'BANKWIRE' | 'DIRECT_DEBIT';

export interface NewDonation {
  potId: number;
  userId: number | null;
  quickFirstname?: string | null;
  quickName?: string | null;
  quickEmail?: string | null;
  quickBirthDate?: string | null;
  amount: number;
  giftEntraide: number;
  isVisible: boolean;
  isAnonymous: boolean;
  isMain: boolean;
  paymentMethod: PaymentMethod;
  /** Caller-scoped (`{scope}|{Idempotency-Key}`), or any unique text; null for none. */
  idempotencyKey: string | null;
  /** Other columns of `donations` (ip_address, browser_info, mangopay_card_id, mangopay_user_id...). */
  extra?: Record<string, unknown>;
  /**
   * Runs inside the recording transaction, with the donation's id and whether it was just inserted
   * (false: the first donation of the same key). Throwing records nothing (e.g. a secret already used).
   */
  claim?: (trx: Knex.Transaction, donationId: number, created: boolean) => Promise<void>;
  /**
   * Run in the inserting transaction before a new row is inserted (not for a key already recorded):
   * the identity threshold's lock and count (identity-threshold.ts guardInTransaction); it may refuse.
   */
  beforeInsert?: (trx: Knex.Transaction) => Promise<void>;
}

/**
 * A donation as read (api/db/tables.generated.ts), its status and method narrowed to their known values.
 * `assoc_id` and `mangopay_wallet_id`: the charity the gift was made to, and the provider wallet its
 * pay-in credits (null only on old rows); `mangopay_mandate_id`: the mandate of a direct debit.
 */
export type DonationRow = Omit<DonationsRow, 'status' | 'payment_method'> & { status: DonationStatus; payment_method: PaymentMethod };

export interface SettleResult {
  donationId: number;
  potId: number;
  status: DonationStatus;
  changed: boolean;
}

/** Records a CREATED donation in its own transaction; the first donation of the same key if it exists. */
export async function recordCreatedDonation(db: Knex, d: NewDonation, now = new Date()): Promise<{ id: number; created: boolean }> {
  const row = {
    pot_id: d.potId,
    user_id: d.userId,
    quick_firstname: d.quickFirstname ?? null,
    quick_name: d.quickName ?? null,
    quick_email: d.quickEmail ?? null,
    quick_birth_date: d.quickBirthDate ?? null,
    amount: d.amount,
    gift_entraide: d.giftEntraide,
    is_visible: d.isVisible,
    is_anonymous: d.isAnonymous,
    is_main: d.isMain,
    payment_method: d.paymentMethod,
    idempotency_key: d.idempotencyKey,
    status: 'CREATED',
    trace_parent: currentTraceparent() ?? null,
    created_at: now,
    updated_at: now,
    ...d.extra,
  };
  return db.transaction(async (trx) => {
    if (d.beforeInsert) {
      const known =
        d.idempotencyKey === null
          ? undefined
          : await trx<DonationsRow>('donations').where({ idempotency_key: d.idempotencyKey }).first('id');
      if (known) {
        if (d.claim) await d.claim(trx, Number(known.id), false);
        return { id: Number(known.id), created: false };
      }
      await d.beforeInsert(trx);
    }
    const charity = await lockPotCharity(trx, d.potId);
    if (!charity) throw new RangeError(`unknown pot ${d.potId}`);
    const inserted = await insertDonation(trx, { ...row, assoc_id: charity.assocId, mangopay_wallet_id: charity.walletId });
    const recorded = inserted[0]
      ? { id: Number(inserted[0].id), created: true }
      : { id: await recordedId(trx, d.idempotencyKey), created: false };
    if (d.claim) await d.claim(trx, recorded.id, recorded.created);
    return recorded;
  });
}

/** The donation an insert skipped for its idempotency key was recorded as (it exists: the insert conflicted on it). */
async function recordedId(trx: Knex.Transaction, idempotencyKey: string | null): Promise<number> {
  const existing = await trx<DonationsRow>('donations').where({ idempotency_key: idempotencyKey }).first('id');
  if (!existing) throw new Error('no donation recorded with the idempotency key the insert conflicted on');
  return Number(existing.id);
}

export function findDonation(db: Knex, id: number): Promise<DonationRow | undefined> {
  return db<DonationRow>('donations').where({ id }).first();
}

export function findDonationByPayin(db: Knex, payinId: string): Promise<DonationRow | undefined> {
  return db<DonationRow>('donations').where({ mangopay_payin_id: payinId }).first();
}

/** The provider's Idempotency-Key of the donation's pay-in: always the same for one donation. */
export function providerKeyOf(donation: Pick<DonationRow, 'id' | 'idempotency_key' | 'created_at'>): string {
  return deriveIdempotencyKey('donation', donation.id, `${donation.idempotency_key ?? ''}|${new Date(donation.created_at).toISOString()}`);
}

/** Stores the pay-in id (and other provider details) on the donation; a pay-in id already set is kept. */
export async function attachPayin(db: Knex, donationId: number, payinId: string, extra: Record<string, unknown> = {}): Promise<void> {
  if (Object.keys(extra).length > 0) await noteDonation(db, donationId, extra);
  await attachPayinId(db, donationId, payinId);
}

const PROVIDER_STATUSES: Record<string, DonationStatus> = { CREATED: 'CREATED', SUCCEEDED: 'SUCCEEDED', FAILED: 'FAILED' };

/** The provider's details worth keeping from a pay-in. */
function payinDetails(payin: PayIn): Record<string, unknown> {
  const redirect = 'SecureModeRedirectURL' in payin ? (payin.SecureModeRedirectURL ?? null) : null;
  return { ...providerResult(payin), secure_mode_redirect_url: payin.Status === 'CREATED' ? redirect : null };
}

/**
 * Applies a pay-in the provider answered (creation answer or re-read) to its donation: CREATED ->
 * SUCCEEDED or FAILED only; anything else is ignored (an older state, or a settled donation). A change
 * to SUCCEEDED makes a MANDATE_REACTIVATED subscription of the debit ACTIVE (same transaction), and
 * queues the donation e-mails, outside the transaction.
 */
export async function applyPayin(
  deps: Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'logger'>,
  donationId: number,
  payin: PayIn,
): Promise<SettleResult> {
  const target = PROVIDER_STATUSES[String(payin.Status)];
  let quickCard = false;
  const result = await deps.db.knex.transaction(async (trx) => {
    const current = await trx<DonationRow>('donations')
      .where({ id: donationId })
      .first('status', 'pot_id', 'mangopay_payin_id', 'user_id', 'payment_method', 'trace_parent');
    if (!current) throw new RangeError(`unknown donation ${donationId}`);
    // A hook's job settling the donation: linked to the trace of the request that created it.
    linkTraceparent(current.trace_parent);
    const base = { donationId, potId: Number(current.pot_id), status: current.status, changed: false };
    if (current.mangopay_payin_id && current.mangopay_payin_id !== String(payin.Id)) {
      deps.logger.error({ donationId, payinId: payin.Id, recorded: current.mangopay_payin_id }, 'pay-in does not belong to this donation');
      return base;
    }
    if (current.status !== 'CREATED' || !target || target === 'CREATED') {
      if (current.status === 'CREATED') await noteDonation(trx, donationId, payinDetails(payin));
      // A refunded donation's pay-in still reads SUCCEEDED at the provider (the refund is its own resource).
      else if (target && target !== current.status && !(current.status === 'REFUNDED' && target === 'SUCCEEDED'))
        deps.logger.error(
          { donationId, payinId: payin.Id, status: current.status, provider: target },
          'provider status contradicts a settled donation',
        );
      return base;
    }
    await noteDonation(trx, donationId, { ...payinDetails(payin), mangopay_payin_id: String(payin.Id) });
    const change = await applyDonationStatus(trx, donationId, target, deps.clock.now());
    if (change.changed && change.status === 'SUCCEEDED') await activateReactivatedSubscription(trx, donationId, deps.clock.now());
    quickCard = change.changed && current.user_id === null && current.payment_method === 'CARD';
    return { donationId, potId: change.potId, status: change.status, changed: change.changed };
  });
  if (result.changed && result.status === 'SUCCEEDED') await queueDonationMails(deps, donationId);
  // A quick donor's card paid its one donation: it is turned off at the provider (never undoing this).
  if (quickCard) await queueQuickCardDeactivation(deps, donationId);
  return result;
}

/**
 * Re-reads a pay-in from the provider and applies it to the donation recorded with it; null when no
 * donation carries this pay-in (not ours, or not yet attached: reconciliation will see it).
 */
export async function settlePayin(deps: AppDeps, payinId: string): Promise<SettleResult | null> {
  const donation = await findDonationByPayin(deps.db.knex, payinId);
  if (!donation) return null;
  const payin = await deps.payments.getPayIn(payinId);
  return applyPayin(deps, donation.id, payin);
}
