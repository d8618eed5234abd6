import {
  createBrowserRouter,
  Navigate,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { ParticipationLayout } from './layouts/ParticipationLayout';
import { RootLayout } from './layouts/RootLayout';
import { AUTH_PATH, placeholderPages, type PlaceholderPage } from './placeholder-pages';
import { ComingSoonPage } from './routes/ComingSoonPage';
import { RouteErrorPage } from './routes/RouteErrorPage';
import { accountRoutes } from '@/features/accounts/routes';
import { profileAreaRoutes } from '@/features/profile/routes';
import { dashboardAreaRoutes } from '@/features/dashboard/routes';
import { directoryRoutes } from '@/features/directory/routes';
import { eventRoutes } from '@/features/events/routes';
import { marketingRoutes } from '@/features/marketing/routes';
import { legalRoutes } from '@/features/legal/routes';
import { CreatePotLink } from './CreatePotLink';
import { potPageRoutes } from '@/features/pot-page/routes';
import { potWizardRoutes } from '@/features/pot-wizard/routes';
import { creationPaymentRoutes, paymentRoutes } from '@/features/payments/routes';
import { managerRoutes } from '@/features/manager/routes';
import { charityRoutes } from '@/features/charity/routes';

/** Redirects and keeps the query string (e.g. /login?id=12&amount=20 after a pot page). */
function RedirectWithQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

const toHome = <Navigate to="/" replace />;

function placeholder({ path, title }: PlaceholderPage): RouteObject {
  return { path, element: <ComingSoonPage title={title} /> };
}

/** Every route gets its own error boundary, so one failing page never takes the layout down. */
function withErrorBoundaries(list: RouteObject[]): RouteObject[] {
  return list.map((route) => ({
    ...route,
    errorElement: route.errorElement ?? <RouteErrorPage />,
    ...(route.children ? { children: withErrorBoundaries(route.children) } : {}),
  })) as RouteObject[];
}

export const routes: RouteObject[] = withErrorBoundaries([
  {
    element: <RootLayout />,
    children: [
      {
        // Lazy (the first screens' script budget, docs/performance.md): a donor opening a pot page never loads the site's header and footer.
        lazy: async () => ({ Component: (await import('./layouts/PublicLayout')).PublicLayout }),
        children: [
          ...marketingRoutes({ CreatePotLink }),
          ...legalRoutes,
          { path: 'login', element: <RedirectWithQuery to={AUTH_PATH} /> },
          ...accountRoutes({
            company: [...profileAreaRoutes.company, ...dashboardAreaRoutes.company],
            particular: [...profileAreaRoutes.particular, ...dashboardAreaRoutes.particular],
            manager: managerRoutes,
          }),
          // Before the directory's /association/:key (the public charity page), though static segments win anyway.
          ...charityRoutes,
          ...directoryRoutes,
          ...eventRoutes,
          ...potWizardRoutes,
          ...creationPaymentRoutes,
          ...placeholderPages.map(placeholder),
          { path: '*', element: toHome },
        ],
      },
      {
        element: <ParticipationLayout />,
        children: [...potPageRoutes, ...paymentRoutes],
      },
    ],
  },
]);

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The same router as createAppRouter (createBrowserRouter's own steps), before its `initialize()`, which
 * matches the URL and loads the page's lazy route modules: main.tsx runs the two in separate tasks
 * (blocking time on a slow phone, docs/performance.md). Call `initialize()` before rendering it.
 */
export function createIdleAppRouter(): AppRouter {
  return createRouter({ history: createBrowserHistory({ window }), routes, mapRouteProperties, hydrationRouteProperties, window });
}

/**
 * Resolves once the router has loaded the lazy route modules of the page it opened on (the server
 * preloads them): the first render is then the whole page, which takes over the markup the server
 * wrote for a pot page instead of replacing it by an empty layout first.
 */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
