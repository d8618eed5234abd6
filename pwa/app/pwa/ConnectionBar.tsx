import { useEffect, useRef, useState } from 'react';
import { useOnline } from './connection';

const BACK_ONLINE_MS = 4_000;
const POLL_MS = 3_000;

/**
 * The queued writes, read now, on connection changes, when the page comes back, and every 3 s; the reader
 * (outbox-count.ts) is fetched at the first read, after the first render, out of every page's start.
 */
function useQueuedWrites(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let alive = true;
    const read = () =>
      void import('./outbox-count')
        .then(({ countQueuedWrites }) => countQueuedWrites())
        .then(
          (n) => alive && setCount(n),
          () => undefined,
        );
    read();
    const timer = setInterval(read, POLL_MS);
    window.addEventListener('online', read);
    window.addEventListener('offline', read);
    document.addEventListener('visibilitychange', read);
    return () => {
      alive = false;
      clearInterval(timer);
      window.removeEventListener('online', read);
      window.removeEventListener('offline', read);
      document.removeEventListener('visibilitychange', read);
    };
  }, []);
  return count;
}

function queuedLabel(count: number): string {
  return count === 1 ? '1 cagnotte en attente d’envoi' : `${count} cagnottes en attente d’envoi`;
}

/**
 * The connection indicator at the top of every page: offline (and what still works), back online for
 * a few seconds, and the pots saved offline that wait in the outbox (sent by the pot wizard's outbox
 * as soon as the server answers).
 */
export function ConnectionBar() {
  const online = useOnline();
  const queued = useQueuedWrites();
  const [backOnline, setBackOnline] = useState(false);
  const wasOnline = useRef(online);

  useEffect(() => {
    if (online && !wasOnline.current) {
      setBackOnline(true);
      const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
      wasOnline.current = online;
      return () => clearTimeout(timer);
    }
    wasOnline.current = online;
    if (!online) setBackOnline(false);
    return undefined;
  }, [online]);

  const state = !online ? 'offline' : backOnline ? 'online' : queued > 0 ? 'queued' : null;
  return (
    <div className="connection-bar-slot" aria-live="polite">
      {state && (
        <p className={`connection-bar connection-bar--${state}`} data-testid="connection-bar">
          <span className="connection-bar__dot" aria-hidden="true" />
          {state === 'offline' && <strong>Hors ligne</strong>}
          {state === 'offline' && <span> — vos brouillons restent enregistrés sur cet appareil.</span>}
          {state === 'online' && <strong>Connexion rétablie</strong>}
          {queued > 0 && (
            <span className="connection-bar__queued">
              {state === 'offline' ? ' ' : state === 'online' ? ' — ' : ''}
              {queuedLabel(queued)}
              {state === 'offline' ? ' : envoi au retour de la connexion.' : state === 'queued' ? ' : envoi en cours…' : '.'}
            </span>
          )}
        </p>
      )}
    </div>
  );
}
