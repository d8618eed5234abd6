// Keeps the directory for offline use as soon as its list has arrived (issue 47): the page just shown
// at once, the whole list when the browser is next idle (and again after ten minutes, or when the
// connection returns); then lets the pages know a newer copy is there.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Association, Category } from '@domain/directory';
import { whenIdle } from '@/lib/when-idle';
import { useOnlineStatus } from '@/lib/use-online-status';

const RESYNC_AFTER_MS = 10 * 60 * 1000;
/** The page just shown is written within this long, idle or not. */
const SEEN_PAGE_TIMEOUT_MS = 500;
let lastStart = 0;
let running: Promise<void> | null = null;

/** A page of charities the server just sent, with the quick filters' categories when known. */
type ArrivedPage = { charities: Association[]; categories: Category[] | undefined };

/**
 * Keeps the directory. `arrived`: the page the server just sent (null while it has not: the whole
 * list's copy waits for it, so it never competes with the first screen); pages without their own
 * list leave it out and keep the directory once idle.
 */
export function useDirectorySync(arrived: ArrivedPage | null = { charities: [], categories: undefined }): void {
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!arrived || arrived.charities.length === 0) return undefined;
    return whenIdle(
      () =>
        void import('./kept-directory')
          .then((store) => store.keepSeenPage(arrived.charities, arrived.categories))
          .catch((err: unknown) => console.warn('The directory page could not be kept for offline use', err)),
      { timeout: SEEN_PAGE_TIMEOUT_MS },
    );
  }, [arrived]);
  const ready = arrived !== null;
  useEffect(() => {
    if (!online || !ready) return undefined;
    // Once idle after the list has arrived: the copy (the whole list, its checking and writing, Dexie's
    // evaluation, the logos: about 60 ms of a slow phone's main thread in tasks up to 20 ms) runs
    // after the first screen is drawn and in the browser's idle time (docs/performance.md).
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
  }, [online, ready, queryClient]);
}

/** Forgets when the last sync ran (tests). */
export function resetDirectorySync(): void {
  lastStart = 0;
  running = null;
}
