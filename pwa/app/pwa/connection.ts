// Whether the app is online, as React hooks. `useOnline`: the browser is connected and the server
// answers (@/lib/reachability.ts), what the connection bar says. `useBrowserOnline`: navigator.onLine
// only, for the gate that replaces whole pages (a payment form is not taken away on one failed request).
import { useSyncExternalStore } from 'react';

export { useOnlineStatus as useOnline } from '@/lib/use-online-status';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
