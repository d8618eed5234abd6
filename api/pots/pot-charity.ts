/**
 * The charity a pot's money goes to, read and changed so that they cannot cross:
 * - `lockPotCharity` reads the pot's charity and that charity's wallet with the pot row key-share-locked,
 *   in the transaction that records a donation or a subscription with them (FOR KEY SHARE conflicts with
 *   the edit's FOR UPDATE, not with the FOR NO KEY UPDATE under which other donations of the pot are
 *   settled: recording a gift does not wait for the gifts before it to be counted);
 * - `assertCharityMayChange` runs in the pot edit's transaction, after the pot row was locked FOR UPDATE.
 * A donation recorded first makes the edit wait for its commit and then see it (409); an edit first makes
 * the donation wait and then record the new charity. Either way a donation never keeps a charity the pot
 * has just left.
 */
import type { Knex } from 'knex';
import type { AssocsRow, PotsRow } from '../db/tables.generated';
import { POT_MESSAGES } from '../../domain/messages';
import { mayChangeCharity } from '../../domain/pot-charity';
import { conflict } from '../http/errors';

export interface PotCharity {
  assocId: number;
  /** The charity's provider wallet, null until it is created. */
  walletId: string | null;
}

/** The pot's charity and wallet, the pot row key-share-locked until `trx` ends; undefined when there is no such pot. */
export async function lockPotCharity(trx: Knex.Transaction, potId: number): Promise<PotCharity | undefined> {
  const row = await trx('pots as p')
    .join('assocs as a', 'a.id', 'p.assoc_id')
    .where('p.id', potId)
    .forKeyShare('p')
    .first<Pick<PotsRow, 'assoc_id'> & Pick<AssocsRow, 'mangopay_wallet_id'>>('p.assoc_id', 'a.mangopay_wallet_id');
  return row ? { assocId: Number(row.assoc_id), walletId: row.mangopay_wallet_id ?? null } : undefined;
}

export const charityLocked = () => conflict(POT_MESSAGES.charityLocked, 'charity_locked', 'assoc_id_id');

/** 409 when the pot (locked FOR UPDATE by the caller's transaction) already has gifts for its charity. */
export async function assertCharityMayChange(trx: Knex.Transaction, potId: number): Promise<void> {
  const donations = await trx('donations').where({ pot_id: potId }).whereNot({ status: 'FAILED' }).count({ n: '*' }).first();
  const subscriptions = await trx('subscriptions').where({ pot_id: potId }).count({ n: '*' }).first();
  if (!mayChangeCharity({ liveDonations: Number(donations?.n ?? 0), subscriptions: Number(subscriptions?.n ?? 0) })) throw charityLocked();
}
