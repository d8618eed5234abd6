/**
 * Event types a pot is created for: `particulier` (individuals, group 0 of GET /event_types) and
 * `entreprise` (companies, group 1), each in display order. Images are drawn by
 * scripts/make-reference-images.ts.
 */
export type EventCategory = 'particulier' | 'entreprise';

export interface EventTypeData {
  slug: string;
  name: string;
  description: string;
  category: EventCategory;
}

export function eventTypeImagePath(slug: string): string {
  return `/demo/event-types/${slug}.svg`;
}

const particulier: Omit<EventTypeData, 'category'>[] = [
  {
    slug: 'anniversaire',
    name: 'Anniversaire',
    description: 'Remplacez les cadeaux par un don : vos proches soutiennent la cause qui vous tient à cœur.',
  },
  {
    slug: 'mariage',
    name: 'Mariage',
    description: 'Une liste de mariage solidaire pour célébrer votre union en faisant du bien autour de vous.',
  },
  { slug: 'naissance', name: 'Naissance', description: "Fêtez l'arrivée de bébé en offrant un coup de pouce à une association." },
  {
    slug: 'obseques-hommage',
    name: 'Obsèques / hommage',
    description: "Rendez hommage à un proche disparu en soutenant une cause qu'il aimait.",
  },
  {
    slug: 'defi-sportif',
    name: 'Défi sportif',
    description: 'Course, trail, randonnée : chaque kilomètre parcouru devient un don pour une association.',
  },
  {
    slug: 'pot-de-depart',
    name: 'Pot de départ',
    description: 'Départ en retraite ou nouveau poste : marquez le coup avec un geste solidaire.',
  },
  {
    slug: 'fete-soiree',
    name: 'Fête / soirée',
    description: 'Une fête entre amis, une soirée de quartier : transformez la bonne humeur en dons.',
  },
  {
    slug: 'noel',
    name: 'Noël',
    description: "Offrez un Noël solidaire : vos proches donnent à une association plutôt que d'acheter un cadeau de plus.",
  },
  {
    slug: 'autre-evenement-personnel',
    name: 'Autre événement personnel',
    description: 'Crémaillère, diplôme, baptême… Tout moment de vie peut devenir une cagnotte solidaire.',
  },
];

const entreprise: Omit<EventTypeData, 'category'>[] = [
  {
    slug: 'team-building',
    name: 'Team building',
    description: "Rassemblez vos équipes autour d'un projet utile et mesurez ensemble l'impact de vos dons.",
  },
  {
    slug: 'cadeau-entreprise',
    name: "Cadeau d'entreprise",
    description: 'Remplacez les cadeaux clients ou salariés par un don à une association partenaire.',
  },
  {
    slug: 'challenge-sportif-solidaire',
    name: 'Challenge sportif solidaire',
    description: "Vos collaborateurs se dépassent, l'entreprise abonde : chaque effort soutient une cause.",
  },
  {
    slug: 'seminaire',
    name: 'Séminaire',
    description: 'Donnez du sens à votre séminaire en y associant une cagnotte pour une association.',
  },
  {
    slug: 'fin-d-annee',
    name: "Fin d'année",
    description: "Célébrez la fin d'année avec vos équipes et vos clients par un geste solidaire commun.",
  },
  {
    slug: 'depart-collaborateur',
    name: "Départ d'un collaborateur",
    description: "Saluez le départ d'un collègue avec une cagnotte au profit de la cause de son choix.",
  },
  {
    slug: 'anniversaire-entreprise',
    name: "Anniversaire d'entreprise",
    description: "Fêtez les années de votre entreprise en soutenant un projet d'intérêt général.",
  },
  {
    slug: 'autre-evenement-entreprise',
    name: "Autre événement d'entreprise",
    description: 'Lancement de produit, salon, inauguration… Associez votre événement à une cause.',
  },
];

export const eventTypes: readonly EventTypeData[] = [
  ...particulier.map((e) => ({ ...e, category: 'particulier' as const })),
  ...entreprise.map((e) => ({ ...e, category: 'entreprise' as const })),
];
