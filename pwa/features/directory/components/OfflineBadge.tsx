import { LOCALE } from '@domain/constants';
import { formatDate } from '@/lib/format';
import './offline-badge.css';

function time(ms: number): string {
  return new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit' }).format(ms);
}

/** Says the list comes from the copy kept on this device, and when it was kept. */
export function OfflineBadge({ savedAt }: { savedAt: number | null }) {
  return (
    <p className="offline-badge" role="status">
      <span className="offline-badge__dot" aria-hidden="true" />
      Hors ligne
      {savedAt !== null && (
        <>
          {' · '}copie du {formatDate(savedAt)} à {time(savedAt)}
        </>
      )}
    </p>
  );
}
