/**
 * The pot's and the donation amount's messages (see messages.ts, which re-exports them): a module of their own,
 * so that the pot page's first script (the donation box, pwa/features/pot-page/) does not carry every
 * form's messages (the bundle budget, docs/performance.md).
 */

/** Pot (cagnotte) form messages and the pot's status texts. */
export const POT_MESSAGES = {
  nameRequired: 'Le nom de votre cagnotte est obligatoire',
  nameTooShort: 'Le nom de votre cagnotte est trop court',
  nameTooLong: 'Le nom de votre cagnotte est trop long',
  descriptionRequired: 'La description de votre cagnotte est obligatoire',
  descriptionTooShort: 'La description de votre cagnotte est trop courte',
  descriptionTooLong: 'La description de votre cagnotte est trop longue',
  closingDateRequired: 'La date de fin de collecte est obligatoire',
  closingDateTooEarly: 'La date de fin de collecte doit être au plus tôt demain', // invented
  closingDateTooLate: 'La date de fin de collecte doit être au plus tard dans 365 jours', // invented
  sharingRequired: "Merci de choisir une option de partage ou d'invitation",
  eventTypeRequired: "Le type d'événement est obligatoire",
  charityRequired: 'Merci de choisir une association', // invented
  charityLocked: 'Des dons ont déjà été versés à cette association : elle ne peut plus être changée.', // invented
  colorInvalid: "La couleur choisie n'est pas valide", // invented
  potTypeInvalid: "Le type de cagnotte n'est pas valide", // invented
  potClosed: 'La cagnotte est déjà fermée',
  wrongAccountType: 'Votre type de compte ne vous permet pas de créer ce type de cagnotte',
  statusOpen: 'En cours',
  statusClosed: 'Terminée',
  dayRemaining: 'jour restant',
  daysRemaining: 'jours restants',
} as const;

/** Donation amount, tip and payment-account messages. */
export const DONATION_MESSAGES = {
  amountRequired: 'Merci de saisir le montant de votre don',
  amountMinimum: 'La contribution minimum est de 1,00 €',
  amountMaximum: "Le montant maximum d'un don est de 100 000,00 €", // issue 47
  tipInvalid: "Le montant de votre soutien à Entraide n'est pas valide", // invented
  paymentAccountMissing:
    'Vous ne pouvez pas effectuer de paiement. Veuillez mettre à jour votre profil afin de valider votre compte Mangopay.',
  paymentAccountMissingTips: 'Vous ne pouvez pas effectuer un paiement. Veuillez mettre à jour votre profil',
  profileIncomplete: 'Votre profil est incomplet, merci de le mettre à jour et vérifier que votre adresse est valide.',
} as const;
