import type { LiveConnection } from './useLiveStream';

const TEXTS: Partial<Record<LiveConnection, string>> = {
  lost: 'Connexion perdue, reconnexion en cours…',
  restored: 'Connexion rétablie',
};

/** A small line in a corner while the live stream is lost, and for a few seconds once it is back. */
export function ConnectionNotice({ connection }: { connection: LiveConnection }) {
  const text = TEXTS[connection];
  return (
    <p role="status" className={`live-connection${text ? ` live-connection--${connection}` : ''}`}>
      {text}
    </p>
  );
}
