/**
 * French texts that users read for validation errors and status labels, named in English.
 * Texts quoted by the spec are copied character for character, except the slips issue 47's copy pass
 * corrected (docs/decisions.md, "A copy pass over every user-visible string (issue 47)"). Texts marked
 * "invented" below are not in the spec (it only says "messages like ..."); docs/decisions.md ("Shared rules (domain/)") lists them.
 * Toasts and notices that no rule of domain/ produces live in notices.ts.
 */

/** Messages of the person fields shared by every account form (spec accounts §5). */
export const PERSON_MESSAGES = {
  firstnameRequired: 'Votre prénom est obligatoire',
  firstnameInvalid: "Votre prénom n'est pas valide",
  nameRequired: 'Votre nom est obligatoire',
  nameInvalid: "Votre nom n'est pas valide",
  genderRequired: 'Votre civilité est obligatoire',
  birthDateRequired: 'Votre date de naissance est obligatoire',
  /** Quick payment's only message for a missing or unreadable birth date. */
  birthDateInvalid: "Votre date de naissance n'est pas valide",
  dateInvalid: 'Date invalide',
  underAge: "Vous n'avez pas l'âge requis pour utiliser l'application",
  /** Passed through untouched when the server refuses a registration birth date. */
  invalidBirthDateServer: 'Invalid birth date',
  phoneInvalid: "Le numéro de téléphone n'est pas valide", // invented
} as const;

/** Address, country and generic required-field messages. */
export const ADDRESS_MESSAGES = {
  addressRequired: 'Votre adresse est obligatoire',
  postCodeRequired: 'Votre code postal est obligatoire',
  postCodeInvalid: "Le code postal n'est pas valide", // invented
  postCodeFrance: 'Le code postal doit compter 5 chiffres en France', // issue 47
  cityRequired: 'Votre ville est obligatoire',
  countryRequired: 'Votre pays est obligatoire', // invented
  countryInvalid: "Le pays n'est pas valide", // invented
  termsRequired: 'Vous devez accepter les termes et conditions du site',
  fieldRequired: 'Ce champ est obligatoire',
  fieldTooLong: 'Ce champ est trop long', // invented
} as const;

/** E-mail messages, one pair per screen family (the spec words them differently per screen). */
export const EMAIL_MESSAGES = {
  signInInvalid: 'Votre adresse e-mail est invalide',
  signInRequired: 'Votre adresse e-mail est obligatoire',
  creationInvalid: "Votre e-mail n'est pas valide",
  creationRequired: 'Votre e-mail est obligatoire',
  representativeInvalid: "L'e-mail n'est pas valide",
  representativeRequired: "L'e-mail du représentant légal est obligatoire", // invented
} as const;

/** Newsletter error naming the refused address (invented wording; the spec says "naming the invalid email"). */
export const newsletterEmailInvalid = (email: string): string => `L'e-mail ${email} n'est pas valide`;

/** Password and confirmation messages, with the three wordings of a mismatch. */
export const PASSWORD_MESSAGES = {
  passwordRequired: 'Votre mot de passe est obligatoire',
  passwordTooLong: 'Votre mot de passe ne doit pas dépasser 128 caractères', // invented
  // invented: a new password's length and common-password rules (issue 43, docs/decisions.md)
  passwordTooShort: 'Votre mot de passe doit contenir au moins 10 caractères',
  passwordTooCommon: 'Ce mot de passe est trop courant : choisissez-en un autre',
  confirmationRequired: 'Votre confirmation de mot de passe est obligatoire',
  confirmationMismatch: 'Votre confirmation de mot de passe doit être identique à votre mot de passe',
  confirmationMismatchCompanyProfile: '- Votre confirmation de mot de passe est invalide',
  confirmationMismatchCreation: 'Votre confirmation de mot de passe ne correspond pas',
  // invented: a profile's e-mail or password change asks for the current password (docs/decisions.md)
  currentPasswordRequired: 'Votre mot de passe actuel est obligatoire',
  currentPasswordInvalid: 'Votre mot de passe actuel est incorrect',
} as const;

/** French labels of the four password-strength levels (invented; the spec names them in English). */
export const PASSWORD_STRENGTH_LABELS = {
  Poor: 'Très faible',
  'Not Good': 'Faible',
  Average: 'Moyen',
  Good: 'Fort',
} as const;

/** Company and legal-representative messages (all invented except the two the spec quotes). */
export const COMPANY_MESSAGES = {
  companyNameRequired: "Le nom de l'entreprise est obligatoire",
  sirenRequired: 'Le numéro SIREN est obligatoire',
  sirenInvalid: "Le numéro SIREN n'est pas valide",
  legalFormRequired: 'La forme juridique est obligatoire',
  legalFormInvalid: "La forme juridique n'est pas valide",
  fixPhoneRequired: 'Le téléphone fixe est obligatoire',
  companyAddressRequired: "L'adresse du siège social est obligatoire",
  companyPostCodeRequired: 'Le code postal du siège social est obligatoire',
  companyCityRequired: 'La ville du siège social est obligatoire',
  companyCountryRequired: 'Le pays du siège social est obligatoire',
  repGenderRequired: 'La civilité du représentant légal est obligatoire',
  repFirstnameRequired: 'Le prénom du représentant légal est obligatoire', // from the spec
  repFirstnameInvalid: "Le prénom du représentant légal n'est pas valide",
  repNameRequired: 'Le nom du représentant légal est obligatoire',
  repNameInvalid: "Le nom du représentant légal n'est pas valide",
  repBirthDateRequired: 'La date de naissance du représentant légal est obligatoire',
  repNationalityRequired: 'La nationalité du représentant légal est obligatoire',
  repAddressRequired: "L'adresse du représentant légal est obligatoire",
  repPostCodeRequired: 'Le code postal du représentant légal est obligatoire',
  repCityRequired: 'La ville du représentant légal est obligatoire',
  repCountryRequired: 'Le pays de résidence du représentant légal est obligatoire',
} as const;

// The pot page's and the donation's messages live in pot-messages.ts (the pot page's script budget, docs/performance.md).
export { DONATION_MESSAGES, POT_MESSAGES } from './pot-messages';

/** Card, IBAN, BIC and mandate messages. */
export const PAYMENT_MESSAGES = {
  cardNumberInvalid: "Votre numéro de carte n'est pas valide",
  // invented: the payment emulator of the demo takes only test cards (README "Test cards")
  cardNotATestCard: "Seules les cartes de test fonctionnent sur cette démonstration : aucune vraie carte n'est acceptée",
  cardExpiryInvalid: "Votre date de validité n'est pas valide",
  cardCvcInvalid: "Votre crypto n'est pas valide",
  ibanRequired: 'Votre IBAN est obligatoire',
  ibanInvalid: 'Votre IBAN est invalide',
  bicRequired: 'Votre BIC est obligatoire',
  bicInvalid: 'Votre BIC est invalide',
  debitDayRequired: 'La date de prélèvement est obligatoire',
  debitDayInvalid: 'Le jour de prélèvement doit être compris entre 1 et 31', // invented
  // invented: the quick donation's card secret (quick_token), missing or already used by a donation
  quickTokenMissing: 'Votre carte doit être enregistrée pour ce don : saisissez-la à nouveau',
  quickTokenUsed: 'Cette carte a déjà servi pour un don rapide : saisissez-la à nouveau pour faire un autre don',
} as const;

/** Uploaded files: identity documents (KYC), banners and logos. */
export const FILE_MESSAGES = {
  kycTooLarge: 'Le fichier ne doit pas dépasser 7Mb',
  kycTypeInvalid: 'Le fichier doit être au format pdf, jpeg, jpg, gif ou png', // invented
  kycKindInvalid: "Le type de document n'est pas valide", // invented
  kycDocumentsRequired: "Merci d'ajouter au moins un document", // invented
  imageTooLarge: "La taille de l'image doit être inférieure à 2 Mo",
  imageTypeInvalid: "L'image doit être au format jpg, jpeg ou png", // invented
} as const;

/** Share-by-e-mail messages; the invalid-format one is followed by the refused entries. */
export const SHARE_MESSAGES = {
  noEmail: "Merci d'ajouter au moins une adresse e-mail",
  invalidFormat: "Le format de l'e-mail est invalide",
  tooMany: 'Vous ne pouvez pas inviter plus de 500 personnes', // invented
} as const;

/** Request-level inputs checked by the API (invented; callers are programs, not people). */
export const REQUEST_MESSAGES = {
  idempotencyKeyInvalid: "La clé d'idempotence doit contenir entre 16 et 64 caractères",
  paginationInvalid: 'Les paramètres de pagination ne sont pas valides',
  idInvalid: "L'identifiant n'est pas valide",
  accountTypeInvalid: "Le type de compte n'est pas valide",
} as const;

/** Dashboard labels: payment and subscription statuses, actions, receipt cell. */
export const DASHBOARD_LABELS = {
  paymentCreated: 'En attente de paiement',
  paymentSucceeded: 'Paiement effectué',
  paymentFailed: 'Paiement refusé',
  paymentUnpaid: 'Pas de paiement',
  notAvailable: 'N/A',
  subscriptionActive: 'Active', // invented labels for the subscription statuses
  subscriptionClosed: 'Terminée',
  subscriptionCanceled: 'Annulée',
  subscriptionMandateRefused: 'Mandat refusé',
  subscriptionMandateReactivated: 'Mandat réactivé',
  stop: 'Arrêter',
  resume: 'Reprendre',
  monthly: 'Mensuel',
  receiptSentByCharity: "Envoyé par l'Association",
  receiptUnavailable: 'Indisponible',
} as const;
