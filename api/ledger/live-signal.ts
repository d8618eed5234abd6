/**
 * How a change of a pot reaches the processes holding its live streams (GET /cagnottes/{id}/live): the
 * transaction that changes the pot's totals (applyDonationStatus) or closes it sends
 * `NOTIFY pot_live, '<pot id>'`, delivered by PostgreSQL at commit to every process listening (and never
 * when the transaction rolls back). PGlite serves one process only, and its socket server does not pass
 * notifications on (docs/decisions/0429-live-stream.md): there the same commit is announced on an
 * in-memory bus of this process, which the embedded database's live hub listens to instead.
 */
import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';

/** The PostgreSQL channel of the live streams. */
export const POT_LIVE_CHANNEL = 'pot_live';

/** This process's bus: one `change` event (the pot id) per committed change, for the embedded database. */
export const localPotChanges = new EventEmitter();
localPotChanges.setMaxListeners(0);

/** The `pg_notify` call that tells the listening processes the pot changed (delivered at commit). */
export function potChangeNotice(db: Knex, potId: number): Knex.Raw {
  return db.raw('pg_notify(?, ?)', [POT_LIVE_CHANNEL, String(potId)]);
}

/** Announces, once `trx` commits, that the pot's live state changed. */
export async function announcePotChange(trx: Knex.Transaction, potId: number): Promise<void> {
  await trx.raw('SELECT ?', [potChangeNotice(trx, potId)]);
  announceOnLocalBus(trx, potId);
}

/**
 * The embedded database's half of announcePotChange, for a statement that sends potChangeNotice itself
 * (applyDonationStatus, in the statement that moves the totals).
 */
export function announceOnLocalBus(trx: Knex.Transaction, potId: number): void {
  trx.executionPromise.then(
    () => localPotChanges.emit('change', potId),
    () => undefined,
  );
}

/** The pot id a notification's payload names, or undefined for anything else. */
export function potIdOfPayload(payload: string | undefined): number | undefined {
  if (!payload || !/^\d{1,15}$/.test(payload)) return undefined;
  return Number(payload);
}
