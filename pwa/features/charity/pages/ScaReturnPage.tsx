// /association/espace/authentification/retour — where the provider's page sends the representative back:
// the state is read again from the provider, then the result is shown (done, or not and why to retry).
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/ui/Button';
import { CharityPage } from '../components/CharityPage';
import { ProviderCheck } from '../components/ProviderCheck';
import { ScaStartButton } from '../components/ScaStartButton';
import { charityPaths } from '../paths';
import { useRefreshSca } from '../requests/charity-requests';

export function ScaReturnPage() {
  const refresh = useRefreshSca();
  const { mutate } = refresh;
  useEffect(() => mutate(), [mutate]);
  const status = refresh.data?.sca.status;
  return (
    <CharityPage title="Authentification forte">
      <ProviderCheck refresh={refresh} data={refresh.data}>
        {(answer) =>
          answer.sca.status === 'active' ? (
            <div className="charity-notice charity-notice--ok">
              <p>
                <strong>Authentification réussie.</strong> Vous pouvez maintenant enregistrer le compte qui recevra les dons.
              </p>
              <Link to={charityPaths.payoutAccount} className={buttonClassName({ block: true })}>
                Enregistrer le compte de versement
              </Link>
            </div>
          ) : (
            <div className="charity-notice charity-notice--bad" role="alert">
              <p>
                <strong>L’authentification n’a pas abouti.</strong> Elle a été interrompue ou refusée ; vous pouvez recommencer.
              </p>
            </div>
          )
        }
      </ProviderCheck>
      {(refresh.isError || (refresh.isSuccess && status !== 'active')) && <ScaStartButton label="Recommencer l’authentification" />}
      <p>
        <Link to={charityPaths.home}>Revenir à l’espace association</Link>
      </p>
    </CharityPage>
  );
}
