// Pages of the personal areas owned by the profile feature; app/route-table.tsx puts them under the guarded
// /company and /particular routes of the accounts feature, next to the dashboard feature's pages.
import type { RouteObject } from 'react-router-dom';

const page = (load: () => Promise<React.ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

export const profileAreaRoutes: { company: RouteObject[]; particular: RouteObject[] } = {
  company: [{ path: 'profile', ...page(async () => (await import('./pages/ProfilePages')).CompanyProfilePage) }],
  particular: [{ path: 'profile', ...page(async () => (await import('./pages/ProfilePages')).PrivateProfilePage) }],
};
