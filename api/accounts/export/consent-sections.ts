/**
 * The export's consents: what the person agreed to and when, as far as our servers know it. The terms
 * of use are a required tick of every sign-up form (so their date is the account's creation); the
 * payment provider's terms are accepted when the payment account is opened; the newsletter is a double
 * opt-in kept by e-mail address (the account's current address is looked up); the cookie choice lives
 * in the browser only. Display choices of each gift (visible, anonymous) are in the donations and
 * subscriptions, the direct-debit authorisations in the mandates.
 */
import type { Knex } from 'knex';
import { iso } from '../../db/iso-instant';
import type { NewsletterSubscribersRow } from '../../db/tables.generated';

export const CONSENT_NOTES = {
  termsOfUse: 'Conditions générales d’utilisation acceptées à la création du compte (case obligatoire du formulaire d’inscription).',
  paymentProvider:
    'Conditions de notre prestataire de paiement (Mangopay) acceptées à l’ouverture de votre compte de paiement, lors de votre premier paiement.',
  newsletter: 'Inscription avec double confirmation par e-mail, retrouvée par l’adresse e-mail actuelle de votre compte.',
  cookies: 'Votre choix sur la mesure d’audience est gardé dans votre navigateur seulement : nos serveurs ne le connaissent pas.',
  gifts: 'Vos choix d’affichage de chaque don (visible, anonyme) figurent dans les sections « donations » et « subscriptions ».',
  mandates: 'Vos autorisations de prélèvement SEPA figurent dans la section « mandates ».',
} as const;

type NewsletterRow = Pick<NewsletterSubscribersRow, 'created_at' | 'confirmed_at'> & { status: 'pending' | 'confirmed' };

/** The consents and newsletter state of a user whose account has `email` and was created at `createdAt`. */
export async function consentSections(knex: Knex, user: { email: string; created_at: string | null; mangopay_user_id: string | null }) {
  const newsletter = await knex('newsletter_subscribers')
    .whereRaw('lower(email) = lower(?)', [user.email])
    .first<NewsletterRow | undefined>('status', 'created_at', 'confirmed_at');
  return {
    consents: {
      terms_of_use: { accepted_at: user.created_at, note: CONSENT_NOTES.termsOfUse },
      payment_provider_terms: { accepted: user.mangopay_user_id !== null, note: CONSENT_NOTES.paymentProvider },
      newsletter: {
        status: newsletter ? newsletter.status : 'not_subscribed',
        subscribed_at: iso(newsletter?.created_at),
        confirmed_at: iso(newsletter?.confirmed_at),
        note: CONSENT_NOTES.newsletter,
      },
      cookies: { note: CONSENT_NOTES.cookies },
      gift_display: { note: CONSENT_NOTES.gifts },
      direct_debit: { note: CONSENT_NOTES.mandates },
    },
  };
}
