import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import type { PublicPot } from '@domain/public-pot';
import { RichText } from '@/ui/RichText';

// Loaded when the tab is first opened (with the participants' schema: the first screens' script budget, docs/performance.md).
const ParticipantsList = lazy(async () => ({ default: (await import('./ParticipantsList')).ParticipantsList }));
const loadingParticipants = (
  <p role="status" className="participants__empty">
    Chargement des participants…
  </p>
);

type Tab = 'message' | 'participants';

/** The two tabs: the organiser's word (the company's for company pots) and the participants. */
export function PotTabs({ pot }: { pot: PublicPot }) {
  const [tab, setTab] = useState<Tab>('message');
  const refs = { message: useRef<HTMLButtonElement>(null), participants: useRef<HTMLButtonElement>(null) };
  const labels: Record<Tab, string> = {
    message: pot.pot_type === 1 ? "Le mot de l'entreprise" : 'Le mot du porteur de la cagnotte',
    participants: 'Les Participants',
  };
  const order: Tab[] = ['message', 'participants'];
  const participantsOpened = useRef(false);
  if (tab === 'participants') participantsOpened.current = true;

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = tab === 'message' ? 'participants' : 'message';
    setTab(next);
    refs[next].current?.focus();
  }

  return (
    <section className="pot-tabs">
      <div className="pot-tabs__list" role="tablist" aria-label="Informations de la cagnotte" onKeyDown={handleKeyDown}>
        {order.map((key) => (
          <button
            key={key}
            ref={refs[key]}
            type="button"
            role="tab"
            id={`pot-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`pot-panel-${key}`}
            tabIndex={tab === key ? 0 : -1}
            className="pot-tabs__tab"
            onClick={() => setTab(key)}
          >
            {labels[key]}
            {key === 'participants' && ` (${pot.donations_count})`}
          </button>
        ))}
      </div>
      <div id="pot-panel-message" role="tabpanel" aria-labelledby="pot-tab-message" hidden={tab !== 'message'} className="pot-tabs__panel">
        <p className="pot-tabs__by">Par {pot.created_by.display_name}</p>
        <RichText html={pot.description} className="pot-description" />
      </div>
      <div
        id="pot-panel-participants"
        role="tabpanel"
        aria-labelledby="pot-tab-participants"
        hidden={tab !== 'participants'}
        className="pot-tabs__panel"
      >
        {participantsOpened.current && (
          <Suspense fallback={loadingParticipants}>
            <ParticipantsList potId={pot.id} donationsCount={pot.donations_count} active={tab === 'participants'} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
