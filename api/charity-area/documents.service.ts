/**
 * The charity's KYB documents, sent by its representative (`GET|POST /charity/documents`), through the
 * same rules and provider calls as a manager's upload (api/charity-area/charity-kyc.service.ts: the kind read
 * from the bytes, 1 to 5 pages of 7 MB at most, sent once whatever is retried). Required of an association
 * (a legal user of type ORGANIZATION): the registration proof, the articles of association and the
 * representative's identity; the declaration of beneficial owners (SHAREHOLDER_DECLARATION) applies to
 * companies (BUSINESS), not to associations (docs/decisions.md). Statuses are re-read from the provider at
 * each read; a refusal is shown with the provider's reason, in French.
 */
import type { AppDeps } from '../app-deps';
import type { AssocsRow, CharityKycDocumentsRow } from '../db/tables.generated';
import type { CharityDocuments, KybDocument, KybType } from '../../domain/charity-area-types';
import { HttpError } from '../http/errors';
import { CHARITY_KYC_TYPES, listCharityKycDocuments, refreshCharityKycDocuments, uploadCharityKycDocument } from './charity-kyc.service';
import type { UploadedFile } from '../storage/multipart';

/** The provider's refusal reasons (Mangopay's RefusedReasonType), in French. */
const REFUSAL_REASONS: Record<string, string> = {
  DOCUMENT_UNREADABLE: 'Le document est illisible.',
  DOCUMENT_NOT_ACCEPTED: 'Ce type de document n’est pas accepté.',
  DOCUMENT_HAS_EXPIRED: 'Le document a expiré.',
  DOCUMENT_INCOMPLETE: 'Le document est incomplet.',
  DOCUMENT_MISSING: 'Le document est absent ou vide.',
  DOCUMENT_DO_NOT_MATCH_USER_DATA: 'Le document ne correspond pas aux informations légales de l’association.',
  DOCUMENT_DO_NOT_MATCH_ACCOUNT_DATA: 'Le document ne correspond pas aux informations du compte.',
  DOCUMENT_FALSIFIED: 'Le document semble falsifié.',
  UNDERAGE_PERSON: 'Le représentant doit être majeur.',
  SPECIFIC_CASE: 'Le prestataire de paiement demande une vérification particulière.',
};

/** The French refusal shown to the representative: the reason, and the provider's own words if any. */
export function refusalInFrench(type: string | null, message: string | null): string | null {
  if (!type && !message) return null;
  const reason = (type && REFUSAL_REASONS[type]) ?? 'Le prestataire de paiement a refusé ce document.';
  return message ? `${reason} Précision du prestataire : « ${message} »` : reason;
}

const presentKyb = (d: {
  id: number;
  type: string;
  status: string;
  refused_reason_type: string | null;
  refused_reason_message: string | null;
  created_at: string;
  processed_at: string | null;
}): KybDocument => ({
  id: d.id,
  type: d.type as KybType,
  status: d.status as KybDocument['status'],
  refused_reason_type: d.refused_reason_type,
  refused_reason_message: d.status === 'REFUSED' ? refusalInFrench(d.refused_reason_type, d.refused_reason_message) : null,
  created_at: d.created_at,
  processed_at: d.processed_at,
});

/** The stored documents, newest first (no provider call). */
export async function storedDocuments(deps: Pick<AppDeps, 'db'>, assocId: number): Promise<KybDocument[]> {
  return (await listCharityKycDocuments(deps.db.knex, assocId)).map(presentKyb);
}

/** The required types and the documents sent, their statuses re-read from the provider. */
export async function charityDocuments(deps: AppDeps, assocId: number): Promise<CharityDocuments> {
  const charity = await deps.db.knex<AssocsRow>('assocs').where({ id: assocId }).first('mangopay_user_id');
  if (
    charity?.mangopay_user_id &&
    (await deps.db.knex<CharityKycDocumentsRow>('charity_kyc_documents').where({ assoc_id: assocId }).first('id'))
  ) {
    try {
      const live = await deps.payments.listKycDocuments(charity.mangopay_user_id);
      await refreshCharityKycDocuments(deps, assocId, live);
    } catch (err) {
      deps.logger.warn({ err, assocId }, 'KYB statuses not refreshed; the stored ones are shown');
    }
  }
  return { required: [...CHARITY_KYC_TYPES], documents: await storedDocuments(deps, assocId) };
}

/** Sends one document; the form's `pages` are the manager upload's `files` (errors name `pages`). */
export async function uploadCharityDocument(
  deps: AppDeps,
  assocId: number,
  userId: number,
  type: unknown,
  pages: UploadedFile[],
): Promise<KybDocument> {
  try {
    const row = await uploadCharityKycDocument(deps, assocId, type, pages, userId);
    return presentKyb(row);
  } catch (err) {
    if (err instanceof HttpError)
      throw new HttpError(
        err.status,
        err.errors.map((e) => (e.field?.startsWith('files') ? { ...e, field: e.field.replace(/^files/, 'pages') } : e)),
      );
    throw err;
  }
}
