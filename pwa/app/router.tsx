import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { ParticipationLayout } from './layouts/ParticipationLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { RootLayout } from './layouts/RootLayout';
import { AUTH_PATH, participationPlaceholderPages, placeholderPages, type PlaceholderPage } from './placeholder-pages';
import { ComingSoonPage } from './routes/ComingSoonPage';
import { HomePage } from './routes/HomePage';
import { RouteErrorPage } from './routes/RouteErrorPage';

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
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'home', element: toHome },
          { path: 'home/private', element: toHome },
          { path: 'home/company', element: toHome },
          { path: 'login', element: <RedirectWithQuery to={AUTH_PATH} /> },
          ...placeholderPages.map(placeholder),
          { path: '*', element: toHome },
        ],
      },
      {
        element: <ParticipationLayout />,
        children: participationPlaceholderPages.map(placeholder),
      },
    ],
  },
]);

export function createAppRouter() {
  return createBrowserRouter(routes);
}
