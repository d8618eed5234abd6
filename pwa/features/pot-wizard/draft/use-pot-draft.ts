// The draft of one wizard screen: read from IndexedDB once (images chosen on another route dropped),
// changed in memory at once, written after 300 ms of quiet, and written at once when the page is
// hidden or left (so closing the app or a reload loses nothing).
import { useCallback, useEffect, useRef, useState } from 'react';
import { EMPTY_DRAFT, forRoute, type PotDraft } from './draft-schema';
import { readDraft, writeDraft } from './draft-store';

const QUIET_MS = 300;

export function usePotDraft(id: string, routePath: string, seed: (stored: PotDraft | null) => PotDraft | null) {
  const [draft, setDraft] = useState<PotDraft | null>(null);
  const latest = useRef<PotDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const seedRef = useRef(seed);
  seedRef.current = seed;

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (latest.current) void writeDraft(id, latest.current);
  }, [id]);

  useEffect(() => {
    let cancelled = false;
    void readDraft(id).then((stored) => {
      if (cancelled) return;
      const base = seedRef.current(stored) ?? stored ?? EMPTY_DRAFT;
      const next = forRoute(base, routePath);
      latest.current = next;
      setDraft(next);
      void writeDraft(id, next);
    });
    return () => {
      cancelled = true;
    };
  }, [id, routePath]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  /** Changes the draft; `now` writes it at once (images, and just before leaving the screen). */
  const update = useCallback(
    (changes: Partial<PotDraft>, now = false) => {
      if (!latest.current) return;
      const next = { ...latest.current, ...changes };
      latest.current = next;
      setDraft(next);
      if (timer.current) clearTimeout(timer.current);
      if (now) flush();
      else timer.current = setTimeout(flush, QUIET_MS);
    },
    [flush],
  );

  /** The draft as it is now (also what is not rendered yet). */
  const current = useCallback(() => latest.current, []);

  /** Forgets the draft in memory (after a save cleared it), so nothing writes it back. */
  const discard = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    latest.current = null;
  }, []);

  return { draft, update, flush, current, discard };
}
