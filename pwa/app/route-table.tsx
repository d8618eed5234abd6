/**
 * The whole route table: the public site's branch (header and footer, every page but the participation
 * ones) beside the participation branch (route-shell.tsx). The server's render and the tests read `routes`;
 * the browser's router loads `publicBranch` on its first navigation outside the participation branch (router.tsx).
 */
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { AUTH_PATH, placeholderPages, type PlaceholderPage } from './placeholder-pages';
import { ComingSoonPage } from './routes/ComingSoonPage';
import { participationBranch, rootRoutes, withErrorBoundaries } from './route-shell';
import { accountRoutes } from '@/features/accounts/routes';
import { profileAreaRoutes } from '@/features/profile/routes';
import { dashboardAreaRoutes } from '@/features/dashboard/routes';
import { directoryRoutes } from '@/features/directory/routes';
import { eventRoutes } from '@/features/events/routes';
import { marketingRoutes } from '@/features/marketing/routes';
import { legalRoutes } from '@/features/legal/routes';
import { CreatePotLink } from './CreatePotLink';
import { potWizardRoutes } from '@/features/pot-wizard/routes';
import { creationPaymentRoutes } from '@/features/payments/routes';
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

/** The public site's pages, in its layout (header and footer). */
export const publicBranch: RouteObject = withErrorBoundaries([
  {
    id: 'public',
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
])[0]!;

/** Every route, as the server renders them and the tests walk them. */
export const routes: RouteObject[] = rootRoutes([publicBranch, participationBranch]);
