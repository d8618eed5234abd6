// Service worker registration (production builds only) and the update prompt.
// vite-plugin-pwa generates /sw.js with registerType 'prompt': a new version waits until the user
// accepts ('Une nouvelle version est disponible', 'Recharger'), then SKIP_WAITING activates it and the
// page reloads under the new version. A pot draft in progress is written to IndexedDB before the
// reload (the wizard's draft hook writes at once on `pagehide`), so the update never loses it.
import { toast } from 'react-hot-toast';
import { Button } from '../ui/Button';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000; // installed apps can stay open for days
const DRAFT_WRITE_MS = 250; // time for a pending draft write to reach IndexedDB

function UpdatePrompt({ onUpdate, onLater }: { onUpdate: () => void; onLater: () => void }) {
  return (
    <span className="toast__content" data-testid="update-prompt">
      <strong className="toast__title">Une nouvelle version est disponible</strong>
      <span className="toast__actions">
        <Button size="sm" onClick={onUpdate}>
          Recharger
        </Button>
        <Button size="sm" variant="ghost" onClick={onLater}>
          Plus tard
        </Button>
      </span>
    </span>
  );
}

/** Asks open drafts to write themselves now (the same signal as leaving the page). */
function saveDrafts(): Promise<void> {
  (document.activeElement as HTMLElement | null)?.blur?.();
  window.dispatchEvent(new Event('pagehide'));
  return new Promise((resolve) => setTimeout(resolve, DRAFT_WRITE_MS));
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // workbox-window is loaded after the page's load event: never part of a first paint.
  const start = () => void import('workbox-window').then(({ Workbox }) => watch(new Workbox('/sw.js', { scope: '/' })));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function watch(wb: import('workbox-window').Workbox): void {
  wb.addEventListener('waiting', () => {
    toast(
      (t) => (
        <UpdatePrompt
          onUpdate={() => {
            toast.dismiss(t.id);
            wb.addEventListener('controlling', () => window.location.reload());
            void saveDrafts().then(() => wb.messageSkipWaiting());
          }}
          onLater={() => toast.dismiss(t.id)}
        />
      ),
      { id: 'sw-update', duration: Infinity },
    );
  });

  // Registered after the page's load event, so that the precache download never competes with the
  // first paint of a pot page.
  wb.register({ immediate: true })
    .then(() => setInterval(() => void wb.update(), UPDATE_CHECK_INTERVAL_MS))
    .catch((err: unknown) => console.warn('Service worker registration failed', err));
}

/** The build's name (VITE_APP_BUILD at build time), written on <html data-build> for support and tests. */
export const APP_BUILD: string = import.meta.env.VITE_APP_BUILD ?? 'local';
