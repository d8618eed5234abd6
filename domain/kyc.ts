/**
 * Identity documents (KYC). Documents are asked before a payment when the donor's contributions in the
 * calendar year, this payment included, would pass 2 500 € (more than 250 000 cents): a company gives
 * its registration extract, its manager's identity document, its articles of association and its
 * shareholders' declaration; a private donor an identity document. `POST /user/register_kyc` sends
 * `{files: [{filetype, value (base64)}], amount}`; empty documents are dropped, the optional back of
 * the identity document is one more IDENTITY_PROOF entry, and each decoded file is at most 7 MB.
 */
import { z } from 'zod';
import { KYC_MAX_FILE_BYTES, KYC_THRESHOLD_CENTS_PER_YEAR } from './constants';
import { base64DecodedSize } from './files';
import { DONATION_MESSAGES, FILE_MESSAGES } from './messages';

/** Kinds of identity documents the payment provider knows. */
export const KYC_DOCUMENT_KINDS = [
  'IDENTITY_PROOF',
  'REGISTRATION_PROOF',
  'ARTICLES_OF_ASSOCIATION',
  'SHAREHOLDER_DECLARATION',
  'ADDRESS_PROOF',
  'IDENTITY_PROOF_LEAD',
] as const;
/** One kind of identity document. */
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/** The documents each account type must give (the back of an identity document is optional). */
export const REQUIRED_KYC_DOCUMENTS: Readonly<Record<'enterprise' | 'private', readonly KycDocumentKind[]>> = {
  enterprise: ['REGISTRATION_PROOF', 'IDENTITY_PROOF', 'ARTICLES_OF_ASSOCIATION', 'SHAREHOLDER_DECLARATION'],
  private: ['IDENTITY_PROOF'],
};

/** The documents a role must give ([] for a manager). */
export function requiredKycDocuments(role: string): readonly KycDocumentKind[] {
  if (role === 'enterprise') return REQUIRED_KYC_DOCUMENTS.enterprise;
  if (role === 'private') return REQUIRED_KYC_DOCUMENTS.private;
  return [];
}

/**
 * Whether identity documents are needed before a payment: true when the year's succeeded contributions
 * plus this payment exceed 250 000 cents (exactly 2 500 € does not).
 */
export function needsIdentityDocuments(yearToDateCents: number, paymentCents: number): boolean {
  return yearToDateCents + paymentCents > KYC_THRESHOLD_CENTS_PER_YEAR;
}

/** The kinds a list of sent documents still lacks for a role. */
export function missingKycDocuments(role: string, sent: readonly string[]): KycDocumentKind[] {
  return requiredKycDocuments(role).filter((kind) => !sent.includes(kind));
}

/**
 * The `POST /user/register_kyc` body around whatever carries each file: the base64 string the PWA sends
 * (`kycUploadSchema`), or what the server reads it into as it streams (api/payments/kyc/kyc-body.ts).
 * Empty documents (`isEmpty`) are dropped, at least one must remain.
 */
export function kycUploadSchemaFor<V extends z.ZodType>(value: V, isEmpty: (value: z.output<V>) => boolean) {
  const documentSchema = z.object({ filetype: z.enum(KYC_DOCUMENT_KINDS, { error: FILE_MESSAGES.kycKindInvalid }), value });
  return z.object({
    files: z
      .array(documentSchema, { error: FILE_MESSAGES.kycDocumentsRequired })
      .transform((files) => files.filter((file) => !isEmpty((file as { value: z.output<V> }).value)))
      .refine((files) => files.length > 0, { error: FILE_MESSAGES.kycDocumentsRequired }),
    amount: z
      .number({ error: DONATION_MESSAGES.amountRequired })
      .int({ error: DONATION_MESSAGES.amountRequired })
      .min(0, { error: DONATION_MESSAGES.amountRequired }),
  });
}

/** The `POST /user/register_kyc` body as sent: each file base64 (a `data:` URL prefix allowed), at most 7 MB decoded. */
export const kycUploadSchema = kycUploadSchemaFor(
  z
    .string({ error: FILE_MESSAGES.kycDocumentsRequired })
    .refine((value) => base64DecodedSize(value) <= KYC_MAX_FILE_BYTES, { error: FILE_MESSAGES.kycTooLarge }),
  (value) => value.trim() === '',
);
