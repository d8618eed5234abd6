/** French labels of the exports (invented: the spec shows no export). */
export const PAYMENT_METHOD_LABELS: Record<string, string> = { CARD: 'Carte', BANKWIRE: 'Virement', DIRECT_DEBIT: 'Prélèvement' };
export const DONATION_STATUS_LABELS: Record<string, string> = {
  CREATED: 'En attente',
  SUCCEEDED: 'Payé',
  FAILED: 'Échoué',
  REFUNDED: 'Remboursé',
};
export const ANONYMOUS_DONOR = 'Anonyme';
export const HIDDEN_AMOUNT = 'Montant masqué';
