/**
 * `POST /user/register_kyc` `{files: [{filetype, value (base64)}], amount}`: the donor's identity
 * documents, checked (kinds of the spec, at most 7 340 032 bytes each: 'Le fichier ne doit pas dépasser
 * 7Mb'; PDF, JPEG, GIF or PNG as read from the bytes themselves) and sent straight to the provider: one
 * KYC document per kind, one page per file (the back of an identity document is a second page of the
 * IDENTITY_PROOF), then submitted for validation. The body is read as it arrives (kyc-body.ts): the
 * files wait on the upload's encrypted spool, never readable on our disk and never all in memory; each
 * is read back for its own provider call. Nothing is kept in our database. Provider keys come from the
 * files' hashes, so a retried upload creates nothing twice.
 */
import { createHash } from 'node:crypto';
import type { AppDeps } from '../../app-deps';
import type { SpooledFile } from '../../storage/upload-spool';
import { KYC_MAX_FILES, streamedKycSchema } from './kyc-body';
import { sniffDocumentKind } from '../../../domain/file-signatures';
import { FILE_MESSAGES } from '../../../domain/messages';
import { POT_NOTICES } from '../../../domain/notices';
import { GENERIC_ERROR, HttpError, unprocessable, type ErrorItem } from '../../http/errors';
import { PaymentProviderError } from '../errors';
import type { KycDocumentType } from '../gateway-kyc';
import { deriveIdempotencyKey } from '../idempotency-keys';
import { providerUnavailable } from '../donations/donation-errors';
import { loadDonor } from '../mandates/payment-target';
import { DONATION_MESSAGES } from '../../../domain/messages';

export const KYC_TOO_MANY_FILES = 'Merci d’envoyer au plus 6 documents à la fois'; // invented

export interface KycUploadAnswer {
  detail: string;
  documents: Array<{ Id: string; Type: string; Status: string }>;
}

interface Page {
  type: KycDocumentType;
  file: SpooledFile;
  hash: string;
}

/** The lead's identity (IDENTITY_PROOF_LEAD in the form) is an identity proof for the provider. */
const providerType = (kind: string): KycDocumentType => (kind === 'IDENTITY_PROOF_LEAD' ? 'IDENTITY_PROOF' : kind) as KycDocumentType;

async function readPages(body: unknown): Promise<Page[]> {
  const input = streamedKycSchema.parse(body);
  if (input.files.length > KYC_MAX_FILES) throw unprocessable([{ code: 'too_many_files', detail: KYC_TOO_MANY_FILES, field: 'files' }]);
  const errors: ErrorItem[] = [];
  const pages: Page[] = [];
  for (const [i, { filetype, value: doc }] of input.files.entries()) {
    const file = doc.malformed ? undefined : await doc.file;
    if (!file || sniffDocumentKind(doc.head) === null)
      errors.push({ code: 'invalid_type', detail: FILE_MESSAGES.kycTypeInvalid, field: `files.${i}.value` });
    else pages.push({ type: providerType(filetype), file, hash: doc.hash });
  }
  if (errors.length > 0) throw unprocessable(errors);
  return pages;
}

const kycFailure = () => new HttpError(422, [{ code: 'kyc_upload_failed', detail: GENERIC_ERROR }]);

/** Sends the documents; see the module comment. */
export async function uploadIdentityDocuments(deps: AppDeps, userId: number, body: unknown): Promise<KycUploadAnswer> {
  const pages = await readPages(body);
  const donor = await loadDonor(deps, userId, DONATION_MESSAGES.paymentAccountMissing);
  const byType = new Map<KycDocumentType, Page[]>();
  for (const page of pages) byType.set(page.type, [...(byType.get(page.type) ?? []), page]);
  const documents: KycUploadAnswer['documents'] = [];
  try {
    for (const [type, typePages] of byType) {
      const fingerprint = createHash('sha256')
        .update(typePages.map((p) => p.hash).join('|'))
        .digest('hex');
      const document = await deps.payments.createKycDocument(
        donor.providerUserId,
        { Type: type, Tag: `entraide-user-${userId}` },
        deriveIdempotencyKey('kyc', userId, `${type}|${fingerprint}`),
      );
      // A retried upload gets the first answer back: read the document as it stands now.
      let status = String((await deps.payments.getKycDocument(document.Id)).Status);
      if (status === 'CREATED') {
        for (const [index, page] of typePages.entries()) {
          // One file in memory at a time: read back from the spool for its own call.
          const base64 = (await page.file.read()).toString('base64');
          await deps.payments.addKycPage(
            donor.providerUserId,
            document.Id,
            base64,
            deriveIdempotencyKey('kycpage', document.Id, `${index}|${page.hash}`),
          );
        }
        status = String((await deps.payments.submitKycDocument(donor.providerUserId, document.Id)).Status);
      }
      documents.push({ Id: document.Id, Type: type, Status: status });
    }
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    deps.logger.warn({ err, userId }, 'identity documents refused by the provider');
    if (err.retryable) throw providerUnavailable();
    throw kycFailure();
  }
  return { detail: POT_NOTICES.kycSent, documents };
}
