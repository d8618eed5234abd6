// Keeps the directory once per visit (and again after ten minutes, or when the connection returns),
// once the page has loaded and the browser is idle, then lets the pages know a newer copy is there.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { whenIdle } from '../../../lib/when-idle';
import { useOnlineStatus } from './use-online-status';

const RESYNC_AFTER_MS = 10 * 60 * 1000;
let lastStart = 0;
let running: Promise<void> | null = null;

export function useDirectorySync(): void {
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!online) return undefined;
    // Once the page has loaded and the browser is idle: the copy (the whole list, its checking, the
    // logos) never competes with the first screen (issue 10).
    return whenIdle(() => {
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
    });
  }, [online, queryClient]);
}

/** Forgets when the last sync ran (tests). */
export function resetDirectorySync(): void {
  lastStart = 0;
  running = null;
}
