/**
 * One upload in progress per account: an upload takes the account's row of `upload_leases` before it
 * reads a byte of the body and gives it back when it is done; a second upload while the row is held is
 * refused with 429. The row is a lease (expires_at, on the database's clock so that every web process
 * reads the same time), renewed while the upload runs: a process that dies mid-upload leaves a row that
 * expires within LEASE_SECONDS and the account can upload again.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { HttpError } from '../http/errors';

/** How long a lease lasts without renewal; renewed every third of it while the upload runs. */
export const LEASE_SECONDS = 60;
/** What a client is told to wait before trying again. */
const RETRY_AFTER_SECONDS = 10;

export const UPLOAD_IN_PROGRESS = 'Un envoi de fichier est déjà en cours sur votre compte : attendez qu’il se termine, puis réessayez.';

const uploadInProgress = () =>
  new HttpError(429, [{ code: 'upload_in_progress', detail: UPLOAD_IN_PROGRESS }], { 'Retry-After': String(RETRY_AFTER_SECONDS) });

const expiry = (knex: Knex) => knex.raw(`now() + interval '${LEASE_SECONDS} seconds'`);

/** Takes the account's lease (a free row, or one whose holder let it expire); false when it is held. */
async function take(knex: Knex, userId: number, holder: string): Promise<boolean> {
  const rows: unknown[] = await knex('upload_leases')
    .insert({ user_id: userId, holder, expires_at: expiry(knex) })
    .onConflict('user_id')
    .merge(['holder', 'expires_at'])
    .where('upload_leases.expires_at', '<=', knex.fn.now())
    .returning('holder');
  return rows.length === 1;
}

/** Runs `upload` holding the account's upload lease; 429 when another upload of the account runs. */
export async function withUploadLease<T>(knex: Knex, userId: number, upload: () => Promise<T>): Promise<T> {
  const holder = randomBytes(16).toString('hex');
  if (!(await take(knex, userId, holder))) throw uploadInProgress();
  const mine = () => knex('upload_leases').where({ user_id: userId, holder });
  const renewal = setInterval(
    () => {
      mine()
        .update({ expires_at: expiry(knex) })
        .catch(() => undefined);
    },
    (LEASE_SECONDS * 1000) / 3,
  );
  renewal.unref();
  try {
    return await upload();
  } finally {
    clearInterval(renewal);
    // Should this fail, the lease still ends on its own within LEASE_SECONDS.
    await mine()
      .delete()
      .catch(() => undefined);
  }
}
