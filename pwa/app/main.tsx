import './zod-config';
import '@/ui/theme.css';
import { captureInstallPrompt } from './pwa/install-invitation';
import { APP_BUILD, registerServiceWorker } from './service-worker';

// Before anything else loads: the browser may offer the install as soon as the page has loaded.
captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** Lets the browser paint and handle input between two pieces of start-up work (blocking time on a slow phone, docs/performance.md). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in separate tasks, so that none holds the main thread long on a slow phone: the libraries'
 * evaluation, the app's modules with the route table, the router (matching the URL against every route),
 * its first navigation (which loads the page's route modules), then the first render, which is the whole
 * page (it takes over the markup the server wrote).
 */
async function start(root: HTMLElement) {
  await import('./boot-libraries');
  await nextTask();
  const { createIdleAppRouter, routerReady } = await import('./router');
  await nextTask();
  const router = createIdleAppRouter();
  await nextTask();
  router.initialize();
  await routerReady(router);
  await nextTask();
  const { renderApp } = await import('./render-app');
  await nextTask();
  renderApp(root, router);
  document.documentElement.dataset.build = APP_BUILD;
  registerServiceWorker();
}

void start(container);
