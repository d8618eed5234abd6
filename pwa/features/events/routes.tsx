// The event choice pages (lazy-loaded) and the spec's short addresses that redirect to them.
import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { COMPANY_EVENTS_PATH, PARTICULAR_EVENTS_PATH } from './paths';

/** /select/particular (or private) and /select/company redirect; any other type goes home. */
function SelectRedirect() {
  const type = useParams().type;
  const to = type === 'company' ? COMPANY_EVENTS_PATH : type === 'particular' || type === 'private' ? PARTICULAR_EVENTS_PATH : '/';
  return <Navigate to={to} replace />;
}

export const eventRoutes: RouteObject[] = [
  { path: '/select/:type', element: <SelectRedirect /> },
  { path: PARTICULAR_EVENTS_PATH, lazy: async () => ({ Component: (await import('./EventChoicePage')).ParticularEventsPage }) },
  { path: COMPANY_EVENTS_PATH, lazy: async () => ({ Component: (await import('./EventChoicePage')).CompanyEventsPage }) },
];
