// French wording of the manager area's statuses and codes (the spec shows no manager screen: ours).
// Donation payment statuses reuse the dashboard's labels (domain/dashboard.ts).
import dayjs from 'dayjs';
import { paymentStatusLabel } from '@domain/dashboard';
import { POT_MESSAGES } from '@domain/messages';
import { certificationLabel } from '@/lib/charities/certification';
import type { CerfaType, ManagerPot, MoneyStatus } from '@domain/manager-types';

/** Tone of a status badge. */
export type Tone = 'ok' | 'wait' | 'bad' | 'neutral';
export type StatusView = { label: string; tone: Tone };

const lookup = (table: Record<string, string>, value: string | null | undefined, fallback = '—') =>
  value && Object.hasOwn(table, value) ? table[value]! : (value ?? fallback);

export function donationStatus(status: string): StatusView {
  if (status === 'REFUNDED') return { label: 'Remboursé', tone: 'neutral' };
  const tone: Tone = status === 'SUCCEEDED' ? 'ok' : status === 'FAILED' ? 'bad' : 'wait';
  return { label: paymentStatusLabel(status), tone };
}

const MONEY_TONES: Record<MoneyStatus, Tone> = { PENDING: 'wait', CREATED: 'wait', SUCCEEDED: 'ok', FAILED: 'bad' };

export function payoutStatus(status: MoneyStatus): StatusView {
  const labels: Record<MoneyStatus, string> = {
    PENDING: 'En préparation',
    CREATED: 'Envoyé à la banque',
    SUCCEEDED: 'Versé',
    FAILED: 'Échoué',
  };
  return { label: labels[status] ?? status, tone: MONEY_TONES[status] ?? 'neutral' };
}

export function refundStatus(status: MoneyStatus): StatusView {
  const labels: Record<MoneyStatus, string> = { PENDING: 'En préparation', CREATED: 'En cours', SUCCEEDED: 'Remboursé', FAILED: 'Échoué' };
  return { label: labels[status] ?? status, tone: MONEY_TONES[status] ?? 'neutral' };
}

export function potState(pot: Pick<ManagerPot, 'is_active' | 'is_closed'>): StatusView {
  if (!pot.is_active) return { label: 'Désactivée', tone: 'bad' };
  return pot.is_closed ? { label: POT_MESSAGES.statusClosed, tone: 'neutral' } : { label: POT_MESSAGES.statusOpen, tone: 'ok' };
}

/** The state filter of the lists of charities and of pots. */
export const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Actives' },
  { value: 'false', label: 'Désactivées' },
];

export const charityState = (active: boolean): StatusView =>
  active ? { label: 'Active', tone: 'ok' } : { label: 'Désactivée', tone: 'bad' };

export function kycDocumentStatus(status: string): StatusView {
  const table: Record<string, StatusView> = {
    CREATED: { label: 'Non envoyé', tone: 'neutral' },
    VALIDATION_ASKED: { label: 'En cours de vérification', tone: 'wait' },
    VALIDATED: { label: 'Validé', tone: 'ok' },
    REFUSED: { label: 'Refusé', tone: 'bad' },
    OUT_OF_DATE: { label: 'Périmé', tone: 'bad' },
  };
  return table[status] ?? { label: status, tone: 'neutral' };
}

export const kycDocumentType = (type: string) =>
  lookup(
    {
      IDENTITY_PROOF: 'Pièce d’identité',
      REGISTRATION_PROOF: 'Preuve d’enregistrement',
      ARTICLES_OF_ASSOCIATION: 'Statuts',
      SHAREHOLDER_DECLARATION: 'Déclaration des actionnaires',
      ADDRESS_PROOF: 'Justificatif de domicile',
    },
    type,
  );

/** A charity's documents as the upload forms name them. */
export const charityKycType = (type: string) =>
  lookup(
    {
      IDENTITY_PROOF: 'Pièce d’identité du représentant légal',
      REGISTRATION_PROOF: 'Preuve d’enregistrement (récépissé de déclaration en préfecture ou extrait du JO)',
      ARTICLES_OF_ASSOCIATION: 'Statuts à jour, signés',
    },
    type,
  );

/** A donation's dispute (chargeback): open, won or lost. */
export function disputeStatus(dispute: { status: string; result_code: string | null }): StatusView {
  if (dispute.status !== 'CLOSED') return { label: 'Contesté par la banque', tone: 'wait' };
  if (dispute.result_code === 'LOST') return { label: 'Contestation perdue', tone: 'bad' };
  if (dispute.result_code === 'WON') return { label: 'Contestation gagnée', tone: 'ok' };
  return { label: 'Contestation close', tone: 'neutral' };
}

export function kycLevel(level: string | null): StatusView {
  if (level === 'REGULAR') return { label: 'Vérifié (versements possibles)', tone: 'ok' };
  if (level === 'LIGHT') return { label: 'Non vérifié (versements impossibles)', tone: 'wait' };
  return { label: level ?? 'Pas de compte chez le prestataire', tone: 'neutral' };
}

export const paymentMethodLabel = (method: string) => lookup({ CARD: 'Carte', BANKWIRE: 'Virement', DIRECT_DEBIT: 'Prélèvement' }, method);

export const CERFA_LABELS: Record<CerfaType, string> = {
  GENERATED: 'Reçu fiscal généré par Entraide',
  SENT_BY_ASSOC: 'Reçu fiscal envoyé par l’association',
};

/** The certifications a charity may hold (migrations' reference data), named as in the directory. */
export const CERTIFICATION_CODES = ['ENTRAIDE', 'DON_EN_CONFIANCE', 'IDEAS', 'EPIC_FONDATION', 'DO_GOOD'] as const;
export const certificationName = (code: string | null) => (code ? certificationLabel(code) : 'Aucune');

export const subscriberStatus = (status: string): StatusView =>
  status === 'confirmed' ? { label: 'Inscrit', tone: 'ok' } : { label: 'En attente de confirmation', tone: 'wait' };

export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  charity: 'Association',
  pot: 'Cagnotte',
  donation: 'Don',
  refund: 'Remboursement',
  payout: 'Versement',
  charity_bank_account: 'Compte bancaire',
  user: 'Compte',
};

const AUDIT_ACTIONS: Record<string, string> = {
  'charity.created': 'Association créée',
  'charity.updated': 'Association modifiée',
  'charity.activated': 'Association activée',
  'charity.deactivated': 'Association désactivée',
  'charity.media_logo_added': 'Logo remplacé',
  'charity.media_banner_added': 'Bannière remplacée',
  'charity.media_diaporama_added': 'Image ajoutée au diaporama',
  'charity.media_removed': 'Image retirée',
  'charity.bank_account_registered': 'Compte bancaire enregistré',
  'payout.requested': 'Versement demandé',
  'payout.created': 'Versement envoyé à la banque',
  'payout.succeeded': 'Versement effectué',
  'payout.failed': 'Versement échoué',
  'donation.refund_requested': 'Remboursement demandé',
  'refund.succeeded': 'Remboursement effectué',
  'refund.failed': 'Remboursement échoué',
  'pot.deactivated': 'Cagnotte désactivée',
  'user.made_manager': 'Compte passé gestionnaire',
  'user.manager_created': 'Compte gestionnaire créé',
};
export const auditActionLabel = (action: string) => lookup(AUDIT_ACTIONS, action);

/** '07/03/2026 14:05' in the browser's time. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY HH:mm') : '';
}
