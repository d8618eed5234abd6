import { useSession } from '@/lib/store';
import { buttonClassName } from '@/ui/Button';
import { useSiteLinks } from '../requests/site-links';
import { CreatePotButton } from '../components/CreatePotEntry';

/**
 * Pot creation by audience (spec): the personal pot card for visitors and private users, the
 * connected-challenge card for visitors, company and manager users.
 */
export function AudienceChoice() {
  const { user } = useSession();
  const role = user?.role.name;
  const { links } = useSiteLinks();
  const showPersonal = !role || role === 'private';
  const showChallenge = !role || role === 'enterprise' || role === 'manager';
  const challengeUrl = links.corporate_site_url ?? '/mecenat-rse';

  return (
    <section className="home-section container" aria-labelledby="audience-title">
      <h2 id="audience-title">Quelle cagnotte pour vous ?</h2>
      <ul className="card-grid card-grid--2">
        {showPersonal && (
          <li className="card audience-card">
            <p className="audience-card__tag">Particuliers</p>
            <h3>Une cagnotte pour votre événement</h3>
            <p>
              Anniversaire, mariage, naissance, hommage à un proche ou défi sportif : vos invités donnent à l’association de votre choix
              plutôt que d’acheter un cadeau.
            </p>
            <div className="card__actions">
              <CreatePotButton />
            </div>
          </li>
        )}
        {showChallenge && (
          <li className="card audience-card audience-card--company">
            <p className="audience-card__tag">Entreprises</p>
            <h3>Le challenge connecté de vos équipes</h3>
            <p>
              Défis sportifs, santé, RSE et solidarité : vos collaborateurs cumulent leurs efforts et les transforment en dons pour une
              association, sur notre site dédié aux entreprises.
            </p>
            <div className="card__actions">
              <a href={challengeUrl} className={buttonClassName({ variant: 'secondary' })}>
                Découvrir l’offre entreprises
              </a>
            </div>
          </li>
        )}
      </ul>
    </section>
  );
}
