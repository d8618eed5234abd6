import { firstErrorMessage } from '@/lib/api-client';
import { formatDayAndTime } from '@/lib/format';
import { Button } from '@/ui/Button';
import { toastError, toastSuccess } from '@/ui/toast';
import { useEndSessions, useSessions, type OwnSession } from '../requests/security-requests';

const deviceOf = (session: OwnSession) => session.device ?? 'Appareil inconnu';

/** 'Mes sessions': the devices signed in to the account, this one marked; the others can be ended. */
export function SessionsSection({ userId }: { userId: number }) {
  const sessions = useSessions(userId);
  const end = useEndSessions(userId);

  const handleEnd = async (target: OwnSession | 'others') => {
    try {
      await end.mutateAsync(target === 'others' ? 'others' : target.id);
      toastSuccess(target === 'others' ? 'Vos autres sessions sont terminées.' : `La session « ${deviceOf(target)} » est terminée.`);
    } catch (err) {
      toastError(firstErrorMessage(err));
    }
  };

  if (sessions.isPending) return <p className="profile-card__intro">Chargement de vos sessions…</p>;
  if (sessions.isError) return <p role="alert">Vos sessions n’ont pas pu être chargées. Réessayez dans un instant.</p>;
  const others = sessions.data.filter((s) => !s.current);
  return (
    <>
      <ul className="session-list" aria-label="Sessions ouvertes">
        {sessions.data.map((session) => (
          <li key={session.id} className="session">
            <div className="session__main">
              <p className="session__device">
                {deviceOf(session)}
                {session.current && <span className="session__badge">Cette session</span>}
              </p>
              <p className="session__dates">
                <span>Connexion le {formatDayAndTime(session.created_at)}</span>
                {session.last_used_at && <span>Dernière activité le {formatDayAndTime(session.last_used_at)}</span>}
              </p>
            </div>
            {!session.current && (
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Terminer la session ${deviceOf(session)} ouverte le ${formatDayAndTime(session.created_at)}`}
                disabled={end.isPending}
                onClick={() => handleEnd(session)}
              >
                Terminer
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Button variant="ghost" className="btn--danger" disabled={end.isPending} onClick={() => handleEnd('others')}>
          Terminer toutes les autres sessions
        </Button>
      ) : (
        <p className="session-list__alone">Aucun autre appareil n’est connecté à votre compte.</p>
      )}
    </>
  );
}
