// The pot page's routes (participation layout: content only). Lazy, so a donor arriving by QR code
// loads this page's code alone.
import type { RouteObject } from 'react-router-dom';

export const potPageRoutes: RouteObject[] = [
  { path: '/participate/:id', lazy: async () => ({ Component: (await import('./components/PotPage')).PotPage }) },
  // The event's live screen: its own chunk, loaded on that page only (the pot page does not carry it).
  {
    path: '/participate/:id/ecran',
    lazy: async () => ({ Component: (await import('./live-screen/LiveScreenPage')).LiveScreenPage }),
  },
  {
    path: '/invitation/refus',
    lazy: async () => ({ Component: (await import('./components/DeclineInvitationPage')).DeclineInvitationPage }),
  },
];
