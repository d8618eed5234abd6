// Pages that later issues build. Until then each answers with an honest "coming soon" page instead of
// bouncing to the home page. An issue that ships a page (or the spec's redirect) removes its entry here.

export type PlaceholderPage = { path: string; title: string };

export const AUTH_PATH = '/authentification-cagnotte-solidaire-don-association';

export const placeholderPages: PlaceholderPage[] = [
  { path: '/create/:type/*', title: 'Créer une cagnotte' }, // payments (kyc, payment, sepa); the wizard's steps are pot-wizard's
];

/** Placeholders of the participation layout (no header or footer): the pot page and donation flow. */
export const participationPlaceholderPages: PlaceholderPage[] = [
  { path: '/participate/:id/*', title: 'Participer à la cagnotte' },
];
