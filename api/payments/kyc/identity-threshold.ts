/**
 * Identity documents above 2 500 € a calendar year (the terms' threshold; API contract "Donations"):
 * a donor whose succeeded and pending contributions this year (Europe/Paris), gift and tip, plus the
 * payment being made would pass 250 000 cents must first have an identity proof at the provider,
 * validated or awaiting validation (or be at KYC level REGULAR). Otherwise the payment is refused with
 * 422 `kyc_required`, which the PWA answers by opening the identity-documents page.
 */
import type { AppDeps } from '../../app-deps';
import { needsIdentityDocuments } from '../../../domain/kyc';
import { toDay } from '../../../domain/dates';
import { unprocessable } from '../../http/errors';
import { providerUnavailable } from '../donations/donation-errors';

export const KYC_REQUIRED_MESSAGE =
  "Vos dons de l'année dépassent 2 500 € : merci d'envoyer une pièce d'identité avant de finaliser votre paiement."; // invented

/** Identity-proof states that let the payment go on. */
const ACCEPTED_PROOF_STATUSES = ['VALIDATED', 'VALIDATION_ASKED'];

/** The donor's succeeded and pending contributions (gift + tip, cents) in the calendar year of `now`. */
export async function yearToDateContributions(deps: Pick<AppDeps, 'db'>, userId: number, now: Date): Promise<number> {
  const year = toDay(now).slice(0, 4);
  const row = await deps.db.knex('donations')
    .where({ user_id: userId })
    .whereIn('status', ['SUCCEEDED', 'CREATED'])
    .whereRaw("to_char(created_at AT TIME ZONE 'Europe/Paris', 'YYYY') = ?", [year])
    .first(deps.db.knex.raw('COALESCE(SUM(amount + gift_entraide), 0) AS total'));
  return Number(row?.total ?? 0);
}

/** Whether the provider holds a validated or submitted identity proof of this user (or the user is REGULAR). */
export async function hasIdentityProof(deps: Pick<AppDeps, 'payments'>, providerUserId: string): Promise<boolean> {
  const documents = await deps.payments.listKycDocuments(providerUserId);
  if (documents.some((d) => d.Type === 'IDENTITY_PROOF' && ACCEPTED_PROOF_STATUSES.includes(String(d.Status)))) return true;
  return (await deps.payments.getUserKycLevel(providerUserId)) === 'REGULAR';
}

/** Refuses (422 'kyc_required') a payment that takes the donor past the yearly threshold without identity proof. */
export async function assertIdentityDocumentsIfNeeded(deps: AppDeps, userId: number, addedCents: number): Promise<void> {
  const before = await yearToDateContributions(deps, userId, deps.clock.now());
  if (!needsIdentityDocuments(before, addedCents)) return;
  const user = await deps.db.knex('users').where({ id: userId }).first('mangopay_user_id');
  if (user?.mangopay_user_id) {
    const proven = await hasIdentityProof(deps, user.mangopay_user_id).catch((err: unknown) => {
      deps.logger.warn({ err, userId }, 'identity documents not readable at the provider');
      throw providerUnavailable();
    });
    if (proven) return;
  }
  throw unprocessable([{ code: 'kyc_required', detail: KYC_REQUIRED_MESSAGE }]);
}
