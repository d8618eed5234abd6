/**
 * Payouts of a charity's escrow to its bank account (bank wire, gateway.createPayout). The amount is the
 * wallet's balance re-read from the provider just before, never a figure of ours, so a payout can never
 * ask for more than the wallet holds (the provider refuses that anyway, FAILED 001001). Order, as for
 * pay-ins: the payout row is recorded PENDING first (at most one PENDING per charity: a concurrent
 * request answers 409), the provider's idempotency key derives from that row, no transaction is open
 * during the call, then the answer re-read from the provider is recorded. A retried HTTP request is
 * replayed by the Idempotency-Key middleware; a request without one finds the balance already paid out
 * (422); a replayed PAYOUT_NORMAL_* hook only re-reads the payout (payout-sync.ts). A payout left
 * PENDING by a crash or an outage is sent again, with the same key, by the next request or schedule.
 * A charity that cannot be paid out is refused first, in French: no usable payout account (its Recipient,
 * whose id is the payout's BankAccountId) or no SCA (api/charity-area/payout-readiness.ts), then KYC the
 * provider has not validated (422 `kyc_not_validated`, naming the documents still missing).
 */
import type { Payout } from '../../domain/manager-types';
import type { AppDeps } from '../app-deps';
import type { AssocsRow, CharityBankAccountsRow, PayoutsRow } from '../db/tables.generated';
import { conflict, unprocessable } from '../http/errors';
import { attachProviderPayout, failPendingPayout, insertPayout, setPayoutWireRef } from '../ledger';
import { charityNotFound, MANAGER_MESSAGES, providerDown } from '../http/back-office-errors';
import { recordAudit } from '../audit';
import { deriveIdempotencyKey, PaymentProviderError } from '../payments';
import { payableAccount } from '../charity-area';
import { applyProviderPayout } from './payout-sync';
import { presentPayout } from './payouts.presenter';

/** On the charity's bank statement: 12 characters at most (provider rule). */
export const bankWireRef = (payoutId: number) => `ENT ${String(payoutId).padStart(8, '0')}`.slice(0, 12);

async function findPayout(deps: Pick<AppDeps, 'db'>, id: number): Promise<PayoutsRow> {
  const row = await deps.db.knex<PayoutsRow>('payouts').where({ id }).first();
  if (!row) throw new Error(`payout ${id} not found`);
  return row;
}

/** The charity's provider accounts, known to exist when a payout is sent. */
type PaidCharity = { mangopay_user_id: string; mangopay_wallet_id: string };

/** Sends a PENDING payout (same key every time) and records the provider's re-read answer. */
async function sendPayout(
  deps: AppDeps,
  payout: Pick<PayoutsRow, 'id' | 'assoc_id' | 'amount' | 'bank_wire_ref'>,
  charity: PaidCharity,
  bankAccountId: string,
): Promise<Payout> {
  const id = Number(payout.id);
  let providerId: string;
  try {
    const answer = await deps.payments.createPayout(
      {
        AuthorId: charity.mangopay_user_id,
        DebitedWalletId: charity.mangopay_wallet_id,
        BankAccountId: bankAccountId,
        DebitedFunds: { Currency: 'EUR', Amount: Number(payout.amount) },
        Fees: { Currency: 'EUR', Amount: 0 },
        BankWireRef: payout.bank_wire_ref,
        Tag: `payout:${id}`,
      },
      deriveIdempotencyKey('payout', id, `${payout.assoc_id}|${payout.amount}`),
    );
    providerId = String(answer.Id);
  } catch (err) {
    if (err instanceof PaymentProviderError && !err.retryable) {
      await failPendingPayout(deps.db.knex, id, err.message.slice(0, 255), deps.clock.now());
      return presentPayout(await findPayout(deps, id));
    }
    deps.logger.warn({ err, payoutId: id }, 'payout not sent; the next attempt sends it with the same key');
    throw providerDown();
  }
  await attachProviderPayout(deps.db.knex, id, providerId);
  await applyProviderPayout(deps, id, await deps.payments.getPayout(providerId));
  return presentPayout(await findPayout(deps, id));
}

const KYC_LABELS: Record<string, string> = {
  IDENTITY_PROOF: 'pièce d’identité du représentant légal',
  REGISTRATION_PROOF: 'preuve d’enregistrement',
  ARTICLES_OF_ASSOCIATION: 'statuts',
};

/** The French refusal of a payout to a charity whose KYC the provider has not validated (invented text). */
export function kycMissingMessage(missing: string[]): string {
  const list = missing.map((t) => KYC_LABELS[t] ?? t).join(', ');
  return `Versement impossible : le prestataire de paiement n’a pas encore validé les documents de l’association (${list}). Envoyez-les depuis sa fiche, onglet « Documents KYC », ou demandez-les à son représentant (espace association, « Documents »).`;
}

/**
 * The provider pays out to verified owners only (KYC level REGULAR; otherwise its payout fails with
 * 002998): refused here first, with the documents still to validate, and no payout recorded.
 */
async function assertCharityVerified(deps: AppDeps, providerUserId: string): Promise<void> {
  let missing: string[];
  try {
    if ((await deps.payments.getUserKycLevel(providerUserId)) === 'REGULAR') return;
    const validated = new Set(
      (await deps.payments.listKycDocuments(providerUserId)).filter((d) => d.Status === 'VALIDATED').map((d) => String(d.Type)),
    );
    missing = Object.keys(KYC_LABELS).filter((t) => !validated.has(t));
  } catch {
    throw providerDown();
  }
  throw unprocessable([{ code: 'kyc_not_validated', detail: kycMissingMessage(missing.length > 0 ? missing : Object.keys(KYC_LABELS)) }]);
}

/** Pays out a charity's whole escrow balance now (see the module comment). */
export async function payoutCharityBalance(deps: AppDeps, assocId: number, actorId: number | null): Promise<Payout> {
  const knex = deps.db.knex;
  const row = await knex<AssocsRow>('assocs').where({ id: assocId }).first('id', 'name', 'mangopay_user_id', 'mangopay_wallet_id');
  if (!row) throw charityNotFound();
  if (!row.mangopay_user_id || !row.mangopay_wallet_id) throw unprocessable([{ code: 'no_wallet', detail: MANAGER_MESSAGES.noWallet }]);
  const charity: PaidCharity = { mangopay_user_id: row.mangopay_user_id, mangopay_wallet_id: row.mangopay_wallet_id };
  const account = await payableAccount(deps, assocId);

  const stuck = await knex<PayoutsRow>('payouts').where({ assoc_id: assocId, status: 'PENDING' }).first();
  if (stuck) {
    const stuckAccount = await knex<CharityBankAccountsRow>('charity_bank_accounts')
      .where({ id: stuck.charity_bank_account_id })
      .first('mangopay_bank_account_id');
    if (!stuckAccount) throw new Error(`payout ${stuck.id}: bank account ${stuck.charity_bank_account_id} not found`);
    return sendPayout(deps, stuck, charity, stuckAccount.mangopay_bank_account_id);
  }

  await assertCharityVerified(deps, charity.mangopay_user_id);

  let balance: number;
  try {
    balance = Number((await deps.payments.getWallet(charity.mangopay_wallet_id)).Balance.Amount);
  } catch {
    throw providerDown();
  }
  if (!(balance > 0)) throw unprocessable([{ code: 'empty_balance', detail: MANAGER_MESSAGES.emptyBalance }]);

  const now = deps.clock.now();
  let payout: PayoutsRow;
  try {
    payout = await knex.transaction(async (trx) => {
      const row = await insertPayout(trx, {
        assoc_id: assocId,
        charity_bank_account_id: account.id,
        amount: balance,
        status: 'PENDING',
        bank_wire_ref: 'ENT',
        requested_by_id: actorId,
        created_at: now,
        updated_at: now,
      });
      const ref = bankWireRef(Number(row.id));
      await setPayoutWireRef(trx, row.id, ref);
      await recordAudit(
        trx,
        {
          actorId,
          action: 'payout.requested',
          entityType: 'payout',
          entityId: Number(row.id),
          details: { assoc_id: assocId, amount: balance, bank_wire_ref: ref, iban_masked: account.iban_masked },
        },
        now,
      );
      return { ...row, bank_wire_ref: ref };
    });
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw conflict(MANAGER_MESSAGES.payoutInProgress, 'payout_in_progress');
    throw err;
  }
  return sendPayout(deps, payout, charity, account.mangopay_bank_account_id);
}
