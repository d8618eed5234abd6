/**
 * Toasts, notices and titles of the spec's error catalogues (accounts §8, pots §7-§8), copied character
 * for character, named in English. No rule of domain/ produces them: the PWA shows them and the API
 * answers some of them as error details. Validation messages are in messages.ts.
 */

/** Titles of notifications. */
export const NOTICE_TITLES = {
  warning: 'Attention',
  success: 'Succès',
  updated: 'Mise à jour',
  congratulations: 'Félicitations',
  operationSucceeded: 'Opération réussie',
} as const;

/** Generic failures. */
export const GENERIC_NOTICES = {
  error: "Une erreur s'est produite, réessayez plus tard",
  /** The sign-in and registration variant ends with a full stop. */
  errorWithFullStop: "Une erreur s'est produite, réessayez plus tard.",
  fillRequiredFields: 'Veuillez remplir les champs obligatoires',
  fillFields: 'Merci de bien remplir les champs',
  cropDismissed: "Une erreur s'est produite",
  /** docs/api-contract.md: a request whose Idempotency-Key is still being processed. */
  requestInProgress: 'Requête déjà en cours',
} as const;

/** Accounts and profiles (accounts §4 and §8). */
export const ACCOUNT_NOTICES = {
  profileUpdated: 'Votre profil est mis à jour',
  logoUpdated: 'Votre logo a été mis à jour',
  emailUpdated: 'Votre e-mail est mis à jour',
  passwordUpdated: 'Votre mot de passe est mis à jour',
  dataUpdated: 'Vos donnees ont ete mis à jour',
  subscriptionStopped: 'Votre souscription a été arrêtée',
  subscriptionResumed: 'Votre souscription est de nouveau active',
  debitDayUpdated: 'Votre jour de prélèvement a été mis à jour',
  logoUploadFailed: "Une erreur s'est produite lors de l'envoi de votre logo, réessayez plus tard",
  passwordsDiffer: 'Mots de passe non identiques',
  forgotPasswordTitle: 'Réinitialiser votre mot de passe',
  forgotPasswordUnknownEmail: "L'e-mail n'existe pas dans la base de données.",
  forgotPasswordSent: 'Un e-mail est envoyé pour vous permettre de changer votre mot de passe',
  newsletterSubscribed: 'Vous êtes inscrit à la newsletter',
  cookiePreferencesNoted: 'Nous avons bien noté vos préférences',
} as const;

/** Pots, donations, payments and sharing (pots §2, §7, §8). */
export const POT_NOTICES = {
  potCreated: 'Votre cagnotte a été créée avec succès',
  donationSucceeded: 'Merci de votre générosité ! Votre don a été réalisé avec succès.',
  paymentProcessing: 'Votre paiement est en cours de traitement. Un e-mail de confirmation vous sera envoyé une fois le paiement accepté.',
  providerError: "Une erreur technique s'est produite avec le prestataire de paiement, réessayez plus tard",
  /** Invented (the spec has no text): a card payment the bank refused. */
  paymentRefused: 'Votre paiement a été refusé. Vérifiez les informations de votre carte ou essayez avec une autre carte.',
  /** Invented: the bank's 3-D Secure page was left open too long (provider code 101304). */
  paymentSessionExpired: "La validation auprès de votre banque a expiré : votre carte n'a pas été débitée. Vous pouvez refaire votre don.",
  mandateRedirectMissing: 'Un problème technique est survenu. Merci de réessayer ultérieurement.',
  kycSent: 'Vos documents ont été envoyés avec succès',
  shareSent: 'Un e-mail a été envoyé à vos amis',
  shareFailed: "Une erreur s'est produite lors de l'envoi des e-mails.",
  shareModalTitle: 'Partage par e-mail (max 500 invités)',
} as const;

/** Charity directory texts (pots §2). */
export const DIRECTORY_NOTICES = {
  noCharityFound: 'Aucune association partenaire trouvée',
  loadingResults: 'Chargement des résultats, veuillez patienter…',
  rateDependsOnEventType: "Pourcentage en fonction du type d'événement sélectionné",
  chooseEventPlaceholder: 'Quel événement ?',
  charityCount: (count: number): string => `${count} associations à découvrir`,
} as const;

/** Participants list entries (pots §2): what a visitor reads for each donation. */
export const PARTICIPANT_TEXTS = {
  anonymousDonor: 'Un Do Gooder anonyme a donné',
  /** 'X a fait un don' when the donor hid the amount. */
  madeADonation: (donor: string): string => `${donor} a fait un don`,
  /** 'X a donné' followed by the amount when it is visible. */
  gave: (donor: string): string => `${donor} a donné`,
  showNext: 'Afficher les 50 suivants',
  /** A pot without any gift yet. */
  firstToGive: 'Soyez le premier à participer à cette cagnotte !',
} as const;
