// The dashboard pages of the personal areas; app/route-table.tsx puts them under the guarded /company and
// /particular routes of the accounts feature, next to the profile feature's pages.
import type { RouteObject } from 'react-router-dom';

const page = (load: () => Promise<React.ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

export const dashboardAreaRoutes: { company: RouteObject[]; particular: RouteObject[] } = {
  company: [{ path: 'dashboard', ...page(async () => (await import('./pages/DashboardPage')).CompanyDashboardPage) }],
  particular: [{ path: 'dashboard', ...page(async () => (await import('./pages/DashboardPage')).PrivateDashboardPage) }],
};
