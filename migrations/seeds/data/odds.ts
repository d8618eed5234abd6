/**
 * The 17 UN sustainable development goals with their official French short names. Images live at
 * /img/odd/{n}.svg (1 to 17), and /img/odd/18.svg is the generic ODD logo.
 */
export interface OddData {
  oddNumber: number;
  name: string;
}

export const odds: readonly OddData[] = [
  'Pas de pauvreté',
  'Faim « zéro »',
  'Bonne santé et bien-être',
  'Éducation de qualité',
  'Égalité entre les sexes',
  'Eau propre et assainissement',
  "Énergie propre et d'un coût abordable",
  'Travail décent et croissance économique',
  'Industrie, innovation et infrastructure',
  'Inégalités réduites',
  'Villes et communautés durables',
  'Consommation et production responsables',
  'Mesures relatives à la lutte contre les changements climatiques',
  'Vie aquatique',
  'Vie terrestre',
  'Paix, justice et institutions efficaces',
  'Partenariats pour la réalisation des objectifs',
].map((name, i) => ({ oddNumber: i + 1, name }));

/** Public URL path of a goal's image. */
export function oddImagePath(oddNumber: number): string {
  return `/img/odd/${oddNumber}.svg`;
}
