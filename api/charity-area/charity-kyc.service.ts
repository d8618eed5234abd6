/**
 * A charity's KYC documents sent to the provider by a manager (legal user, legacy KYC API): the legal
 * representative's IDENTITY_PROOF, the REGISTRATION_PROOF and the ARTICLES_OF_ASSOCIATION, which the
 * provider must validate before the charity can be paid out (KYC level REGULAR).
 * Upload: one document type, 1 to 5 pages (the provider's limit), each checked as the donors' identity
 * documents are (PDF, JPEG, GIF or PNG read from the bytes; 7 MB at most; the provider's 1 kB minimum).
 * The files only pass through memory: nothing is written to disk or database but the document's id,
 * type, status and a hash of its pages. Order: create the document (key derived from the charity, type
 * and pages' hash), record it, add the pages (one key per page), submit; a retried upload of the same
 * files finds its document and only finishes what is left. A type already awaiting validation or
 * validated is not sent again (409).
 * Statuses: re-read from the provider at submission, on the KYC_* hooks (`syncCharityKycDocument`,
 * idempotent) and each time the charity's KYC screen is read (api/manager/kyc-status.service.ts).
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { AppDeps } from '../app-deps';
import type { AssocsRow, CharityKycDocumentsRow } from '../db/tables.generated';
import { KYC_MAX_FILE_BYTES } from '../../domain/constants';
import { sniffDocumentKind } from '../../domain/file-signatures';
import type { CharityKycSubmission } from '../../domain/manager-types';
import { FILE_MESSAGES } from '../../domain/messages';
import { conflict, HttpError, unprocessable, type ErrorItem } from '../http/errors';
import { deriveIdempotencyKey, type KycDocument, PaymentProviderError } from '../payments';
import { MULTIPART_OVERHEAD_BYTES, type UploadedFile } from '../storage/multipart';
import { recordAudit } from '../audit';
import { charityNotFound, fieldInvalid, providerDown } from '../http/back-office-errors';

export const CHARITY_KYC_TYPES = ['IDENTITY_PROOF', 'REGISTRATION_PROOF', 'ARTICLES_OF_ASSOCIATION'] as const;
export type CharityKycType = (typeof CHARITY_KYC_TYPES)[number];
export const KYC_MAX_PAGES = 5;
/** The body limit of a KYC upload (the manager's and the representative's): five pages at most of the file limit. */
export const KYC_UPLOAD_LIMIT = {
  maxBytes: KYC_MAX_PAGES * KYC_MAX_FILE_BYTES + MULTIPART_OVERHEAD_BYTES,
  tooLargeDetail: FILE_MESSAGES.kycTooLarge,
};
const KYC_MIN_PAGE_BYTES = 1024;

export const CHARITY_KYC_MESSAGES = {
  typeInvalid: 'Choisissez la pièce d’identité du représentant légal, la preuve d’enregistrement ou les statuts',
  pagesRequired: 'Ajoutez au moins un fichier',
  tooManyPages: 'Cinq fichiers au plus par document',
  tooSmall: 'Le fichier est trop petit pour être lisible',
  noProviderAccount: 'Cette association n’a pas encore de compte chez le prestataire de paiement',
  pending: 'Ce document est déjà en cours de vérification par le prestataire de paiement',
  validated: 'Ce document a déjà été validé par le prestataire de paiement',
  refused: 'Le prestataire de paiement a refusé ce document',
} as const; // invented

export const presentCharityKycDocument = (r: CharityKycDocumentsRow): CharityKycSubmission => ({
  id: Number(r.id),
  mangopay_document_id: r.mangopay_document_id,
  type: r.type,
  status: r.status,
  refused_reason_type: r.refused_reason_type,
  refused_reason_message: r.refused_reason_message,
  pages: Number(r.pages),
  submitted_by_id: r.submitted_by_id === null ? null : Number(r.submitted_by_id),
  processed_at: r.processed_at ? new Date(r.processed_at).toISOString() : null,
  created_at: new Date(r.created_at).toISOString(),
});

/** What is kept of a provider's KYC document. */
export type DocumentState = Pick<KycDocument, 'Id' | 'Status'> & {
  RefusedReasonType?: unknown;
  RefusedReasonMessage?: unknown;
  ProcessedDate?: unknown;
};

interface Page {
  base64: string;
  hash: string;
}

function checkUpload(type: unknown, files: UploadedFile[]): { type: CharityKycType; pages: Page[] } {
  if (!CHARITY_KYC_TYPES.includes(type as CharityKycType)) throw fieldInvalid('type', CHARITY_KYC_MESSAGES.typeInvalid);
  if (files.length === 0) throw fieldInvalid('files', CHARITY_KYC_MESSAGES.pagesRequired, 'required');
  if (files.length > KYC_MAX_PAGES) throw fieldInvalid('files', CHARITY_KYC_MESSAGES.tooManyPages, 'too_many_files');
  const errors: ErrorItem[] = [];
  files.forEach((file, i) => {
    const field = `files.${i}`;
    if (file.size > KYC_MAX_FILE_BYTES) errors.push({ code: 'too_large', detail: FILE_MESSAGES.kycTooLarge, field });
    else if (sniffDocumentKind(file.bytes) === null) errors.push({ code: 'invalid_type', detail: FILE_MESSAGES.kycTypeInvalid, field });
    else if (file.size < KYC_MIN_PAGE_BYTES) errors.push({ code: 'too_small', detail: CHARITY_KYC_MESSAGES.tooSmall, field });
  });
  if (errors.length > 0) throw unprocessable(errors);
  const pages = files.map((f) => {
    const bytes = Buffer.from(f.bytes);
    return { base64: bytes.toString('base64'), hash: createHash('sha256').update(bytes).digest('hex') };
  });
  return { type: type as CharityKycType, pages };
}

/** The provider's document applied to its row; true when the status changed (audited once per change). */
async function applyDocument(db: Knex, row: CharityKycDocumentsRow, doc: DocumentState, now: Date): Promise<boolean> {
  const status = String(doc.Status);
  if (row.status === status) return false;
  return db.transaction(async (trx) => {
    const locked = await trx<CharityKycDocumentsRow>('charity_kyc_documents').where({ id: row.id }).forUpdate().first('status');
    if (!locked || locked.status === status) return false;
    await trx<CharityKycDocumentsRow>('charity_kyc_documents')
      .where({ id: row.id })
      .update({
        status,
        refused_reason_type: doc.RefusedReasonType ? String(doc.RefusedReasonType).slice(0, 64) : null,
        refused_reason_message: doc.RefusedReasonMessage ? String(doc.RefusedReasonMessage).slice(0, 255) : null,
        processed_at: doc.ProcessedDate ? new Date(Number(doc.ProcessedDate) * 1000) : null,
        updated_at: now,
      });
    if (status === 'VALIDATED' || status === 'REFUSED') {
      await recordAudit(
        trx,
        {
          actorId: null,
          action: `charity.kyc_${status.toLowerCase()}`,
          entityType: 'charity',
          entityId: Number(row.assoc_id),
          details: { type: row.type, mangopay_document_id: row.mangopay_document_id, refused_reason_type: doc.RefusedReasonType ?? null },
        },
        now,
      );
    }
    return true;
  });
}

function providerFailure(err: unknown, deps: AppDeps, assocId: number): HttpError {
  if (!(err instanceof PaymentProviderError)) throw err;
  deps.logger.warn({ err, assocId }, 'charity KYC document not accepted by the provider');
  if (err.retryable) return providerDown();
  return unprocessable([{ code: 'kyc_upload_failed', detail: CHARITY_KYC_MESSAGES.refused, field: 'files' }]);
}

/** Sends one KYC document of a charity (see the module comment); answers its row. */
export async function uploadCharityKycDocument(
  deps: AppDeps,
  assocId: number,
  type: unknown,
  files: UploadedFile[],
  actorId: number,
): Promise<CharityKycSubmission> {
  const knex = deps.db.knex;
  const charity = await knex<AssocsRow>('assocs').where({ id: assocId }).first('id', 'mangopay_user_id');
  if (!charity) throw charityNotFound();
  const upload = checkUpload(type, files);
  if (!charity.mangopay_user_id) throw unprocessable([{ code: 'no_provider_account', detail: CHARITY_KYC_MESSAGES.noProviderAccount }]);
  const userId = String(charity.mangopay_user_id);
  const fingerprint = createHash('sha256')
    .update(upload.pages.map((p) => p.hash).join('|'))
    .digest('hex');

  const mine = await knex<CharityKycDocumentsRow>('charity_kyc_documents')
    .where({ assoc_id: assocId, type: upload.type, fingerprint })
    .orderBy('id', 'desc')
    .first();
  if (!mine || mine.status === 'REFUSED') {
    const blocking = await knex<CharityKycDocumentsRow>('charity_kyc_documents')
      .where({ assoc_id: assocId, type: upload.type })
      .whereIn('status', ['VALIDATION_ASKED', 'VALIDATED'])
      .first('status');
    if (blocking)
      throw conflict(
        blocking.status === 'VALIDATED' ? CHARITY_KYC_MESSAGES.validated : CHARITY_KYC_MESSAGES.pending,
        'kyc_document_exists',
      );
  }

  const now = deps.clock.now();
  let row = mine && mine.status !== 'REFUSED' ? mine : undefined;
  try {
    if (!row) {
      const attempt = mine ? `|retry-after-${mine.id}` : '';
      const doc = await deps.payments.createKycDocument(
        userId,
        { Type: upload.type, Tag: `entraide-charity-${assocId}` },
        deriveIdempotencyKey('charitykyc', assocId, `${upload.type}|${fingerprint}${attempt}`),
      );
      await knex<CharityKycDocumentsRow>('charity_kyc_documents')
        .insert({
          assoc_id: assocId,
          mangopay_document_id: String(doc.Id),
          type: upload.type,
          status: String(doc.Status),
          fingerprint,
          pages: upload.pages.length,
          submitted_by_id: actorId,
          created_at: now,
          updated_at: now,
        })
        .onConflict('mangopay_document_id')
        .ignore();
      row = await knex<CharityKycDocumentsRow>('charity_kyc_documents')
        .where({ mangopay_document_id: String(doc.Id) })
        .first();
      if (!row) throw new Error(`charity ${assocId}'s KYC document ${doc.Id} not recorded`);
      await recordAudit(
        knex,
        {
          actorId,
          action: 'charity.kyc_document_sent',
          entityType: 'charity',
          entityId: assocId,
          details: { type: upload.type, mangopay_document_id: String(doc.Id), pages: upload.pages.length },
        },
        now,
      );
    }
    const documentId = String(row.mangopay_document_id);
    // A retried upload gets the first answer back: read the document as it stands now.
    let doc = await deps.payments.getKycDocument(documentId);
    if (String(doc.Status) === 'CREATED') {
      // Pages already added by an interrupted attempt are replayed by the provider (same keys).
      for (const [index, page] of upload.pages.entries()) {
        await deps.payments.addKycPage(
          userId,
          documentId,
          page.base64,
          deriveIdempotencyKey('charitykycpage', documentId, `${index}|${page.hash}`),
        );
      }
      doc = await deps.payments.submitKycDocument(userId, documentId);
    }
    await applyDocument(knex, row, doc, deps.clock.now());
  } catch (err) {
    throw providerFailure(err, deps, assocId);
  }
  const stored = await knex<CharityKycDocumentsRow>('charity_kyc_documents').where({ id: row.id }).first();
  if (!stored) throw new Error(`charity ${assocId}'s KYC document ${row.id} vanished`);
  return presentCharityKycDocument(stored);
}

/** Brings stored rows in line with documents re-read from the provider (the KYC screen's read). */
export async function refreshCharityKycDocuments(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  assocId: number,
  documents: DocumentState[],
): Promise<void> {
  const rows = await deps.db.knex<CharityKycDocumentsRow>('charity_kyc_documents').where({ assoc_id: assocId });
  const byId = new Map(documents.map((d) => [String(d.Id), d]));
  for (const row of rows) {
    const doc = byId.get(String(row.mangopay_document_id));
    if (doc) await applyDocument(deps.db.knex, row, doc, deps.clock.now());
  }
}

/** The charity's documents we sent, newest first. */
export async function listCharityKycDocuments(db: Knex, assocId: number): Promise<CharityKycSubmission[]> {
  return (await db<CharityKycDocumentsRow>('charity_kyc_documents').where({ assoc_id: assocId }).orderBy('id', 'desc')).map(
    presentCharityKycDocument,
  );
}

/** The KYC_* hook handler: re-reads the document and applies it to its row (charities' documents only). */
export async function syncCharityKycDocument(deps: AppDeps, documentId: string): Promise<void> {
  const row = await deps.db.knex<CharityKycDocumentsRow>('charity_kyc_documents').where({ mangopay_document_id: documentId }).first();
  if (!row) return; // a donor's identity document, or not ours: statuses are read from the provider
  await applyDocument(deps.db.knex, row, await deps.payments.getKycDocument(documentId), deps.clock.now());
}
