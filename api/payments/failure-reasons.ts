/**
 * Why the provider refused a refund or a payout, in French for the manager (texts invented), from the
 * provider's ResultCode (https://docs.mangopay.com/errors/codes/<code>). The provider's own code and
 * English message stay recorded as they came (`result_code`, `result_message`); this is what a manager
 * reads. An unknown code gets the general sentence with the code, so nothing is hidden.
 */
const REFUND_REASONS: Record<string, string> = {
  '001001':
    'Le séquestre de l’association ne contient plus assez d’argent pour ce remboursement (il a sans doute déjà été reversé à l’association).',
  '001401': 'Ce paiement a déjà été entièrement remboursé chez le prestataire de paiement.',
  '001403': 'Ce paiement date de plus de 11 mois : le prestataire de paiement ne permet plus de le rembourser.',
  '001404': 'Le prestataire de paiement n’accepte plus de remboursement sur ce paiement.',
  '005403': 'Le montant à rembourser dépasse ce qui reste de ce paiement chez le prestataire.',
  '005404': 'Les frais à rembourser dépassent ceux prélevés sur ce paiement.',
};

const PAYOUT_REASONS: Record<string, string> = {
  '001001': 'Le séquestre de l’association ne contient pas assez d’argent pour ce versement.',
  '002998': 'Le prestataire de paiement n’a pas encore vérifié l’identité de l’association : versement bloqué.',
  '121006':
    'Le compte de versement n’est plus actif chez le prestataire de paiement : l’association doit enregistrer un nouveau compte. L’argent est resté dans son séquestre.',
  '121030':
    'La banque indique que le nom du titulaire ne correspond pas à l’IBAN (vérification du bénéficiaire) : l’association doit enregistrer un compte à son nom exact. L’argent est revenu dans son séquestre.',
};

function reason(table: Record<string, string>, general: string, status: string, code: string | null): string | null {
  if (status !== 'FAILED') return null;
  const known = code ? table[code.trim()] : undefined;
  if (known) return known;
  return code ? `${general} (code ${code.trim()}).` : `${general}.`;
}

/** The French reason of a FAILED refund (null otherwise). */
export const refundFailureReason = (status: string, code: string | null): string | null =>
  reason(REFUND_REASONS, 'Le prestataire de paiement a refusé le remboursement', status, code);

/** The French reason of a FAILED payout (null otherwise); its money is back in the charity's escrow. */
export const payoutFailureReason = (status: string, code: string | null): string | null =>
  reason(
    PAYOUT_REASONS,
    'Le versement a été refusé par le prestataire de paiement ou la banque ; l’argent est revenu dans le séquestre',
    status,
    code,
  );
