/**
 * What happens to a submitted KYC document, and what it does to its user's KYCLevel.
 *
 * Outcome by the sandbox Tag set at creation (https://docs.mangopay.com/guides/users/verification/documents/submission/how-to,
 * case-sensitive): `accept` -> VALIDATED; `refuse_unreadable`, `refuse_not_accepted`, `refuse_expired`,
 * `refuse_incomplete`, `refuse_missing`, `refuse_no_user_data_match`, `refuse_falsified`,
 * `refuse_underage`, `refuse_specific_case` -> REFUSED with the RefusedReasonType of the object page and
 * the SDK (DOCUMENT_UNREADABLE, not the how-to table's UNREADABLE). The outcome applies
 * KYC_REVIEW_SECONDS after submission on the sandbox clock (the real Sandbox takes a few seconds). A
 * document with any other Tag stays VALIDATION_ASKED, as on Mangopay's Sandbox where such documents wait
 * for the Dashboard's "Sandbox operations"; the control route `POST /__sandbox/:clientId/kyc/documents/:id/review`
 * plays that part.
 *
 * KYCLevel REGULAR (event USER_KYC_REGULAR) once the required documents are VALIDATED
 * (https://docs.mangopay.com/guides/users/verification/requirements): a natural user needs IDENTITY_PROOF;
 * a legal user IDENTITY_PROOF (legal representative) and REGISTRATION_PROOF, plus ARTICLES_OF_ASSOCIATION
 * unless SOLETRADER. The UBO declaration a BUSINESS also needs is not emulated.
 */
import type { SandboxContext } from '../context';
import { unixNow } from '../context';
import type { ClientState, Resource } from '../state';
import { wakeAt } from '../wakeups';
import { USERS } from './users';

export const KYC_DOCUMENTS = 'kycdocuments';
export const KYC_REVIEW_SECONDS = 2;
export const KYC_DOCUMENT_TYPES = [
  'IDENTITY_PROOF',
  'REGISTRATION_PROOF',
  'ARTICLES_OF_ASSOCIATION',
  'SHAREHOLDER_DECLARATION',
  'ADDRESS_PROOF',
] as const;

export const REFUSED_REASONS: Record<string, string> = {
  refuse_unreadable: 'DOCUMENT_UNREADABLE',
  refuse_not_accepted: 'DOCUMENT_NOT_ACCEPTED',
  refuse_expired: 'DOCUMENT_HAS_EXPIRED',
  refuse_incomplete: 'DOCUMENT_INCOMPLETE',
  refuse_missing: 'DOCUMENT_MISSING',
  refuse_no_user_data_match: 'DOCUMENT_DO_NOT_MATCH_USER_DATA',
  refuse_falsified: 'DOCUMENT_FALSIFIED',
  refuse_underage: 'UNDERAGE_PERSON',
  refuse_specific_case: 'SPECIFIC_CASE',
};
export const REFUSED_REASON_TYPES = [...new Set(Object.values(REFUSED_REASONS))];

export type KycDocumentResource = Resource & { Type: string; UserId: string; Status: string; Tag: string | null };

/** Per document: pages received and when the sandbox reviews it (journaled with the client). */
interface KycBook {
  pages: Record<string, number>;
  reviewAt: Record<string, number>;
}

export function kycBook(state: ClientState): KycBook {
  return (state.extra.kyc ??= { pages: {}, reviewAt: {} }) as KycBook;
}

/** Where a validated document is referenced on its user. */
const PROOF_FIELD: Record<string, Record<string, string>> = {
  NATURAL: { IDENTITY_PROOF: 'ProofOfIdentity', ADDRESS_PROOF: 'ProofOfAddress' },
  LEGAL: {
    IDENTITY_PROOF: 'LegalRepresentativeProofOfIdentity',
    REGISTRATION_PROOF: 'ProofOfRegistration',
    ARTICLES_OF_ASSOCIATION: 'Statute',
    SHAREHOLDER_DECLARATION: 'ShareholderDeclaration',
  },
};

function requiredTypes(user: Resource): string[] {
  if (user.PersonType === 'NATURAL') return ['IDENTITY_PROOF'];
  if (user.LegalPersonType === 'SOLETRADER') return ['IDENTITY_PROOF', 'REGISTRATION_PROOF'];
  return ['IDENTITY_PROOF', 'REGISTRATION_PROOF', 'ARTICLES_OF_ASSOCIATION'];
}

/** Marks the document submitted and schedules its review. */
export function scheduleReview(sandbox: SandboxContext, state: ClientState, doc: KycDocumentResource): void {
  const at = unixNow(sandbox.clock) + KYC_REVIEW_SECONDS;
  kycBook(state).reviewAt[doc.Id] = at;
  wakeAt(sandbox, state.clientId, 'kyc-review', at, (s) => reviewDue(sandbox, s));
}

/** Applies an outcome to a VALIDATION_ASKED document, updates its user, emits the events. */
export function decide(
  sandbox: SandboxContext,
  state: ClientState,
  doc: KycDocumentResource,
  outcome: { Status: 'VALIDATED' | 'REFUSED'; RefusedReasonType?: string | null },
): void {
  delete kycBook(state).reviewAt[doc.Id];
  doc.Status = outcome.Status;
  doc.ProcessedDate = unixNow(sandbox.clock);
  doc.RefusedReasonType = outcome.Status === 'REFUSED' ? (outcome.RefusedReasonType ?? 'SPECIFIC_CASE') : null;
  doc.RefusedReasonMessage = null;
  const clientId = state.clientId;
  sandbox.emit({ clientId, EventType: outcome.Status === 'VALIDATED' ? 'KYC_SUCCEEDED' : 'KYC_FAILED', ResourceId: doc.Id });
  if (outcome.Status !== 'VALIDATED') return;
  const user = state.get(USERS, doc.UserId);
  if (!user) return;
  const field = PROOF_FIELD[String(user.PersonType)]?.[doc.Type];
  if (field) user[field] = doc.Id;
  const validated = new Set(
    state
      .list<KycDocumentResource>(KYC_DOCUMENTS)
      .filter((d) => d.UserId === user.Id && d.Status === 'VALIDATED')
      .map((d) => d.Type),
  );
  if (user.KYCLevel !== 'REGULAR' && requiredTypes(user).every((t) => validated.has(t))) {
    user.KYCLevel = 'REGULAR';
    sandbox.emit({ clientId, EventType: 'USER_KYC_REGULAR', ResourceId: user.Id });
  }
}

/** Sweep: reviews the submitted documents whose time has come, by their Tag. */
export function reviewDue(sandbox: SandboxContext, state: ClientState): void {
  const book = kycBook(state);
  const now = unixNow(sandbox.clock);
  for (const [id, at] of Object.entries(book.reviewAt)) {
    if (at > now) continue;
    const doc = state.get<KycDocumentResource>(KYC_DOCUMENTS, id);
    if (!doc || doc.Status !== 'VALIDATION_ASKED') {
      delete book.reviewAt[id];
      continue;
    }
    const tag = doc.Tag ?? '';
    if (tag === 'accept') decide(sandbox, state, doc, { Status: 'VALIDATED' });
    else if (tag in REFUSED_REASONS) decide(sandbox, state, doc, { Status: 'REFUSED', RefusedReasonType: REFUSED_REASONS[tag] });
    else delete book.reviewAt[id]; // waits for the control route, like the Dashboard's sandbox operations
  }
  const next = Math.min(...Object.values(book.reviewAt));
  if (Number.isFinite(next)) wakeAt(sandbox, state.clientId, 'kyc-review', next, (s) => reviewDue(sandbox, s));
}
