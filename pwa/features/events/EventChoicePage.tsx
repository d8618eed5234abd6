import { Link } from 'react-router-dom';
import type { EventCategory } from '@domain/directory';
import { LoadingOverlay } from '@/ui/Spinner';
import { useEventTypeGroup } from './requests/event-types';
import { wizardStartPath, type EventKind } from './paths';
import './events.css';

const PAGES: Record<EventKind, { category: EventCategory; title: string }> = {
  particular: { category: 'particulier', title: 'Choisissez votre événement personnel lié à votre cagnotte solidaire' },
  company: { category: 'entreprise', title: "Choisissez votre événement d'entreprise lié à votre cagnotte solidaire" },
};

/** The event cards of one group; each opens the pot wizard for that event. */
function EventChoice({ kind }: { kind: EventKind }) {
  const page = PAGES[kind];
  const events = useEventTypeGroup(page.category);
  return (
    <div className="events container">
      <title>{`${page.title} — Entraide`}</title>
      <h1 className="events__title">{page.title}</h1>
      <p className="events__intro">Votre événement devient un élan de générosité : choisissez-le, puis l’association à soutenir.</p>
      {events.isError && (
        <p className="events__error" role="alert">
          Les événements ne peuvent pas être chargés pour le moment. Vérifiez votre connexion puis réessayez.
        </p>
      )}
      {events.isPending && (
        <div className="events__loading">
          <LoadingOverlay label="Chargement des événements…" />
        </div>
      )}
      {events.data && (
        <ul className="events__grid">
          {events.data.map((event) => (
            <li key={event.id}>
              <Link className="event-card" to={wizardStartPath(kind, event.id)}>
                {event.img && <img className="event-card__image" src={event.img} alt="" width={320} height={180} />}
                <span className="event-card__body">
                  <span className="event-card__name">{event.name}</span>
                  <span className="event-card__description">{event.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ParticularEventsPage() {
  return <EventChoice kind="particular" />;
}

export function CompanyEventsPage() {
  return <EventChoice kind="company" />;
}
