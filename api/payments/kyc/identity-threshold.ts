/**
 * Identity documents above 2 500 € a calendar year (the terms' threshold; docs/api-contract.md "Donations"):
 * a donor whose succeeded and pending contributions this year (Europe/Paris), gift and tip, plus the
 * payment being made would pass 250 000 cents must first have an identity proof at the provider,
 * validated or awaiting validation (or be at KYC level REGULAR). Otherwise the payment is refused with
 * 422 `kyc_required`, which the PWA answers by opening the identity-documents page.
 * Every way money arrives is counted and checked:
 * - one person is counted once, whichever way they give: an account's donations by its user id plus the
 *   quick gifts made with its e-mail (normalised) or with one of its cards (fingerprint); a quick donor's
 *   (no account, so no identity documents) by e-mail, by the card's fingerprint, and with the account of
 *   that e-mail: past the threshold a quick donation is refused with 422 `account_required`, inviting
 *   to create an account;
 * - a monthly subscription counts, when it is set up, its remaining debits of the calendar year, and
 *   each debit is checked again by the daily job (subscription-debits.ts);
 * - check and record are atomic per donor: `guardInTransaction` runs in the transaction that inserts
 *   the CREATED donation, under transaction-level advisory locks of each of the donor's identities
 *   (account, e-mail, card), and counts again, so simultaneous gifts of one person, by either route,
 *   are taken one after the other. The provider is never called under the lock.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { AppDeps } from '../../app-deps';
import type { DonationsRow, UsersRow } from '../../db/tables.generated';
import { needsIdentityDocuments } from '../../../domain/kyc';
import { toDay } from '../../../domain/dates';
import { normalizeEmail } from '../../../domain/identity';
import { unprocessable } from '../../http/errors';
import { providerUnavailable } from '../donations/donation-errors';

export const KYC_REQUIRED_MESSAGE =
  "Vos dons de l'année dépassent 2 500 € : merci d'envoyer une pièce d'identité avant de finaliser votre paiement."; // invented
export const ACCOUNT_REQUIRED_MESSAGE =
  "Vos dons de l'année dépassent 2 500 € : pour donner davantage, créez un compte Entraide (ou connectez-vous) et envoyez une pièce d'identité depuis votre espace.";

/** Identity-proof states that let the payment go on. */
const ACCEPTED_PROOF_STATUSES = ['VALIDATED', 'VALIDATION_ASKED'];

/**
 * Whose year is counted: an account (with the card it pays with now, when it pays by card), or a quick
 * donor known by e-mail and card.
 */
export type ThresholdDonor = { userId: number; cardFingerprint?: string | null } | { email: string; cardFingerprint: string | null };

/** What the check before the payment found: whether the donor holds an identity proof. */
export interface ThresholdClearance {
  donor: ThresholdDonor;
  proven: boolean;
}

export const kycRequired = () => unprocessable([{ code: 'kyc_required', detail: KYC_REQUIRED_MESSAGE }]);
export const accountRequired = () => unprocessable([{ code: 'account_required', detail: ACCOUNT_REQUIRED_MESSAGE }]);

/**
 * The identities one person's year is counted under: the account (if any), the normalised e-mails and
 * the card fingerprints. An account's are its current e-mail and the fingerprints of its cards (those its
 * card gifts recorded, and the card it pays with now); a quick donor's are the e-mail and card given.
 */
interface DonorIdentities {
  userId: number | null;
  emails: string[];
  fingerprints: string[];
}

async function identitiesOf(db: Knex, donor: ThresholdDonor): Promise<DonorIdentities> {
  if (!('userId' in donor)) {
    return { userId: null, emails: [normalizeEmail(donor.email)], fingerprints: donor.cardFingerprint ? [donor.cardFingerprint] : [] };
  }
  const user = await db<UsersRow>('users').where({ id: donor.userId }).first('email');
  const cards = await db<DonationsRow>('donations')
    .where({ user_id: donor.userId })
    .whereNotNull('card_fingerprint')
    .distinct<Array<{ card_fingerprint: string }>>('card_fingerprint');
  const fingerprints = new Set<string>(cards.map((c) => c.card_fingerprint));
  if (donor.cardFingerprint) fingerprints.add(donor.cardFingerprint);
  return { userId: donor.userId, emails: user?.email ? [normalizeEmail(user.email)] : [], fingerprints: [...fingerprints].sort() };
}

/**
 * The donor's succeeded and pending contributions (gift + tip, cents) in the calendar year of `now`,
 * one person counted once whichever way they gave: an account's own gifts plus the quick gifts (no
 * account) made with its e-mail or one of its cards; a quick donor's gifts by e-mail or card, plus the
 * gifts of the account holding that e-mail and every gift made with that card.
 */
export async function yearToDateContributions(db: Knex, donor: ThresholdDonor | number, now: Date): Promise<number> {
  const who = await identitiesOf(db, typeof donor === 'number' ? { userId: donor } : donor);
  const year = toDay(now).slice(0, 4);
  const row = await db('donations')
    .where((q) => {
      q.where((quick) =>
        quick.whereNull('user_id').where((same) => {
          same.whereRaw('false');
          for (const email of who.emails) same.orWhereRaw('lower(quick_email) = ?', [email]);
          if (who.fingerprints.length > 0) same.orWhereIn('card_fingerprint', who.fingerprints);
        }),
      );
      if (who.userId !== null) return void q.orWhere({ user_id: who.userId });
      for (const email of who.emails) q.orWhereIn('user_id', db('users').select('id').whereRaw('lower(email) = ?', [email]));
      if (who.fingerprints.length > 0) q.orWhereIn('card_fingerprint', who.fingerprints);
    })
    .whereIn('status', ['SUCCEEDED', 'CREATED'])
    .whereRaw("to_char(created_at AT TIME ZONE 'Europe/Paris', 'YYYY') = ?", [year])
    .first<{ total: number } | undefined>(db.raw('COALESCE(SUM(amount + gift_entraide), 0) AS total'));
  return Number(row?.total ?? 0);
}

/** An advisory-lock key (64-bit, from a hash of what names an identity). */
const lockKey = (name: string) => createHash('sha256').update(`identity-threshold|${name}`).digest().readBigInt64BE(0).toString();

/**
 * Takes the donor's locks until the end of the transaction: every gift sharing one of the donor's
 * identities (account, e-mail, card), by either route, waits. An account's own lock comes first (its
 * e-mail and cards are read under it, so they cannot change meanwhile), then the e-mail and card locks in
 * one fixed (sorted) order for everyone, so two gifts never wait on each other.
 */
export async function lockDonor(trx: Knex.Transaction, donor: ThresholdDonor): Promise<void> {
  if ('userId' in donor) await trx.raw('SELECT pg_advisory_xact_lock(?::bigint)', [lockKey(`user:${donor.userId}`)]);
  const who = await identitiesOf(trx, donor);
  const names = [...who.emails.map((e) => `email:${e}`), ...who.fingerprints.map((f) => `card:${f}`)];
  for (const key of names.map(lockKey).sort()) await trx.raw('SELECT pg_advisory_xact_lock(?::bigint)', [key]);
}

/** Whether the provider holds a validated or submitted identity proof of this user (or the user is REGULAR). */
export async function hasIdentityProof(deps: Pick<AppDeps, 'payments'>, providerUserId: string): Promise<boolean> {
  const documents = await deps.payments.listKycDocuments(providerUserId);
  if (documents.some((d) => d.Type === 'IDENTITY_PROOF' && ACCEPTED_PROOF_STATUSES.includes(String(d.Status)))) return true;
  return (await deps.payments.getUserKycLevel(providerUserId)) === 'REGULAR';
}

/** Whether this account holds an identity proof (false without a provider account); 503 when unreadable. */
export async function accountHasIdentityProof(deps: AppDeps, userId: number): Promise<boolean> {
  const user = await deps.db.knex<UsersRow>('users').where({ id: userId }).first('mangopay_user_id');
  if (!user?.mangopay_user_id) return false;
  return hasIdentityProof(deps, user.mangopay_user_id).catch((err: unknown) => {
    deps.logger.warn({ err, userId }, 'identity documents not readable at the provider');
    throw providerUnavailable();
  });
}

/**
 * Refuses (422 'kyc_required') a payment that takes the donor past the yearly threshold without
 * identity proof. Answers what it found, for `guardInTransaction` to count again under the lock.
 */
export async function assertIdentityDocumentsIfNeeded(
  deps: AppDeps,
  userId: number,
  addedCents: number,
  cardFingerprint: string | null = null,
): Promise<ThresholdClearance> {
  const donor = { userId, cardFingerprint };
  const before = await yearToDateContributions(deps.db.knex, donor, deps.clock.now());
  if (!needsIdentityDocuments(before, addedCents)) return { donor, proven: false };
  if (await accountHasIdentityProof(deps, userId)) return { donor, proven: true };
  throw kycRequired();
}

/** The same for a quick donor (e-mail and card): refused with 'account_required', since no documents can be held. */
export async function assertQuickDonorUnderThreshold(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  email: string,
  cardFingerprint: string | null,
  addedCents: number,
): Promise<ThresholdClearance> {
  const donor = { email, cardFingerprint: cardFingerprint || null };
  const before = await yearToDateContributions(deps.db.knex, donor, deps.clock.now());
  if (needsIdentityDocuments(before, addedCents)) throw accountRequired();
  return { donor, proven: false };
}

/**
 * Run in the transaction that inserts the CREATED donation, just before the insert: takes the donor's
 * lock and, for a donor without identity proof, counts the year again (the gifts recorded meanwhile
 * included) and refuses past the threshold. The lock is held until that transaction ends.
 */
export function guardInTransaction(clearance: ThresholdClearance, addedCents: number, now: Date) {
  return async (trx: Knex.Transaction): Promise<void> => {
    await lockDonor(trx, clearance.donor);
    if (clearance.proven) return;
    const before = await yearToDateContributions(trx, clearance.donor, now);
    if (needsIdentityDocuments(before, addedCents)) throw 'userId' in clearance.donor ? kycRequired() : accountRequired();
  };
}

/** A quick donation's threshold: checked now by e-mail and card, and again where its row is inserted. */
export async function quickDonorThresholdGuard(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  email: string,
  card: { Fingerprint?: string | null },
  addedCents: number,
) {
  const clearance = await assertQuickDonorUnderThreshold(deps, email, card.Fingerprint ? String(card.Fingerprint) : null, addedCents);
  return guardInTransaction(clearance, addedCents, deps.clock.now());
}
