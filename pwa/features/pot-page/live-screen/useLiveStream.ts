// The pot's live stream (EventSource). The browser reconnects by itself after a dropped connection and
// sends Last-Event-ID, so no gift is lost nor repeated; when it gives up (an HTTP error answer), the
// screen opens a new stream after a pause that grows to 30 s. Either way the screen says so discreetly.
import { useEffect, useRef, useState } from 'react';
import type { Participant } from '@domain/participants';
import { API_BASE } from '@/lib/api-client';
import { readGift, readTotals, type LiveTotals } from './live-events';

/** `lost`: no stream right now; `restored`: back after a loss (the screen says so for a few seconds). */
export type LiveConnection = 'connecting' | 'open' | 'lost' | 'restored';

/** Pauses before a new stream after the browser gave up on one (ms). */
const RETRY_DELAYS = [2_000, 5_000, 10_000, 30_000];
const RESTORED_SHOWN_MS = 5_000;

type Handlers = {
  onGift: (gift: Participant) => void;
  /** After a loss: what happened meanwhile may not have come through the stream. */
  onRestored: () => void;
};

/** The pot's totals as last streamed (null before the first `total` event) and the connection's state. */
export function useLiveStream(potId: number, enabled: boolean, handlers: Handlers) {
  const [totals, setTotals] = useState<LiveTotals | null>(null);
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!enabled) return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let calm: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let lost = false;

    const open = () => {
      source = new EventSource(`${API_BASE}/cagnottes/${potId}/live`);
      source.addEventListener('total', (event) => {
        const next = readTotals((event as MessageEvent<string>).data);
        if (next) setTotals(next);
      });
      source.addEventListener('donation', (event) => {
        const gift = readGift((event as MessageEvent<string>).data);
        if (gift) latest.current.onGift(gift);
      });
      source.onopen = () => {
        failures = 0;
        if (!lost) return setConnection('open');
        lost = false;
        setConnection('restored');
        latest.current.onRestored();
        clearTimeout(calm);
        calm = setTimeout(() => setConnection('open'), RESTORED_SHOWN_MS);
      };
      source.onerror = () => {
        lost = true;
        clearTimeout(calm);
        setConnection('lost');
        if (source?.readyState !== EventSource.CLOSED) return; // the browser is reconnecting
        source.close();
        retry = setTimeout(open, RETRY_DELAYS[Math.min(failures, RETRY_DELAYS.length - 1)]);
        failures += 1;
      };
    };

    open();
    return () => {
      clearTimeout(retry);
      clearTimeout(calm);
      source?.close();
    };
  }, [potId, enabled]);

  return { totals, connection };
}
