import { StrictMode, useEffect, type ReactNode } from 'react';
import { setHydrating } from '@/lib/server-markup';
import { whenPartsReady } from '@/ui/parts-ready';

/**
 * Marks the document once the first render is committed, its lazy parts included (`<html data-app-started>`): until then a page the
 * server wrote is only markup, and a click on one of its buttons does what plain HTML does. Browser tests
 * of every engine wait for it before they act (e2e/support.ts `appStarted`).
 */
function AppStarted() {
  useEffect(() => {
    setHydrating(false);
    // Once the lazy parts the first render asked for have committed too (pwa/ui/lazy-part.tsx).
    whenPartsReady(() => (document.documentElement.dataset.appStarted = 'true'));
  }, []);
  return null;
}

/** What the browser renders (pwa/app/render-app.tsx) and the server writes (pwa/ssr/entry-server.tsx): one tree, so hydration matches. */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      {children}
      <AppStarted />
    </StrictMode>
  );
}
