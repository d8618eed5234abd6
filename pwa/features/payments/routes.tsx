// The payment routes, lazy (route-level code splitting: none of this loads with the pot page).
// `paymentRoutes` go in the participation layout (no header or footer), `creationPaymentRoutes` in the
// public layout beside the pot wizard. The bank-side screens add their entries to these arrays.
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '@/lib/RequireAuth';

export const paymentRoutes: RouteObject[] = [
  { path: '/participate/:id/tips', lazy: async () => ({ Component: (await import('./pages/TipsPage')).TipsPage }) },
  { path: '/participate/:id/payment', lazy: async () => ({ Component: (await import('./pages/PaymentPage')).PaymentPage }) },
  {
    path: '/participate/:id/quick-payment',
    lazy: async () => ({ Component: (await import('./pages/QuickPaymentPage')).QuickPaymentPage }),
  },
  // Bank side: the thank-you page (no guard; processes ?MandateId=) and the identity documents (signed in).
  {
    path: '/participate/:id/confirmation',
    lazy: async () => ({ Component: (await import('./confirmation/ConfirmationPage')).ConfirmationPage }),
  },
  {
    element: <RequireAuth />,
    children: [
      { path: '/participate/:type/:id/kyc', lazy: async () => ({ Component: (await import('./kyc/KycPage')).ParticipateKycPage }) },
    ],
  },
];

// The creation flow's steps, under create/{type} and edit/{type} alike (pots spec §2: edit mode has the same steps).
export const creationPaymentRoutes: RouteObject[] = ['create', 'edit'].flatMap((flow): RouteObject[] => [
  { path: `/${flow}/:type/payment`, lazy: async () => ({ Component: (await import('./pages/CreationPaymentPage')).CreationPaymentPage }) },
  // Bank side, signed in: the creation flow's transfer details and identity documents.
  {
    element: <RequireAuth />,
    children: [
      { path: `/${flow}/:type/sepa`, lazy: async () => ({ Component: (await import('./sepa/CreationSepa')).CreationSepaPage }) },
      { path: `/${flow}/:type/kyc`, lazy: async () => ({ Component: (await import('./kyc/KycPage')).CreationKycPage }) },
    ],
  },
]);
