/**
 * The export's identity documents: their metadata only (kind, status, dates, reason of a refusal),
 * read from the payment provider, which alone keeps them (the files pass through our memory on their
 * way there and are never stored). The provider being unreachable does not stop the export: the
 * section then says so and the rest of the document is complete.
 */
import type { AppDeps } from '../../app-deps';
import { iso } from '../../db/iso-instant';

export const IDENTITY_DOCUMENTS_UNAVAILABLE =
  'Notre prestataire de paiement n’a pas répondu : la liste de vos pièces d’identité n’a pas pu être lue. Réessayez l’export un peu plus tard.';

const fromSeconds = (seconds: number | null | undefined) =>
  typeof seconds === 'number' && seconds > 0 ? iso(new Date(seconds * 1000)) : null;

/** The identity documents of a user's provider account (none without one). */
export async function identityDocumentsSection(deps: Pick<AppDeps, 'payments' | 'logger'>, providerUserId: string | null) {
  if (!providerUserId) return { identity_documents: { available: true, documents: [] } };
  try {
    const documents = await deps.payments.listKycDocuments(providerUserId);
    return {
      identity_documents: {
        available: true,
        documents: documents.map((d) => ({
          type: String(d.Type),
          status: String(d.Status),
          created_at: fromSeconds(d.CreationDate),
          processed_at: fromSeconds(d.ProcessedDate),
          refused_reason_type: d.RefusedReasonType ?? null,
          refused_reason_message: d.RefusedReasonMessage ?? null,
        })),
      },
    };
  } catch (err) {
    deps.logger.warn({ err }, 'identity documents not read for the personal-data export');
    return { identity_documents: { available: false, documents: null, note: IDENTITY_DOCUMENTS_UNAVAILABLE } };
  }
}
