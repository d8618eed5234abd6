// Routes of the accounts area: sign-in and registration pages (public layout) and the guarded areas
// /company, /particular and /manager, whose children other features give (profile, dashboard).
import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '@/lib/RequireAuth';

export const AUTH_PAGE_PATH = '/authentification-cagnotte-solidaire-don-association';

/** Children of the guarded areas, given by the features that own their pages. */
export type AreaChildren = { company?: RouteObject[]; particular?: RouteObject[]; manager?: RouteObject[] };

const page = (load: () => Promise<React.ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

/** The accounts routes, to spread among the public layout's children. */
export function accountRoutes(areas: AreaChildren = {}): RouteObject[] {
  return [
    { path: AUTH_PAGE_PATH, ...page(async () => (await import('./pages/AuthPage')).AuthPage) },
    { path: '/login2', ...page(async () => (await import('./pages/AuthPage')).Login2Page) },
    { path: '/login/facebook', ...page(async () => (await import('./pages/FacebookPage')).FacebookCompletionPage) },
    { path: '/login2/facebook', ...page(async () => (await import('./pages/FacebookPage')).Login2FacebookPage) },
    { path: '/create/:type/authenticate/facebook', ...page(async () => (await import('./pages/FacebookPage')).CreationFacebookPage) },
    { path: '/edit/:type/authenticate/facebook', ...page(async () => (await import('./pages/FacebookPage')).CreationFacebookPage) },
    { path: '/reinitialiser-mot-de-passe', ...page(async () => (await import('./pages/ResetPasswordPage')).ResetPasswordPage) },
    { path: '/securiser-mon-compte', ...page(async () => (await import('./pages/SecureAccountPage')).SecureAccountPage) },
    { path: '/confirmer-mon-email', ...page(async () => (await import('./pages/ConfirmEmailPage')).ConfirmEmailPage) },
    { path: '/login/representative', ...page(async () => (await import('./pages/RepresentativePage')).RepresentativePage) },
    {
      path: '/create/:type/authenticate',
      ...page(async () => (await import('./pages/CreationAuthenticatePage')).CreationAuthenticatePage),
    },
    // The edit flow has the same steps as creation (pots spec §2).
    { path: '/edit/:type/authenticate', ...page(async () => (await import('./pages/CreationAuthenticatePage')).CreationAuthenticatePage) },
    {
      path: '/company',
      element: <RequireAuth role="enterprise" />,
      children: [{ index: true, element: <Navigate to="dashboard" replace /> }, ...(areas.company ?? [])],
    },
    {
      path: '/particular',
      element: <RequireAuth role="private" />,
      children: [{ index: true, element: <Navigate to="dashboard" replace /> }, ...(areas.particular ?? [])],
    },
    { path: '/manager', element: <RequireAuth role="manager" />, children: areas.manager ?? [] },
  ];
}
