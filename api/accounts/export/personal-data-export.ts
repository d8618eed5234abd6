/**
 * `GET /user/export`: everything Entraide holds about the caller, as one JSON document (GDPR articles 15
 * and 20: readable by the person, reusable by a program). The keys are stable English snake_case, as
 * in the rest of the API; `guide` explains each section in French for the person reading the file.
 * Only the caller's own data is in it: their pots come with totals, never their donors; their gifts
 * with the pot's name, never the pot's other donors (see each section's module).
 */
import type { AppDeps } from '../../app-deps';
import { accountSections } from './account-sections';
import { bankSections } from './bank-sections';
import { consentSections } from './consent-sections';
import { identityDocumentsSection } from './identity-documents';
import { moneySections } from './money-sections';
import { potSections } from './pot-sections';

/** What each key of the document holds, in French. */
export const EXPORT_GUIDE = {
  format:
    'Export de vos données personnelles Entraide (RGPD, articles 15 et 20), au format JSON. Les dates sont en UTC (ISO 8601), les montants en centimes d’euro.',
  sections: {
    exported_at: 'Date et heure de l’export.',
    account: 'Votre compte : e-mail de connexion, type de compte, dates, connexion Facebook, compte de paiement chez Mangopay.',
    profile: 'Votre profil : nom, prénom, civilité, téléphone, date de naissance, adresse.',
    company: 'Votre entreprise (comptes entreprise) : raison sociale, SIREN, forme juridique, adresse, logo et représentant légal.',
    sessions: 'Vos sessions de connexion ouvertes, avec l’appareil qui s’en sert (navigateur et système, sans adresse IP).',
    password_reset_requests: 'Vos demandes de nouveau mot de passe.',
    email_changes: 'Vos changements d’adresse e-mail, avec l’adresse précédente.',
    email_change_requests:
      'Vos demandes de nouvelle adresse e-mail : l’adresse demandée, et si elle a été confirmée par le lien envoyé, annulée ou laissée sans suite.',
    pots: 'Les cagnottes que vous avez organisées, avec leurs totaux (sans la liste de leurs donateurs).',
    share_invitations: 'Les invitations à une cagnotte que vous avez envoyées par e-mail.',
    donations: 'Les dons que vous avez faits, avec leur reçu fiscal quand il y en a un.',
    tax_receipts: 'Les reçus fiscaux émis à votre nom (par don, ou récapitulatif annuel de vos dons mensuels).',
    subscriptions: 'Vos dons mensuels.',
    mandates: 'Vos mandats de prélèvement SEPA, avec leur référence (RUM).',
    bank_accounts: 'Vos comptes bancaires : seuls les 4 derniers caractères de l’IBAN sont montrés.',
    identity_documents:
      'Vos pièces d’identité envoyées à notre prestataire de paiement : leur type, leur état et leurs dates, jamais leur contenu.',
    consents: 'Vos consentements : conditions d’utilisation, conditions du prestataire de paiement, newsletter, cookies.',
  },
} as const;

/** The export document of a user. */
export async function exportPersonalData(deps: Pick<AppDeps, 'db' | 'clock' | 'payments' | 'logger'>, userId: number) {
  const { knex } = deps.db;
  const account = await accountSections(knex, userId);
  const { mangopay_user_id: providerUserId } = account.account.payment_account;
  const [pots, money, bank, identity, consents] = await Promise.all([
    potSections(knex, userId),
    moneySections(knex, userId),
    bankSections(knex, userId),
    identityDocumentsSection(deps, providerUserId),
    consentSections(knex, { email: account.account.email, created_at: account.account.created_at, mangopay_user_id: providerUserId }),
  ]);
  return {
    guide: EXPORT_GUIDE,
    exported_at: deps.clock.now().toISOString(),
    ...account,
    ...pots,
    ...money,
    ...bank,
    ...identity,
    ...consents,
  };
}
