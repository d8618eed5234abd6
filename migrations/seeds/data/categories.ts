/** The 8 cause categories of the spec (home carousel order). */
export interface CategoryData {
  slug: string;
  name: string;
}

export const categories: readonly CategoryData[] = [
  { slug: 'femme', name: 'Femme' },
  { slug: 'humanitaire', name: 'Humanitaire' },
  { slug: 'enfant', name: 'Enfant' },
  { slug: 'environnement', name: 'Environnement' },
  { slug: 'solidarite', name: 'Solidarité' },
  { slug: 'animaux', name: 'Animaux' },
  { slug: 'sante', name: 'Santé' },
  { slug: 'education', name: 'Éducation' },
];

export type CategorySlug = 'femme' | 'humanitaire' | 'enfant' | 'environnement' | 'solidarite' | 'animaux' | 'sante' | 'education';
