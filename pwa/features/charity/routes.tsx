// Routes of the charity area (issue 30), among the public layout's children: the invitation page (no
// session) and the guarded /association/espace/* pages (role charity only; the API checks the role on
// every call). Static segments outrank /association/:key, the charity's public page, whatever the order.
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../../lib/RequireAuth';
import { charityPaths } from './paths';

const page = (load: () => Promise<React.ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

export const charityRoutes: RouteObject[] = [
  { path: charityPaths.invitation, ...page(async () => (await import('./pages/InvitationPage')).InvitationPage) },
  {
    path: charityPaths.home,
    element: <RequireAuth role="charity" />,
    children: [
      { index: true, ...page(async () => (await import('./pages/CharityHomePage')).CharityHomePage) },
      { path: 'informations', ...page(async () => (await import('./pages/LegalDetailsPage')).LegalDetailsPage) },
      { path: 'authentification', ...page(async () => (await import('./pages/ScaPage')).ScaPage) },
      { path: 'authentification/retour', ...page(async () => (await import('./pages/ScaReturnPage')).ScaReturnPage) },
      { path: 'compte-de-versement', ...page(async () => (await import('./pages/PayoutAccountPage')).PayoutAccountPage) },
      {
        path: 'compte-de-versement/retour',
        ...page(async () => (await import('./pages/PayoutAccountReturnPage')).PayoutAccountReturnPage),
      },
      { path: 'documents', ...page(async () => (await import('./pages/DocumentsPage')).DocumentsPage) },
      { path: 'dons', ...page(async () => (await import('./pages/MoneyPage')).MoneyPage) },
    ],
  },
];
