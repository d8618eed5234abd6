// The directory's routes, lazy-loaded: the list (and the spec's other address for it, plus the old one
// that redirects) and a charity's page by id or url slug.
import { Navigate, type RouteObject } from 'react-router-dom';
import { DIRECTORY_ALIAS_PATH, DIRECTORY_OLD_PATH, DIRECTORY_PATH } from '@/lib/charities/paths';

const directoryPage = async () => ({ Component: (await import('./components/DirectoryPage')).DirectoryPage });
const charityPage = async () => ({ Component: (await import('./components/CharityDetailPage')).CharityDetailPage });

export const directoryRoutes: RouteObject[] = [
  { path: DIRECTORY_PATH, lazy: directoryPage },
  { path: DIRECTORY_ALIAS_PATH, lazy: directoryPage },
  { path: DIRECTORY_OLD_PATH, element: <Navigate to={DIRECTORY_PATH} replace /> },
  { path: '/association/:key', lazy: charityPage },
];
