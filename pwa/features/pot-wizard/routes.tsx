// The pot wizard's routes (public layout), lazy: create/{type} and edit/{type}, type being private,
// particular or company (checked by each page). The authenticate step (create/{type}/authenticate) is
// the accounts feature's page: it sends the person back to the details step with `save=1`, where the
// draft is saved.
import { Navigate, type RouteObject } from 'react-router-dom';

const chooseCharity = async () => ({ Component: (await import('./components/ChooseCharityPage')).ChooseCharityPage });
const details = async () => ({ Component: (await import('./components/PotDetailsPage')).PotDetailsPage });

export const potWizardRoutes: RouteObject[] = [
  { path: '/create/:type/assocs', lazy: chooseCharity },
  { path: '/create/:type/assocs/:id', lazy: chooseCharity },
  { path: '/create/:type/details', lazy: details },
  { path: '/create/:type/details/:id', lazy: details },
  { path: '/edit/:type/details/:id', lazy: details },
  { path: '/create/:type', element: <Navigate to="assocs" replace /> },
];
