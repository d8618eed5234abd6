import { Link } from 'react-router-dom';
import { SPONSORSHIP_GOALS } from '@domain/directory';
import { Modal } from '@/ui/Modal';
import { useOdds } from '@/lib/charities/reference-lists';
import { DEFAULT_SPONSORSHIP_URL, useSponsorshipUrl } from '../requests/sponsorship';

/** The 17 goals, those of the sponsorship (8, 11, 17) marked, with a link to the sponsorship's explanation. */
export function GoalsModal({ onClose }: { onClose: () => void }) {
  const odds = useOdds();
  const link = useSponsorshipUrl(true);
  const href = link.data ?? DEFAULT_SPONSORSHIP_URL;
  return (
    <Modal title="Les 17 objectifs de développement durable" onClose={onClose} size="lg">
      <div className="goals">
        <p>
          Adoptés en 2015 par les Nations unies, les 17 objectifs de développement durable dessinent un monde plus juste et plus durable
          d’ici 2030 : pauvreté, santé, éducation, climat, égalité…
        </p>
        <p>
          Le parrainage Entraide soutient trois d’entre eux : les objectifs {SPONSORSHIP_GOALS.join(', ').replace(/, (\d+)$/, ' et $1')}.
          L’association que vous choisissez peut en soutenir d’autres.
        </p>
        <ul className="goals__grid">
          {(odds.data ?? []).map((odd) => (
            <li key={odd.odd_number} className={odd.isActive ? 'goal goal--active' : 'goal'}>
              <img src={odd.img.url ?? ''} alt="" width={64} height={64} />
              <span className="goal__name">
                {odd.odd_number}. {odd.name}
              </span>
              {odd.isActive && <span className="goal__tag">Soutenu par le parrainage</span>}
            </li>
          ))}
        </ul>
        <p>
          {href.startsWith('/') ? (
            <Link to={href}>En savoir plus sur le parrainage</Link>
          ) : (
            <a href={href} target="_blank" rel="noopener noreferrer">
              En savoir plus sur le parrainage
            </a>
          )}
        </p>
      </div>
    </Modal>
  );
}
