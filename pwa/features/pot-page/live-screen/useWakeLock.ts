import { useEffect } from 'react';

/**
 * Keeps the screen awake while the page is shown, where the browser offers the Screen Wake Lock API.
 * The browser releases the lock when the page is hidden; it is asked for again when the page is shown.
 * A refusal (battery saver, a browser's policy) leaves the screen to its own settings.
 */
export function useWakeLock(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;

    const acquire = async () => {
      if (stopped || document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        lock = await navigator.wakeLock.request('screen');
        if (stopped) await lock.release();
      } catch {
        lock = null;
      }
    };
    const handleVisibility = () => void acquire();

    void acquire();
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', handleVisibility);
      void lock?.release().catch(() => undefined);
    };
  }, []);
}
