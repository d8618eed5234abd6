import { PARTICIPANT_TEXTS } from '@domain/notices';
import { Button } from '@/ui/Button';
import { useParticipants } from '../requests/participants';
import { ParticipantLine } from './ParticipantLine';

type ParticipantsListProps = { potId: number; donationsCount: number; active: boolean };

/** 'Les Participants': 50 at a time, with 'Afficher les 50 suivants' while more exist. */
export function ParticipantsList({ potId, donationsCount, active }: ParticipantsListProps) {
  const query = useParticipants(potId, donationsCount, active && donationsCount > 0);
  if (donationsCount === 0) return <p className="participants__empty">{PARTICIPANT_TEXTS.firstToGive}</p>;
  if (query.isPending)
    return (
      <p role="status" className="participants__empty">
        Chargement des participants…
      </p>
    );
  if (query.isError) return <p className="participants__empty">Les participants ne peuvent pas être affichés pour le moment.</p>;
  const entries = query.data.pages.flat();
  return (
    <>
      <ul className="participants">
        {entries.map((entry) => (
          <li key={entry.id} className="participants__item">
            <ParticipantLine entry={entry} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button variant="secondary" block loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {PARTICIPANT_TEXTS.showNext}
        </Button>
      )}
    </>
  );
}
