// The update prompt of a waiting service worker (loaded by service-worker.tsx after the page's load
// event, with workbox-window): 'Une nouvelle version est disponible', 'Recharger' saves open drafts,
// activates the new version (SKIP_WAITING) and reloads the page under it.
import { toast } from 'react-hot-toast';
import { Button } from '@/ui/Button';
import { requestToaster } from '@/ui/toast';

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

export function watch(wb: import('workbox-window').Workbox): void {
  wb.addEventListener('waiting', () => {
    requestToaster();
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
