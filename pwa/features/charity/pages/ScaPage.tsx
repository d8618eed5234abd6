// /association/espace/authentification — why the representative authenticates at the payment provider
// (the law asks it of whoever moves the charity's money), and the button to the provider's page.
import { Link } from 'react-router-dom';
import { CharityPage } from '../components/CharityPage';
import { QueryState } from '../components/QueryState';
import { ScaStartButton } from '../components/ScaStartButton';
import { StateBadge } from '../components/StateBadge';
import { SCA_STATES } from '../labels';
import { charityPaths } from '../paths';
import { useOverview } from '../requests/charity-requests';

export function ScaPage() {
  const overview = useOverview();
  return (
    <CharityPage title="Authentification forte">
      <p>
        Pour protéger l’argent de l’association, notre prestataire de paiement, Mangopay, demande au représentant légal de s’authentifier
        une fois sur sa propre page : il vérifie votre téléphone par un code, puis vous revenez ici.
      </p>
      <p className="charity-muted">
        Elle sera demandée à nouveau pour enregistrer le compte de versement. Entraide ne voit jamais vos codes.
      </p>
      <QueryState query={overview}>
        {(data) => (
          <section className="charity-section" aria-labelledby="charity-sca-state">
            <h2 id="charity-sca-state">Où vous en êtes</h2>
            <p>
              <StateBadge state={SCA_STATES[data.sca.status]} />
            </p>
            {!data.steps.legal_details ? (
              <div className="charity-notice charity-notice--wait">
                <p>Enregistrez d’abord les informations légales de l’association.</p>
                <Link to={charityPaths.legalDetails}>Remplir les informations légales</Link>
              </div>
            ) : data.sca.status === 'active' ? (
              <div className="charity-notice charity-notice--ok">
                <p>Votre authentification est faite. Étape suivante : le compte qui recevra les dons.</p>
                <Link to={charityPaths.payoutAccount}>Enregistrer le compte de versement</Link>
              </div>
            ) : (
              <ScaStartButton label="M’authentifier chez Mangopay" />
            )}
          </section>
        )}
      </QueryState>
    </CharityPage>
  );
}
