/**
 * The quick donor's card secret (`quick_token`): made when the browser starts a quick card
 * registration, bound to that registration's provider user and, once validated, to its card. A quick
 * donation must present it with the card, and uses it up: the claim is one conditional UPDATE inside the
 * transaction that records the donation, so two donations with one secret cannot both be recorded. The
 * secret then proves that a caller of `POST /payments/return` is the browser that made the donation.
 * Only its SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { QuickCardTokensRow } from '../../db/tables.generated';

const TABLE = 'quick_card_tokens';

/** The secret's row as the donation paths read it. */
export type QuickCardToken = Pick<QuickCardTokensRow, 'id' | 'mangopay_user_id' | 'registration_id' | 'card_id' | 'donation_id'>;

export const hashQuickToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new secret for a registration just started; answers the secret itself (never stored). */
export async function issueQuickToken(db: Knex, providerUserId: string, registrationId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db<QuickCardTokensRow>(TABLE).insert({
    token_hash: hashQuickToken(token),
    mangopay_user_id: providerUserId,
    registration_id: registrationId,
    created_at: now,
  });
  return token;
}

/** Records the card the provider validated for the registration. */
export async function attachQuickCard(db: Knex, registrationId: string, cardId: string): Promise<void> {
  await db<QuickCardTokensRow>(TABLE).where({ registration_id: registrationId }).update({ card_id: cardId });
}

/** The secret's row, when the secret is known. */
export async function findQuickToken(db: Knex, token: string | undefined): Promise<QuickCardToken | undefined> {
  if (!token) return undefined;
  const row = await db<QuickCardTokensRow>(TABLE)
    .where({ token_hash: hashQuickToken(token) })
    .first('id', 'mangopay_user_id', 'registration_id', 'card_id', 'donation_id');
  return row ? { ...row, id: Number(row.id), donation_id: row.donation_id === null ? null : Number(row.donation_id) } : undefined;
}

/**
 * Uses the secret up for this donation, within the donation's recording transaction: true when it was
 * still unused (or already this donation's: a retry), false when another donation took it.
 */
export async function claimQuickToken(trx: Knex, tokenId: number, donationId: number, now: Date): Promise<boolean> {
  const claimed = await trx<QuickCardTokensRow>(TABLE)
    .where({ id: tokenId })
    .whereNull('donation_id')
    .update({ donation_id: donationId, used_at: now });
  if (claimed > 0) return true;
  const row = await trx<QuickCardTokensRow>(TABLE).where({ id: tokenId }).first('donation_id');
  return row !== undefined && Number(row.donation_id) === donationId;
}

/** Whether the secret is the one the donation was made with. */
export async function quickTokenOwnsDonation(db: Knex, token: string | undefined, donationId: number): Promise<boolean> {
  const row = await findQuickToken(db, token);
  return row?.donation_id === donationId;
}
