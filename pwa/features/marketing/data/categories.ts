/** The 8 cause categories of the home carousel (spec order), with a line of our own for each. */
export interface CauseCategory {
  slug: string;
  name: string;
  text: string;
  /** Main colour of the illustration. */
  color: string;
}

export const CAUSE_CATEGORIES: readonly CauseCategory[] = [
  { slug: 'femme', name: 'Femme', text: 'Égalité, accueil des femmes victimes de violences, santé des femmes.', color: '#b8236f' },
  {
    slug: 'humanitaire',
    name: 'Humanitaire',
    text: 'Urgences, accès à l’eau, reconstruction, ici et à l’autre bout du monde.',
    color: '#c2410c',
  },
  { slug: 'enfant', name: 'Enfant', text: 'Protection de l’enfance, loisirs, accompagnement des familles.', color: '#0e7490' },
  { slug: 'environnement', name: 'Environnement', text: 'Biodiversité, climat, forêts, océans et jardins partagés.', color: '#15803d' },
  { slug: 'solidarite', name: 'Solidarité', text: 'Lutte contre l’exclusion, hébergement, aide alimentaire.', color: '#7c3aed' },
  { slug: 'animaux', name: 'Animaux', text: 'Refuges, soins vétérinaires, protection de la faune sauvage.', color: '#a16207' },
  { slug: 'sante', name: 'Santé', text: 'Recherche médicale, accompagnement des malades et de leurs aidants.', color: '#be123c' },
  { slug: 'education', name: 'Éducation', text: 'Soutien scolaire, alphabétisation, accès à la culture pour tous.', color: '#1d4ed8' },
];

export const DIRECTORY_PATH = '/associations-partenaires-cagnotte-solidaire';

/** The directory pre-filtered on a category (the directory reads ?category=). */
export function categoryPath(category: CauseCategory): string {
  return `${DIRECTORY_PATH}?category=${encodeURIComponent(category.name)}`;
}
