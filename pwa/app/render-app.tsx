import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import type { AppRouter } from './router';

/**
 * Marks the document once the first render is committed (`<html data-app-started>`): until then a page the
 * server wrote is only markup, and a click on one of its buttons does what plain HTML does. Browser tests
 * of every engine wait for it before they act (e2e/support.ts `appStarted`).
 */
function AppStarted() {
  useEffect(() => {
    document.documentElement.dataset.appStarted = 'true';
  }, []);
  return null;
}

/**
 * The first render. On a pot page the server wrote the first screen into `root` (the same markup as the
 * components'): the render hydrates it, taking its elements over instead of painting new ones.
 */
export function renderApp(root: HTMLElement, router: AppRouter): void {
  const app = (
    <StrictMode>
      <App router={router} />
      <AppStarted />
    </StrictMode>
  );
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
