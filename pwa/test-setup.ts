// Setup of the 'pwa' vitest project (jsdom): IndexedDB for Dexie, and a clean DOM after each test.
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { reachability } from '@/lib/reachability';
import { setRouterNavigation } from '@/lib/navigation';
import { routerNavigation } from '@/lib/router-navigation';

// The components' router hooks are React Router's, as under the app's router (pwa/app/router.tsx).
setRouterNavigation(routerNavigation);

// jsdom does not implement scrolling; the router scrolls to the top after each navigation.
window.scrollTo = () => undefined;

// A test's first lazy route can take more than the default second to import on a loaded machine:
// waiting is not what tests measure.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  reachability.succeeded(); // a test's failed requests leave the next one's server reachable
});
