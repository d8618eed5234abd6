// Whether the app can talk to its server, as React state: the browser says it is online
// (navigator.onLine) and the server answers (./reachability.ts: no failed request since its last answer).
import { useSyncExternalStore } from 'react';
import { reachability } from './reachability';

function subscribe(callback: () => void): () => void {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  const unsubscribe = reachability.subscribe(callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
    unsubscribe();
  };
}

/** Online and the server reachable, right now (outside React). */
export function isOnlineNow(): boolean {
  return navigator.onLine && reachability.reachable();
}

/** Whether the browser is connected and the server answers. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnlineNow, () => true);
}
