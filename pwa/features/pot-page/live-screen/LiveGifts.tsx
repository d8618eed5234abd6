import { PARTICIPANT_TEXTS } from '@domain/notices';
import type { Participant } from '@domain/participants';
import { ParticipantLine } from '../components/ParticipantLine';

/** The last gifts, newest first, as the participants list shows them; a new one slides in at the top. */
export function LiveGifts({ gifts }: { gifts: readonly Participant[] }) {
  return (
    <section className="live-gifts" aria-labelledby="live-gifts-title">
      <h2 id="live-gifts-title" className="live-gifts__title">
        Derniers dons
      </h2>
      {gifts.length === 0 ? (
        <p className="live-gifts__empty">{PARTICIPANT_TEXTS.firstToGive}</p>
      ) : (
        <ul className="live-gifts__list" aria-live="polite">
          {gifts.map((gift) => (
            <li key={gift.id} className="live-gifts__item">
              <ParticipantLine entry={gift} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
