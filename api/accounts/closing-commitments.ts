/**
 * What closing an account ends besides the person's data: the money it committed. In the closing
 * transaction: its running monthly subscriptions are CANCELED (no next debit), its direct debits
 * recorded but never sent to the bank are FAILED, the steps other areas registered run (closure-steps.ts:
 * payments marks the usable mandates for cancellation at the provider, to cancel them there after the
 * commit, and a job retries), and its pots not yet handled are closed now as their organiser would close
 * them, with the consequences of a closing (pot-closing.ts: their donors' subscriptions end). The pots whose closing e-mail is due are answered,
 * so that it is queued to the address the person had.
 */
import type { Knex } from 'knex';
import type { DonationsRow } from '../db/tables.generated';
import { handlePotClosing, potIsClosed } from '../pots';
import { applyDonationStatus, endLiveSubscriptions, noteDonation } from '../ledger';
import { accountClosureSteps, type AccountClosureStep } from './closure-steps';

/** result_message of a direct debit that closing the account stopped before it reached the bank. */
export const DEBIT_STOPPED_BY_CLOSURE = 'Prélèvement annulé : le compte du donateur a été fermé.';

export interface EndedCommitments {
  /** The registered closure steps (by name) that have something left to do after the commit. */
  afterCommit: Array<[string, AccountClosureStep]>;
  /** Pots closed by the closure whose organiser e-mail is due. */
  potsToMail: number[];
}

export async function endMoneyCommitments(trx: Knex.Transaction, userId: number, now: Date): Promise<EndedCommitments> {
  await endLiveSubscriptions(trx, { user_id: userId }, 'CANCELED', now);
  const unsent: Array<number | string> = await trx<DonationsRow>('donations')
    .where({ user_id: userId, status: 'CREATED', payment_method: 'DIRECT_DEBIT' })
    .whereNull('mangopay_payin_id')
    .orderBy('id')
    .pluck('id');
  for (const id of unsent.map(Number)) {
    await noteDonation(trx, id, { result_message: DEBIT_STOPPED_BY_CLOSURE });
    await applyDonationStatus(trx, id, 'FAILED', now);
  }
  const afterCommit: Array<[string, AccountClosureStep]> = [];
  for (const [name, step] of accountClosureSteps()) {
    if (await step.inTransaction(trx, userId, now)) afterCommit.push([name, step]);
  }
  const pots: Array<{ id: number | string; closing_date: Date; closed_at: Date | null }> = await trx('pots')
    .where({ created_by_id: userId })
    .whereNull('closing_handled_at')
    .orderBy('id')
    .select('id', 'closing_date', 'closed_at');
  const potsToMail: number[] = [];
  for (const pot of pots) {
    const id = Number(pot.id);
    if (!potIsClosed(pot, now)) {
      await trx('pots').where({ id }).update({ closed_at: now, updated_at: now });
    }
    const handled = await handlePotClosing(trx, id, now);
    if (handled?.mail) potsToMail.push(id);
  }
  return { afterCommit, potsToMail };
}
