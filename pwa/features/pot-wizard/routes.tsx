// The pot wizard's routes (public layout), lazy: create/{type} and edit/{type} have the same steps (pots
// spec §2), type being private, particular or company (checked by each page). The authenticate, kyc,
// payment and sepa steps are the accounts' and payments' pages, under both spellings too. The
// authenticate step sends the person back to the details step with `save=1`, where the draft is saved.
// Any other address under /create/ or /edit/ is a not-found page with a way back.
import { Navigate, type RouteObject } from 'react-router-dom';

const chooseCharity = async () => ({ Component: (await import('./components/ChooseCharityPage')).ChooseCharityPage });
const details = async () => ({ Component: (await import('./components/PotDetailsPage')).PotDetailsPage });
const notFound = async () => ({ Component: (await import('./components/WizardNotFound')).WizardNotFound });

export const potWizardRoutes: RouteObject[] = ['create', 'edit'].flatMap((flow) => [
  { path: `/${flow}/:type/assocs`, lazy: chooseCharity },
  { path: `/${flow}/:type/assocs/:id`, lazy: chooseCharity },
  { path: `/${flow}/:type/details`, lazy: details },
  { path: `/${flow}/:type/details/:id`, lazy: details },
  { path: `/${flow}/:type`, element: <Navigate to="assocs" replace /> },
  { path: `/${flow}/*`, lazy: notFound },
]);
