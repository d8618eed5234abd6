/**
 * KYC submissions' statuses for managers, read from the provider (documents are not kept here: they go
 * straight to the provider, api/payments/kyc): a user's (found by e-mail) or a charity's documents with
 * their status and refusal reason, and the KYC level (REGULAR is needed for payouts).
 */
import type { CharityKycStatus, KycStatus, UserKycStatus } from '../../domain/manager-types';
import type { AppDeps } from '../app-deps';
import type { AssocsRow, UsersRow } from '../db/tables.generated';
import { notFound } from '../http/errors';
import { CHARITY_KYC_TYPES, type DocumentState, listCharityKycDocuments, refreshCharityKycDocuments } from '../charity-area';
import { charityNotFound, providerDown } from '../http/back-office-errors';

async function statusOf(deps: AppDeps, providerUserId: string | null): Promise<KycStatus> {
  if (!providerUserId) return { mangopay_user_id: null, kyc_level: null, documents: [] };
  try {
    const [level, documents] = await Promise.all([
      deps.payments.getUserKycLevel(providerUserId),
      deps.payments.listKycDocuments(providerUserId),
    ]);
    return {
      mangopay_user_id: providerUserId,
      kyc_level: String(level),
      documents: documents.map((d) => ({
        Id: String(d.Id),
        Type: String(d.Type),
        Status: String(d.Status),
        RefusedReasonType: (d.RefusedReasonType as string | null) ?? null,
        RefusedReasonMessage: (d.RefusedReasonMessage as string | null) ?? null,
        CreationDate: Number(d.CreationDate),
        ProcessedDate: d.ProcessedDate ? Number(d.ProcessedDate) : null,
      })),
    };
  } catch {
    throw providerDown();
  }
}

export async function userKycStatus(deps: AppDeps, email: string): Promise<UserKycStatus> {
  const user = await deps.db.knex<UsersRow>('users').whereRaw('lower(email) = lower(?)', [email]).first('id', 'email', 'mangopay_user_id');
  if (!user) throw notFound('Aucun compte avec cette adresse e-mail', 'user_not_found');
  return { user_id: Number(user.id), email: user.email, ...(await statusOf(deps, user.mangopay_user_id)) };
}

/**
 * A charity's KYC: the provider's live view (level and documents), the three document types a charity
 * needs, and the documents managers sent from Entraide (their stored statuses refreshed by this read).
 */
export async function charityKycStatus(deps: AppDeps, assocId: number): Promise<CharityKycStatus> {
  const charity = await deps.db.knex<AssocsRow>('assocs').where({ id: assocId }).first('id', 'mangopay_user_id');
  if (!charity) throw charityNotFound();
  const live = await statusOf(deps, charity.mangopay_user_id);
  if (live.documents.length > 0) await refreshCharityKycDocuments(deps, assocId, live.documents as unknown as DocumentState[]);
  return {
    assoc_id: assocId,
    ...live,
    required_types: CHARITY_KYC_TYPES,
    submissions: await listCharityKycDocuments(deps.db.knex, assocId),
  };
}
