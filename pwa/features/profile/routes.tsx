// Pages of the personal areas owned by the profile feature; app/router.tsx puts them under the guarded
// /company and /particular routes of the accounts feature. The dashboard issue replaces 'dashboard'.
import type { RouteObject } from 'react-router-dom';

const page = (load: () => Promise<React.ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

export const profileAreaRoutes: { company: RouteObject[]; particular: RouteObject[] } = {
  company: [
    { path: 'profile', ...page(async () => (await import('./pages/ProfilePages')).CompanyProfilePage) },
    { path: 'dashboard', ...page(async () => (await import('./pages/DashboardComingSoon')).CompanyDashboardComingSoon) },
  ],
  particular: [
    { path: 'profile', ...page(async () => (await import('./pages/ProfilePages')).PrivateProfilePage) },
    { path: 'dashboard', ...page(async () => (await import('./pages/DashboardComingSoon')).PrivateDashboardComingSoon) },
  ],
};
