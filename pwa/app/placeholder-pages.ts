// Addresses the product does not build yet answer an honest "coming soon" page instead of bouncing to
// the home page; shipping such a page (or the spec's redirect) removes its entry here.

export type PlaceholderPage = { path: string; title: string };

export const AUTH_PATH = '/authentification-cagnotte-solidaire-don-association';

export const placeholderPages: PlaceholderPage[] = [
  { path: '/create/:type/*', title: 'Créer une cagnotte' }, // unknown steps only: payment, sepa and kyc are features/payments'; the wizard's steps are pot-wizard's
];
