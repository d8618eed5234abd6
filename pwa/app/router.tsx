import { useEffect, type ReactNode } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type PatchRoutesOnNavigationFunction,
} from 'react-router-dom';
import { participationBranch, ROOT_ROUTE_ID, rootRoutes } from './route-shell';
import { setRouterNavigation } from '@/lib/navigation';
import { routerNavigation } from '@/lib/router-navigation';
import { dismissNoticeOnPageChange } from '@/ui/toast';

// The components' router hooks (pwa/lib/navigation.tsx) are React Router's wherever this router renders.
setRouterNavigation(routerNavigation);

/**
 * What the browser's router starts with: the root layout and the participation branch. A pot page needs
 * no more; the public site's routes (route-table.tsx, with every feature's route list) load on the first
 * navigation to a path this table does not match (React Router's patchRoutesOnNavigation), so that the
 * pot page's script before interactive leaves them out (docs/performance.md).
 */
const startRoutes = rootRoutes([participationBranch]);

let routeTable: Promise<typeof import('./route-table')> | null = null;

/**
 * Adds the public site's branch under the root on the first path the participation branch does not answer
 * (React Router leaves out a branch already there: each router gets it once).
 */
const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (matchRoutes(startRoutes, path)) return;
  routeTable ??= import('./route-table').catch((err: unknown) => {
    routeTable = null; // a lost connection: the next navigation tries again
    throw err;
  });
  patch(ROOT_ROUTE_ID, [(await routeTable).publicBranch]);
};

export function createAppRouter() {
  return createBrowserRouter(startRoutes, { patchRoutesOnNavigation });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The same router as createAppRouter (createBrowserRouter's own steps), before its `initialize()`, which
 * matches the URL and loads the page's lazy route modules: main.tsx runs the two in separate tasks
 * (blocking time on a slow phone, docs/performance.md). Call `initialize()` before rendering it.
 */
export function createIdleAppRouter(): AppRouter {
  return createRouter({
    history: createBrowserHistory({ window }),
    routes: startRoutes,
    mapRouteProperties,
    hydrationRouteProperties,
    patchRoutesOnNavigation,
    window,
  });
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

/** Dismisses the notice of the page left at each change of page (issue 47: notices followed the visitor). */
function useNoticeDismissalOnPageChange(router: AppRouter) {
  useEffect(() => {
    let pathname = router.state.location.pathname;
    return router.subscribe((state) => {
      if (state.location.pathname === pathname) return;
      pathname = state.location.pathname;
      dismissNoticeOnPageChange();
    });
  }, [router]);
}

/** The pages on React Router's data router (what App renders on every page but a pot page's start, pot-start.tsx). */
export function RouterApp({ router }: { router: AppRouter }) {
  useNoticeDismissalOnPageChange(router);
  return <RouterProvider router={router} />;
}

/** What main.tsx renders: the app's pages on this router. */
export function routerPages(router: AppRouter): ReactNode {
  return <RouterApp router={router} />;
}
