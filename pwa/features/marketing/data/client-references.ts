/**
 * The 21 client references (spec: logo, title cut at 44 characters with '..', HTML description,
 * external link). Fictional organisations written for this product; their sites are example.org
 * addresses and the page says the references are illustrative. Descriptions are our own trusted HTML.
 */
export interface ClientReference {
  slug: string;
  name: string;
  title: string;
  descriptionHtml: string;
  url: string;
}

const ref = (slug: string, name: string, title: string, descriptionHtml: string): ClientReference => ({
  slug,
  name,
  title,
  descriptionHtml,
  url: `https://${slug}.example.org/`,
});

export const CLIENT_REFERENCES: readonly ClientReference[] = [
  ref(
    'atelier-lumen',
    'Atelier Lumen',
    'Un départ en retraite solidaire',
    'Un pot de départ remplacé par une cagnotte pour <strong>l’accès à l’énergie solaire</strong> dans des écoles rurales.',
  ),
  ref(
    'groupe-aubrac',
    'Groupe Aubrac Services',
    'Un challenge sportif connecté sur trois sites',
    'Trois sites, un même défi : les kilomètres parcourus par les équipes ont été <strong>convertis en dons</strong> pour une association de santé.',
  ),
  ref(
    'rc-vallee',
    'Rugby Club de la Vallée',
    'Le tournoi des familles',
    'Le tournoi de fin de saison a financé des <em>activités ludiques</em> pour les enfants hospitalisés de l’hôpital voisin.',
  ),
  ref(
    'menuiserie-berthier',
    'Menuiserie Berthier',
    'Des vœux de fin d’année qui plantent des haies',
    'Au lieu de cartes de vœux, un don au nom de chaque client pour <strong>replanter des haies</strong> bocagères.',
  ),
  ref(
    'cabinet-orion',
    'Cabinet Orion Conseil',
    'Un rallye solidaire en fin de séminaire',
    'Un rallye par équipes en clôture du séminaire annuel, au profit d’une association d’<strong>insertion par le sport</strong>.',
  ),
  ref(
    'boulangeries-fournil',
    'Les Fournils d’Émile',
    'La galette des rois solidaire',
    'Pour chaque galette vendue en janvier, les clients étaient invités à compléter la <strong>cagnotte d’une épicerie solidaire</strong>.',
  ),
  ref(
    'ville-saint-aubin',
    'Ville de Saint-Aubin',
    'La course des écoles au profit de la recherche',
    'La commune a réuni ses quatre écoles pour une course dont chaque tour était parrainé par les familles.',
  ),
  ref(
    'transports-meridien',
    'Transports Méridien',
    '30 ans d’entreprise fêtés avec une association',
    'Les salariés ont choisi ensemble la cause soutenue ; la direction a <strong>abondé chaque don</strong> des équipes.',
  ),
  ref(
    'studio-pixel-vert',
    'Studio Pixel Vert',
    'Une game jam pour les océans',
    'Quarante-huit heures de création de jeux vidéo, et une cagnotte ouverte aux joueurs pour <strong>protéger les océans</strong>.',
  ),
  ref(
    'mutuelle-horizon',
    'Mutuelle Horizon',
    'La marche rose d’octobre',
    'Une marche ouverte aux adhérents et aux salariés, au profit d’une association de <strong>soutien aux femmes atteintes de cancer</strong>.',
  ),
  ref(
    'hotel-des-dunes',
    'Hôtel des Dunes',
    'Un séminaire client sans cadeaux',
    'Les cadeaux de séminaire ont laissé place à un don commun pour la <strong>protection du littoral</strong>.',
  ),
  ref(
    'librairie-canal',
    'Librairie du Canal',
    'Un livre acheté, une lecture offerte',
    'Pendant la rentrée, la librairie a relayé une cagnotte pour une association de <strong>lecture à l’hôpital</strong>.',
  ),
  ref(
    'cooperative-tilleuls',
    'Coopérative des Tilleuls',
    'Les 10 ans de la coopérative',
    'Une fête d’anniversaire ouverte aux habitants et une cagnotte pour un <strong>jardin pédagogique</strong>.',
  ),
  ref(
    'assurances-pleiade',
    'Pléiade Assurances',
    'La semaine de la qualité de vie au travail',
    'Ateliers, défis en équipe et une cagnotte commune pour une association d’<strong>aide aux personnes isolées</strong>.',
  ),
  ref(
    'fc-trois-rives',
    'FC Trois Rives',
    '30 € versés pour chaque nouvel adhérent',
    'Partenaire d’Entraide, le club verse <strong>30 € à une association partenaire</strong> pour chaque nouvelle inscription.',
  ),
  ref(
    'laboratoire-calypso',
    'Laboratoire Calypso',
    'Un relais à vélo entre les sites de recherche et de production',
    'Les équipes ont relié leurs deux sites à vélo ; chaque kilomètre comptait pour une association de <strong>recherche sur les maladies rares</strong>.',
  ),
  ref(
    'agence-boussole',
    'Agence Boussole',
    'Les anniversaires de l’équipe',
    'Pour fêter ses anniversaires de l’année, l’équipe a ouvert une cagnotte pour le <strong>soutien scolaire</strong>.',
  ),
  ref(
    'ecole-ingenieurs-ponant',
    'École d’ingénieurs du Ponant',
    'Un gala étudiant pour l’accès à l’eau potable',
    'Le bureau des élèves a relié la billetterie du gala à une cagnotte pour des <strong>forages de puits</strong>.',
  ),
  ref(
    'garage-saint-eloi',
    'Garage Saint-Éloi',
    'Une cagnotte pour le refuge du quartier',
    'Un apprenti a proposé l’idée, toute l’équipe a suivi : les dons ont couvert un hiver de <strong>soins vétérinaires</strong>.',
  ),
  ref(
    'theatre-colline',
    'Théâtre de la Colline Verte',
    'La dernière représentation de la saison',
    'Le public a été invité à donner pour une association d’<strong>accès à la culture</strong> dans les quartiers.',
  ),
  ref(
    'banque-alizes',
    'Banque des Alizés',
    'Les dons des collaborateurs abondés par l’entreprise',
    'Chaque collaborateur choisit sa cause ; l’entreprise <strong>double les dons</strong> jusqu’à un plafond défini chaque année.',
  ),
];
