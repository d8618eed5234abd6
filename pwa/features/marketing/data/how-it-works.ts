/** The how-it-works page: four steps for individuals, four for companies. */
export type Step = { title: string; text: string };

export const PERSONAL_STEPS: readonly Step[] = [
  {
    title: 'Choisissez votre événement et votre association',
    text: 'Anniversaire, mariage, naissance, hommage, défi sportif… puis une association partenaire, à trouver par cause, par région ou par objectif de développement durable.',
  },
  {
    title: 'Personnalisez votre cagnotte',
    text: 'Donnez-lui un nom, une date de fin (jusqu’à un an), quelques mots pour expliquer votre démarche et une photo de couverture.',
  },
  {
    title: 'Invitez vos proches',
    text: 'Partagez le lien par message ou sur les réseaux sociaux, envoyez des invitations par e-mail (jusqu’à 500 personnes) ou imprimez le QR code.',
  },
  {
    title: 'Les dons vont à l’association',
    text: 'Chacun donne par carte ou par prélèvement, dès 1 €. Les donateurs inscrits reçoivent leur reçu fiscal, et vous suivez la collecte depuis votre tableau de bord.',
  },
];

export const COMPANY_STEPS: readonly Step[] = [
  {
    title: 'Choisissez l’événement et l’association',
    text: 'Pot de départ, anniversaire de l’entreprise, challenge sportif, team building ou cadeau client, au profit d’une association que vous pouvez choisir avec vos équipes.',
  },
  {
    title: 'Insérez votre logo et vos couleurs',
    text: 'Votre cagnotte porte l’identité de l’entreprise : logo, couleur parmi quatorze teintes, message de la direction ou des équipes.',
  },
  {
    title: 'Partagez-la avec vos collaborateurs, clients et parties prenantes',
    text: 'Cagnotte ouverte à tous ou partage réservé à l’entreprise : vous décidez qui peut diffuser le lien.',
  },
  {
    title: 'Donnez et suivez l’impact',
    text: 'L’entreprise donne par carte ou par virement SEPA et reçoit un reçu fiscal ouvrant droit à 60 % de réduction d’impôt ; chaque collaborateur donateur reçoit le sien.',
  },
];
