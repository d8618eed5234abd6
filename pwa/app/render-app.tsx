import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import type { AppRouter } from './router';

/**
 * The first render. On a pot page the server wrote the first screen into `root` (the same markup as the
 * components'): the render hydrates it, taking its elements over instead of painting new ones.
 */
export function renderApp(root: HTMLElement, router: AppRouter): void {
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
