// Keeps the directory once per visit (and again after ten minutes, or when the connection returns),
// five seconds after the page has loaded and once the browser is idle, then lets the pages know a newer
// copy is there.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { whenIdle } from '../../when-idle';
import { useOnlineStatus } from '../../use-online-status';

const RESYNC_AFTER_MS = 10 * 60 * 1000;
const SYNC_AFTER_LOAD_MS = 5000;
let lastStart = 0;
let running: Promise<void> | null = null;

export function useDirectorySync(): void {
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!online) return undefined;
    // Five seconds after the load, once the browser is idle: the copy (the whole list, its checking and
    // writing, Dexie's evaluation, the logos: about 60 ms of a slow phone's main thread in tasks up to
    // 20 ms) never competes with the first screen and its first taps (blocking time on a slow phone, docs/performance.md). A visit shorter
    // than that keeps no copy; the next visit will.
    return whenIdle(
      () => {
        if (running || Date.now() - lastStart < RESYNC_AFTER_MS) return;
        lastStart = Date.now();
        running = import('./sync-directory')
          .then(({ syncDirectory }) => syncDirectory())
          .then(() => queryClient.invalidateQueries({ queryKey: ['directory', 'kept'] }))
          .catch((err: unknown) => {
            lastStart = 0; // try again at the next page or when the connection returns
            console.warn('The directory could not be kept for offline use', err);
          })
          .finally(() => {
            running = null;
          });
      },
      { after: SYNC_AFTER_LOAD_MS },
    );
  }, [online, queryClient]);
}

/** Forgets when the last sync ran (tests). */
export function resetDirectorySync(): void {
  lastStart = 0;
  running = null;
}
