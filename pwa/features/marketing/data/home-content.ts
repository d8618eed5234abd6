/** Texts of the home page sections: key figures, benefits and the four steps. */

/** The spec's key figures (to be read from live data once the product has them). */
export const KEY_FIGURES: ReadonlyArray<{ value: string; label: string }> = [
  { value: '+ de 100', label: 'associations partenaires' },
  { value: '2 M€', label: 'de dons collectés' },
  { value: '+ de 20 000', label: 'donateurs' },
  { value: '17', label: 'objectifs de développement durable' },
  { value: '+ de 50 000', label: 'bénéficiaires' },
  { value: '+ de 2 000', label: 'cagnottes créées' },
];

export const BENEFITS: ReadonlyArray<{ icon: string; title: string; text: string }> = [
  {
    icon: 'gratuit',
    title: 'Gratuite et prête en 4 minutes',
    text: 'Créer une cagnotte ne coûte rien, ni à vous ni à vos invités, sans limite de nombre ; elle est en ligne en quatre minutes environ.',
  },
  {
    icon: 'integralite',
    title: '100 % des dons à l’association',
    text: 'Un don de 100 € est un don de 100 € : les frais de fonctionnement sont facturés aux associations partenaires, jamais aux donateurs.',
  },
  {
    icon: 'sequestre',
    title: 'Un compte au nom de l’association',
    text: 'Les dons sont versés sur un compte de cantonnement ouvert au nom de l’association, chez un établissement de paiement agréé.',
  },
  {
    icon: 'securite',
    title: 'Paiement sécurisé',
    text: 'Connexion chiffrée (SSL) et authentification 3-D Secure de votre banque pour chaque paiement par carte.',
  },
  {
    icon: 'recu',
    title: 'Reçu fiscal automatique',
    text: 'Les donateurs inscrits reçoivent leur reçu sans démarche : jusqu’à 66 % ou 75 % du don déduits de l’impôt.',
  },
  {
    icon: 'partage',
    title: 'Un lien et un QR code',
    text: 'Partagez votre cagnotte par message, e-mail, réseaux sociaux, ou imprimez son QR code sur une invitation.',
  },
];

export const FOUR_STEPS: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: 'Choisissez une association',
    text: 'Parmi nos partenaires certifiés, trouvez la cause qui vous tient à cœur, par thème ou par région.',
  },
  {
    title: 'Personnalisez votre cagnotte',
    text: 'Un nom, une photo, quelques mots sur votre événement : elle est prête en quelques minutes.',
  },
  {
    title: 'Invitez votre communauté',
    text: 'Partagez le lien ou le QR code ; chacun donne depuis son téléphone, par carte ou prélèvement.',
  },
  { title: 'Donnez et déduisez', text: 'Les dons vont à l’association ; les donateurs inscrits reçoivent un reçu fiscal automatiquement.' },
];
