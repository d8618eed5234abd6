// French wording of the charity area: the four onboarding steps, the states the provider reports
// (strong authentication, payout account, documents) and the money view's labels. Ours (no seed shows
// these screens).
import type { CharityOverview, KybDocument, KybType, PayoutAccount, ScaStatus } from '@domain/charity-area-types';
import { charityPaths } from './paths';

export type Tone = 'ok' | 'wait' | 'bad' | 'neutral';
export type StateView = { label: string; tone: Tone };

export type StepKey = keyof CharityOverview['steps'];

export const STEPS: { key: StepKey; title: string; summary: string; path: string }[] = [
  {
    key: 'legal_details',
    title: 'Informations légales',
    summary: 'Nom, numéro RNA ou SIREN, siège et représentant.',
    path: charityPaths.legalDetails,
  },
  {
    key: 'sca',
    title: 'Authentification forte',
    summary: 'Le représentant s’authentifie une fois chez le prestataire de paiement.',
    path: charityPaths.sca,
  },
  {
    key: 'payout_account',
    title: 'Compte de versement',
    summary: 'Le compte bancaire qui reçoit les dons, vérifié auprès de la banque.',
    path: charityPaths.payoutAccount,
  },
  {
    key: 'documents',
    title: 'Documents',
    summary: 'Statuts, preuve d’enregistrement, identité du représentant.',
    path: charityPaths.documents,
  },
];

const DONE: StateView = { label: 'Terminé', tone: 'ok' };
const TODO: StateView = { label: 'À faire', tone: 'neutral' };

/** A step's state on the home's checklist. */
export function stepState(key: StepKey, overview: CharityOverview): StateView {
  if (overview.steps[key]) return DONE;
  if (key === 'sca' && overview.sca.status === 'pending') return { label: 'En attente', tone: 'wait' };
  if (key === 'payout_account' && overview.payout_account) return payoutAccountState(overview.payout_account);
  if (key === 'documents' && overview.documents.some((d) => d.status === 'REFUSED')) return { label: 'Document refusé', tone: 'bad' };
  if (key === 'documents' && overview.documents.some((d) => d.status === 'VALIDATION_ASKED'))
    return { label: 'En vérification', tone: 'wait' };
  return TODO;
}

export const SCA_STATES: Record<ScaStatus, StateView> = {
  not_started: { label: 'Pas encore faite', tone: 'neutral' },
  pending: { label: 'En attente de votre authentification', tone: 'wait' },
  active: { label: 'Authentification faite', tone: 'ok' },
};

/** The payout account's state: not usable (payee check failed, closed), waiting for the SCA, or usable. */
export function payoutAccountState(account: PayoutAccount): StateView {
  if (account.status === 'canceled') return { label: 'Désactivé', tone: 'bad' };
  const { check } = account.verification;
  if (check === 'NO_MATCH' || check === 'MATCH_NOT_POSSIBLE') return { label: 'Inutilisable', tone: 'bad' };
  if (account.status === 'pending_sca') return { label: 'Authentification à faire', tone: 'wait' };
  return account.usable ? { label: 'Utilisable', tone: 'ok' } : { label: 'Inutilisable', tone: 'bad' };
}

export const KYB_TYPE_LABELS: Record<KybType, { title: string; hint: string }> = {
  REGISTRATION_PROOF: {
    title: 'Preuve d’enregistrement',
    hint: 'Récépissé de déclaration en préfecture, extrait du Journal officiel ou avis de situation SIRENE de moins de 3 mois.',
  },
  ARTICLES_OF_ASSOCIATION: { title: 'Statuts', hint: 'Les statuts à jour, datés et signés.' },
  IDENTITY_PROOF: {
    title: 'Pièce d’identité du représentant',
    hint: 'Carte d’identité (recto et verso) ou passeport en cours de validité.',
  },
  SHAREHOLDER_DECLARATION: {
    title: 'Déclaration des bénéficiaires effectifs',
    hint: 'Le formulaire du prestataire, rempli et signé par le représentant.',
  },
};

export const KYB_STATES: Record<KybDocument['status'], StateView> = {
  CREATED: { label: 'Non envoyé', tone: 'neutral' },
  VALIDATION_ASKED: { label: 'En cours de vérification', tone: 'wait' },
  VALIDATED: { label: 'Validé', tone: 'ok' },
  REFUSED: { label: 'Refusé', tone: 'bad' },
  OUT_OF_DATE: { label: 'Périmé', tone: 'bad' },
};

const REFUSAL_REASONS: Record<string, string> = {
  DOCUMENT_UNREADABLE: 'Le document est illisible.',
  DOCUMENT_NOT_ACCEPTED: 'Ce type de document n’est pas accepté.',
  DOCUMENT_HAS_EXPIRED: 'Le document est périmé.',
  DOCUMENT_INCOMPLETE: 'Le document est incomplet.',
  DOCUMENT_MISSING: 'Une page ou un document manque.',
  DOCUMENT_DO_NOT_MATCH_USER_DATA: 'Le document ne correspond pas aux informations légales.',
  DOCUMENT_DO_NOT_MATCH_ACCOUNT_DATA: 'Le document ne correspond pas aux informations légales.',
  DOCUMENT_FALSIFIED: 'Le document semble falsifié.',
  UNDERAGE_PERSON: 'Le représentant doit être majeur.',
  SPECIFIC_CASE: 'Cas particulier : l’équipe Entraide vous contactera.',
};

/** Why the provider refused a document: its own message when it gave one, else our wording of its reason. */
export function refusalText(type: string | null, message: string | null): string {
  return message || (type && REFUSAL_REASONS[type]) || 'Le prestataire n’a pas donné de motif.';
}

const PAYOUT_TONES: Record<string, Tone> = { PENDING: 'wait', CREATED: 'wait', SUCCEEDED: 'ok', FAILED: 'bad' };
export const payoutTone = (status: string): Tone => PAYOUT_TONES[status] ?? 'neutral';

/** '2026-03' -> 'mars 2026'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleDateString('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
