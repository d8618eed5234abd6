// Routes of the charity area (issue 30), among the public layout's children: the invitation page (no
// session) and the guarded /association/espace/* pages (role charity only; the API checks the role on
// every call). Static segments outrank /association/:key, the charity's public page, whatever the order.
// Every page comes from one lazy chunk (charity-pages.ts).
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '@/lib/RequireAuth';
import { CHARITY_AREA_ROOT } from '@/lib/after-auth';

type Pages = typeof import('./charity-pages');
const page = (name: keyof Pages): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await import('./charity-pages'))[name] }),
});

export const charityRoutes: RouteObject[] = [
  { path: `${CHARITY_AREA_ROOT}/invitation/:token`, ...page('InvitationPage') },
  {
    path: CHARITY_AREA_ROOT,
    element: <RequireAuth role="charity" />,
    children: [
      { index: true, ...page('CharityHomePage') },
      { path: 'informations', ...page('LegalDetailsPage') },
      { path: 'authentification', ...page('ScaPage') },
      { path: 'authentification/retour', ...page('ScaReturnPage') },
      { path: 'compte-de-versement', ...page('PayoutAccountPage') },
      { path: 'compte-de-versement/retour', ...page('PayoutAccountReturnPage') },
      { path: 'documents', ...page('DocumentsPage') },
      { path: 'dons', ...page('MoneyPage') },
    ],
  },
];
