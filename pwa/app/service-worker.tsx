// Service worker registration (production builds only) and the update prompt.
// vite-plugin-pwa generates /sw.js with registerType 'prompt': a new version waits until the user
// accepts ('Une nouvelle version est disponible', 'Recharger'), then SKIP_WAITING activates it and the
// page reloads under the new version. A pot draft in progress is written to IndexedDB before the
// reload (the wizard's draft hook writes at once on `pagehide`), so the update never loses it.
import { whenIdle } from '@/lib/when-idle';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // workbox-window and the update prompt (with the toasts) load once the page has loaded and the browser
  // is idle: never part of a first paint, and the precache download never competes with the page's own.
  whenIdle(() => {
    void Promise.all([import('workbox-window'), import('./service-worker-update')]).then(([{ Workbox }, { watch }]) => {
      watch(new Workbox('/sw.js', { scope: '/' }));
    });
  });
}

/** The build's name (VITE_APP_BUILD at build time), written on <html data-build> for support and tests. */
export const APP_BUILD: string = (import.meta.env.VITE_APP_BUILD as string | undefined) ?? 'local';
