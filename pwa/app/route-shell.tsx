/**
 * The light half of the route table, what the client's router starts with (pwa/app/router.tsx): the root
 * layout and the participation branch (pot pages and the donation flow). The public site's branch
 * (pwa/app/route-table.tsx) is added when a navigation first needs it, so that a donor arriving by QR code
 * never loads the site's route table (the pot page's script budget, docs/performance.md).
 */
import type { RouteObject } from 'react-router-dom';
import { ParticipationLayout } from './layouts/ParticipationLayout';
import { RootLayout } from './layouts/RootLayout';
import { RouteErrorPage } from './routes/RouteErrorPage';
import { potPageRoutes } from '@/features/pot-page/routes';
import { paymentRoutes } from '@/features/payments/routes';

/** The root route's id: the public branch is patched under it (router.tsx). */
export const ROOT_ROUTE_ID = 'root';

/** Every route gets its own error boundary, so one failing page never takes the layout down. */
export function withErrorBoundaries(list: RouteObject[]): RouteObject[] {
  return list.map((route) => ({
    ...route,
    errorElement: route.errorElement ?? <RouteErrorPage />,
    ...(route.children ? { children: withErrorBoundaries(route.children) } : {}),
  })) as RouteObject[];
}

/** Pot pages and the donation flow, in the participation layout (no header or footer). */
export const participationBranch: RouteObject = {
  id: 'participation',
  element: <ParticipationLayout />,
  children: [...potPageRoutes, ...paymentRoutes],
};

/** The root layout around the given branches. */
export function rootRoutes(branches: RouteObject[]): RouteObject[] {
  return withErrorBoundaries([{ id: ROOT_ROUTE_ID, element: <RootLayout />, children: branches }]);
}
