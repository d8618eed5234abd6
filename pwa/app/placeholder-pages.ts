// Pages that later issues build. Until then each answers with an honest "coming soon" page instead of
// bouncing to the home page. An issue that ships a page (or the spec's redirect) removes its entry here.

export type PlaceholderPage = { path: string; title: string };

export const AUTH_PATH = '/authentification-cagnotte-solidaire-don-association';

export const placeholderPages: PlaceholderPage[] = [
  { path: AUTH_PATH, title: 'Connexion et inscription' }, // accounts
  { path: '/comment-fonctionne-une-cagnotte-solidaire', title: 'Comment ça marche' }, // public site
  { path: '/charte-qualité-cagnotte-solidaire', title: 'Notre charte qualité' },
  { path: '/associations-partenaires-cagnotte-solidaire', title: 'Nos associations partenaires' }, // directory
  { path: '/about', title: 'Nos valeurs' },
  { path: '/deduction-fiscale-des-dons', title: 'La déduction fiscale des dons' },
  { path: '/mecenat-rse', title: 'Mécénat et RSE' },
  { path: '/mecenat-qvt', title: 'Mécénat et qualité de vie au travail' },
  { path: '/quality-chart', title: 'Notre charte qualité' },
  { path: '/how-to', title: 'Comment ça marche' },
  { path: '/select/:type', title: 'Choisissez votre événement' },
  { path: '/tarif', title: 'Nos tarifs' },
  { path: '/condition', title: "Conditions générales d'utilisation" },
  { path: '/cookie', title: 'Politique cookies' },
  { path: '/create/:type/*', title: 'Créer une cagnotte' }, // pots
];

/** Placeholders of the participation layout (no header or footer): the pot page and donation flow. */
export const participationPlaceholderPages: PlaceholderPage[] = [
  { path: '/participate/:id/*', title: 'Participer à la cagnotte' },
];
