/** The legal pages (terms of use, cookie policy, legal notice), lazy-loaded, for the public layout. */
import type { RouteObject } from 'react-router-dom';

export const legalRoutes: RouteObject[] = [
  {
    path: '/condition-utilisation-site-dons-associations',
    lazy: async () => ({ Component: (await import('./pages/TermsPage')).TermsPage }),
  },
  {
    path: '/politique-cookie-cagnotte-solidaire',
    lazy: async () => ({ Component: (await import('./pages/CookiePolicyPage')).CookiePolicyPage }),
  },
  {
    path: '/mentions-legales',
    lazy: async () => ({ Component: (await import('./pages/LegalNoticePage')).LegalNoticePage }),
  },
];
