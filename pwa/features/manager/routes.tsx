// Routes of the manager area, children of the guarded /manager route (features/accounts/routes.tsx,
// role manager only; the API checks the role on every call). Every page is its own lazy chunk.
import { Navigate, type RouteObject } from 'react-router-dom';
import { managerPaths } from './paths';

const page = (load: () => Promise<React.ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

export const managerRoutes: RouteObject[] = [
  {
    ...page(async () => (await import('./components/ManagerLayout')).ManagerLayout),
    children: [
      { index: true, element: <Navigate to={managerPaths.charities} replace /> },
      { path: 'associations', ...page(async () => (await import('./pages/CharitiesPage')).CharitiesPage) },
      { path: 'associations/nouvelle', ...page(async () => (await import('./pages/CharityFormPage')).NewCharityPage) },
      { path: 'associations/:id', ...page(async () => (await import('./pages/CharityDetailPage')).CharityDetailPage) },
      { path: 'associations/:id/modifier', ...page(async () => (await import('./pages/CharityFormPage')).EditCharityPage) },
      { path: 'cagnottes', ...page(async () => (await import('./pages/PotsPage')).PotsPage) },
      { path: 'cagnottes/:id', ...page(async () => (await import('./pages/PotDetailPage')).PotDetailPage) },
      { path: 'dons', ...page(async () => (await import('./pages/DonationsPage')).DonationsPage) },
      { path: 'versements', ...page(async () => (await import('./pages/PayoutsPage')).PayoutsPage) },
      { path: 'kyc', ...page(async () => (await import('./pages/KycPage')).KycPage) },
      { path: 'newsletter', ...page(async () => (await import('./pages/NewsletterPage')).NewsletterPage) },
      { path: 'journal', ...page(async () => (await import('./pages/AuditLogPage')).AuditLogPage) },
      { path: 'totaux-annuels', ...page(async () => (await import('./pages/YearlyTotalsPage')).YearlyTotalsPage) },
      { path: 'ecarts', ...page(async () => (await import('./pages/MoneyFindingsPage')).MoneyFindingsPage) },
      { path: '*', element: <Navigate to={managerPaths.charities} replace /> },
    ],
  },
];
