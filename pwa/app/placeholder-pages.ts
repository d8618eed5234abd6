// Pages that later issues build. Until then each answers with an honest "coming soon" page instead of
// bouncing to the home page. An issue that ships a page (or the spec's redirect) removes its entry here.

export type PlaceholderPage = { path: string; title: string };

export const AUTH_PATH = '/authentification-cagnotte-solidaire-don-association';

export const placeholderPages: PlaceholderPage[] = [
  { path: '/create/:type/*', title: 'Créer une cagnotte' }, // unknown steps only: payment, sepa and kyc are features/payments'; the wizard's steps are pot-wizard's
];

/** Placeholders of the participation layout (no header or footer): the pot page and donation flow. */
export const participationPlaceholderPages: PlaceholderPage[] = [
  // '/participate/:id/*' is built: pot page, tips, payment, quick-payment, confirmation (features/payments/routes.tsx).
];
