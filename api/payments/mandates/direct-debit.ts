/**
 * Creates the direct-debit pay-in of a recorded donation (one-off mandate donation or one month of a
 * subscription), outside any database transaction: the donation is already CREATED with its mandate;
 * the pay-in debits gift + tip and keeps the tip as Fees, so the wallet recorded with the donation (its
 * charity's) receives the gift.
 * The provider key is fixed per donation, so however many times this runs (a retry, the hook and the
 * confirmation page at once, two job runs), the provider makes one pay-in: one debit only.
 */
import type { AppDeps } from '../../app-deps';
import type { DonationsRow, UsersRow } from '../../db/tables.generated';
import { applyPayin, attachPayin, providerKeyOf, type SettleResult } from '../donations/donation-ledger';
import { PaymentProviderError } from '../errors';
import { faults } from '../../faults';
import { applyDonationStatus, noteDonation } from '../../ledger';
import { HttpError } from '../../http/errors';
import { walletOfDonation } from '../donations/donation-rules';

/** The statement label of our debits (at most 10 letters, digits or spaces). */
export const DEBIT_STATEMENT = 'ENTRAIDE';

/** The direct-debit donation and whether its donor's account was closed (`users.deleted_at`, null if none). */
type PendingDebit = Pick<
  DonationsRow,
  | 'id'
  | 'amount'
  | 'gift_entraide'
  | 'idempotency_key'
  | 'created_at'
  | 'mangopay_user_id'
  | 'mangopay_mandate_id'
  | 'mangopay_payin_id'
  | 'status'
  | 'assoc_id'
  | 'mangopay_wallet_id'
> & { account_closed_at: UsersRow['deleted_at'] };

function findPendingDebit(deps: Pick<AppDeps, 'db'>, donationId: number): Promise<PendingDebit | undefined> {
  return deps.db
    .knex('donations as d')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .where('d.id', donationId)
    .first<PendingDebit | undefined>(
      'u.deleted_at as account_closed_at',
      'd.id',
      'd.amount',
      'd.gift_entraide',
      'd.idempotency_key',
      'd.created_at',
      'd.mangopay_user_id',
      'd.mangopay_mandate_id',
      'd.mangopay_payin_id',
      'd.status',
      'd.assoc_id',
      'd.mangopay_wallet_id',
    );
}

/**
 * The pay-in of a CREATED direct-debit donation without one; null when there is nothing to do or the
 * provider could not be reached (the donation stays CREATED and the daily job tries again).
 */
export async function createDebitPayin(deps: AppDeps, donationId: number): Promise<SettleResult | null> {
  const debit = await findPendingDebit(deps, donationId);
  if (!debit || debit.status !== 'CREATED' || debit.mangopay_payin_id) return null;
  if (debit.account_closed_at) return null; // the account closed: its debits are not made
  if (!debit.mangopay_user_id || !debit.mangopay_mandate_id) {
    deps.logger.error({ donationId }, 'direct debit without payer or mandate');
    return null;
  }
  const amount = Number(debit.amount);
  const tip = Number(debit.gift_entraide);
  try {
    // The wallet of the charity recorded with the debit (a month of a subscription: the subscription's).
    const walletId = await walletOfDonation(deps, debit);
    const payin = await deps.payments.createDirectDebitPayIn(
      {
        AuthorId: debit.mangopay_user_id,
        CreditedWalletId: walletId,
        DebitedFunds: { Currency: 'EUR', Amount: amount + tip },
        Fees: { Currency: 'EUR', Amount: tip },
        MandateId: debit.mangopay_mandate_id,
        StatementDescriptor: DEBIT_STATEMENT,
        Tag: `donation:${debit.id}`,
      },
      providerKeyOf(debit),
    );
    faults.afterProviderCall('debit-payin');
    await attachPayin(deps.db.knex, debit.id, String(payin.Id));
    return await applyPayin(deps, debit.id, payin);
  } catch (err) {
    if (err instanceof HttpError && err.status === 502) {
      deps.logger.warn({ err, donationId }, 'charity wallet missing; the direct debit waits for the daily job');
      return null;
    }
    if (!(err instanceof PaymentProviderError)) throw err;
    if (err.retryable) {
      deps.logger.warn({ err, donationId }, 'direct-debit pay-in not created; retried by the daily job');
      return null;
    }
    // The provider refused the request itself (not a bank refusal): this debit can never be made.
    deps.logger.error({ err, donationId }, 'direct-debit pay-in refused by the provider');
    const change = await deps.db.knex.transaction(async (trx) => {
      await noteDonation(trx, debit.id, { result_message: err.message.slice(0, 255) });
      return applyDonationStatus(trx, debit.id, 'FAILED', deps.clock.now());
    });
    return { donationId: debit.id, potId: change.potId, status: change.status, changed: change.changed };
  }
}
