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

/** A pot page's path (`/participate/{id}`): it starts without React Router (pwa/app/pot-start.tsx). */
const POT_PAGE = /^\/participate\/[^/]+\/?$/;

/**
 * Start-up in separate tasks, so that none holds the main thread long on a slow phone: the libraries'
 * evaluation, the app's modules with the route table, the router (matching the URL against every route),
 * its first navigation (which loads the page's route modules), then the first render, which is the whole
 * page (it takes over the markup the server wrote).
 */
async function start(root: HTMLElement) {
  await import('./boot-libraries');
  await nextTask();
  const { createIdleAppRouter, routerReady, routerPages } = await import('./router');
  await nextTask();
  const router = createIdleAppRouter();
  await nextTask();
  router.initialize();
  await routerReady(router);
  await nextTask();
  const { renderApp } = await import('./render-app');
  await nextTask();
  renderApp(root, routerPages(router));
}

/**
 * A pot page's start, in separate tasks too: its small router with the layouts, the page's module, then
 * the first render (react-dom). React Router loads when idle, and takes over on the first navigation.
 */
async function startPotPage(root: HTMLElement) {
  const { potPageStart } = await import('./pot-start');
  await nextTask();
  const { PotPage } = await import('@/features/pot-page/components/PotPage');
  await nextTask();
  const { renderApp } = await import('./render-app');
  await nextTask();
  renderApp(root, potPageStart(PotPage));
}

void (POT_PAGE.test(window.location.pathname) ? startPotPage(container) : start(container)).then(() => {
  document.documentElement.dataset.build = APP_BUILD;
  registerServiceWorker();
});
