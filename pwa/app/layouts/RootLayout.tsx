import { useEffect } from 'react';
import { Outlet, useLocation } from '@/lib/navigation';
import { usePageViews } from '@/features/analytics/usePageViews';
import { CookieBanner } from '@/features/consent/CookieBanner';
import { useConsent } from '@/features/consent/useConsent';
import { useDocumentMeta } from '@/features/marketing/hooks/useDocumentMeta';
import { OnlineGate, PwaShell } from '../pwa/PwaShell';

/**
 * Wraps every page: after each navigation the page starts at the top and a page view is recorded
 * unless the visitor refused in the cookie banner (spec, states and transitions); the head's title
 * and meta tags follow the page. The PWA shell (pwa/app/pwa/) adds the connection indicator, the install
 * invitation, and the offline explanation of pages that need the network.
 * A room's live screen has none of these: nobody stands at a projector to answer a banner, so it
 * measures nothing and asks nothing (docs/decisions, the live screen).
 */
/**
 * A room's screen (`/participate/{id}/ecran`, liveScreenPath): a page left running on a projector or a
 * TV, with nobody in front of it to answer a cookie banner or an install invitation.
 */
const LIVE_SCREEN = /^\/participate\/[^/]+\/ecran\/?$/;

export function RootLayout() {
  const { pathname } = useLocation();
  const { choice } = useConsent();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  const liveScreen = LIVE_SCREEN.test(pathname);
  usePageViews(choice !== 'refused' && !liveScreen);
  useDocumentMeta();
  if (liveScreen) return <Outlet />;
  return (
    <>
      <PwaShell />
      <OnlineGate>
        <Outlet />
      </OnlineGate>
      <CookieBanner />
    </>
  );
}
