/**
 * The home page's 17 testimonials (spec: name, role and age; text; image; optional logo). They are
 * illustrative: written for this product, about fictional people, and the page says so.
 */
export interface Testimonial {
  id: string;
  nameRoleAge: string;
  text: string;
  image: string;
  /** Company testimonials carry the company's logo. */
  logo?: { src: string; alt: string };
}

const avatar = (id: string) => `/img/marketing/avatars/${id}.svg`;
const logo = (slug: string, alt: string) => ({ src: `/img/marketing/clients/${slug}.svg`, alt });

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'camille',
    nameRoleAge: 'Camille, 34 ans, a fêté son anniversaire',
    text: 'J’ai demandé à mes amis de remplacer les cadeaux par un don. En dix jours, la cagnotte a financé un trimestre de soutien scolaire pour des collégiens. Le plus beau cadeau de l’année.',
    image: avatar('camille'),
  },
  {
    id: 'julien',
    nameRoleAge: 'Julien, 41 ans, papa de Lina',
    text: 'À la naissance de Lina, nous avons ouvert une cagnotte pour une association qui accompagne les bébés prématurés. La famille éloignée a pu participer, et chacun a reçu son reçu fiscal sans que nous ayons rien à faire.',
    image: avatar('julien'),
  },
  {
    id: 'sophie-karim',
    nameRoleAge: 'Sophie et Karim, 29 et 31 ans, jeunes mariés',
    text: 'Notre liste de mariage solidaire a surpris tout le monde. Le QR code imprimé sur les faire-part a été scanné bien plus que nous ne l’imaginions.',
    image: avatar('sophie-karim'),
  },
  {
    id: 'martine',
    nameRoleAge: 'Martine, 67 ans, en mémoire de son mari',
    text: 'Après le départ de Bernard, je voulais que sa générosité continue. La cagnotte à sa mémoire a soutenu la recherche sur la maladie qui l’a emporté. Les messages laissés par les participants m’ont beaucoup aidée.',
    image: avatar('martine'),
  },
  {
    id: 'thomas',
    nameRoleAge: 'Thomas, 26 ans, premier semi-marathon',
    text: 'Chaque kilomètre de ma course était parrainé. Voir le compteur grimper pendant la préparation m’a plus motivé que n’importe quel plan d’entraînement.',
    image: avatar('thomas'),
  },
  {
    id: 'nadia',
    nameRoleAge: 'Nadia, 45 ans, directrice des ressources humaines',
    text: 'Pour le départ en retraite d’un collègue, nous avons remplacé le cadeau habituel par une cagnotte pour l’association qu’il soutient depuis vingt ans. Il était ému aux larmes.',
    image: avatar('nadia'),
    logo: logo('atelier-lumen', 'Atelier Lumen'),
  },
  {
    id: 'lucas',
    nameRoleAge: 'Lucas, 19 ans, étudiant',
    text: 'Nous n’avons pas de gros moyens, mais avec la cagnotte de notre association étudiante, nos petites participations ont fini par remplir les étagères de l’épicerie solidaire du campus.',
    image: avatar('lucas'),
  },
  {
    id: 'elodie',
    nameRoleAge: 'Élodie, 38 ans, responsable RSE',
    text: 'Notre challenge sportif a réuni des collaborateurs de trois sites. Le suivi des dons nous a donné des chiffres clairs pour notre rapport de durabilité.',
    image: avatar('elodie'),
    logo: logo('groupe-aubrac', 'Groupe Aubrac Services'),
  },
  {
    id: 'pierre',
    nameRoleAge: 'Pierre, 52 ans, président d’un club de rugby amateur',
    text: 'Le tournoi de fin de saison est devenu une collecte pour les enfants hospitalisés. Les parents ont aimé la simplicité : un lien, un don, un reçu.',
    image: avatar('pierre'),
    logo: logo('rc-vallee', 'Rugby Club de la Vallée'),
  },
  {
    id: 'aicha',
    nameRoleAge: 'Aïcha, 33 ans, professeure des écoles',
    text: 'Ma classe a organisé une course solidaire. Les familles ont donné depuis leur téléphone, et les élèves suivaient la cagnotte au tableau chaque matin.',
    image: avatar('aicha'),
  },
  {
    id: 'gerard',
    nameRoleAge: 'Gérard, 71 ans, grand-père de six petits-enfants',
    text: 'Pour mes 70 ans, mes petits-enfants ont tout organisé. J’ai choisi une association qui replante des haies dans ma région, et je suis allé voir les plantations au printemps.',
    image: avatar('gerard'),
  },
  {
    id: 'ines',
    nameRoleAge: 'Inès, 27 ans, auxiliaire vétérinaire',
    text: 'J’ai lancé une cagnotte pour le refuge où j’ai adopté ma chienne. Les participants ont suivi la collecte jour après jour, et le refuge nous a envoyé des nouvelles des animaux soignés.',
    image: avatar('ines'),
  },
  {
    id: 'marc',
    nameRoleAge: 'Marc, 48 ans, dirigeant d’une PME',
    text: 'Nos vœux de fin d’année prennent maintenant la forme d’un don au nom de nos clients. La cagnotte à nos couleurs, avec notre logo, a même été partagée par nos clients eux-mêmes.',
    image: avatar('marc'),
    logo: logo('menuiserie-berthier', 'Menuiserie Berthier'),
  },
  {
    id: 'chloe',
    nameRoleAge: 'Chloé, 23 ans, organisatrice de concerts',
    text: 'Pendant notre concert, le QR code de la cagnotte était projeté sur scène. Le public a donné le soir même pour une maison d’accueil des femmes de notre ville.',
    image: avatar('chloe'),
  },
  {
    id: 'yann',
    nameRoleAge: 'Yann, 36 ans, parent d’élève',
    text: 'La kermesse de l’école a financé des livres pour une association d’alphabétisation. Créer la cagnotte m’a pris cinq minutes pendant la pause déjeuner.',
    image: avatar('yann'),
  },
  {
    id: 'fatou',
    nameRoleAge: 'Fatou, 42 ans, infirmière',
    text: 'Mes amis ont ouvert une cagnotte pour une association qui équipe les chambres des patients de mon service. Savoir qu’un reçu fiscal suivrait a convaincu beaucoup d’entre eux de donner un peu plus.',
    image: avatar('fatou'),
  },
  {
    id: 'helene',
    nameRoleAge: 'Hélène, 58 ans, assistante de direction',
    text: 'Notre séminaire s’est terminé par un rallye solidaire : chaque équipe gagnait des dons pour l’association choisie par tous. La meilleure ambiance de séminaire depuis des années.',
    image: avatar('helene'),
    logo: logo('cabinet-orion', 'Cabinet Orion Conseil'),
  },
];
