// Whether the browser says it is online (navigator.onLine and its events), as a React hook.
// "Online" only means a network is there: a server that cannot be reached is seen by the requests
// that fail (the app's OfflineError), not here.
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
