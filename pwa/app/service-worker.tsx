// Service worker registration (production builds only) and the update prompt.
// vite-plugin-pwa generates /sw.js with registerType 'prompt': a new version waits until the user
// accepts, then SKIP_WAITING activates it and the page reloads under the new version.
import { Workbox } from 'workbox-window';
import { toast } from 'react-hot-toast';
import { Button } from '../ui/Button';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000; // installed apps can stay open for days

function UpdatePrompt({ onUpdate, onLater }: { onUpdate: () => void; onLater: () => void }) {
  return (
    <span className="toast__content">
      <strong className="toast__title">Une nouvelle version est disponible</strong>
      <span className="toast__actions">
        <Button size="sm" onClick={onUpdate}>
          Mettre à jour
        </Button>
        <Button size="sm" variant="ghost" onClick={onLater}>
          Plus tard
        </Button>
      </span>
    </span>
  );
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });

  wb.addEventListener('waiting', () => {
    toast(
      (t) => (
        <UpdatePrompt
          onUpdate={() => {
            toast.dismiss(t.id);
            wb.addEventListener('controlling', () => window.location.reload());
            wb.messageSkipWaiting();
          }}
          onLater={() => toast.dismiss(t.id)}
        />
      ),
      { id: 'sw-update', duration: Infinity },
    );
  });

  wb.register()
    .then(() => setInterval(() => void wb.update(), UPDATE_CHECK_INTERVAL_MS))
    .catch((err: unknown) => console.warn('Service worker registration failed', err));
}
