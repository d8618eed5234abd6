import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { AppRoot } from './AppRoot';
import { hydrateServerQueries } from './server-queries';
import { setHydrating } from '@/lib/server-markup';

/**
 * The first render. On the pages whose first screen the server wrote into `root` (react-dom/server, from
 * these same components: api/http/first-screens.ts), the render hydrates it, taking its elements over
 * instead of painting new ones, in a transition (React may yield to the browser between components),
 * with the data the server rendered it from. `pages` is the router with its pages (App's children).
 */
export function renderApp(root: HTMLElement, pages: ReactNode): void {
  if (!root.firstElementChild) {
    createRoot(root).render(
      <AppRoot>
        <App>{pages}</App>
      </AppRoot>,
    );
    return;
  }
  setHydrating(true);
  const app = (
    <AppRoot>
      <App queryClient={hydrateServerQueries()}>{pages}</App>
    </AppRoot>
  );
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
