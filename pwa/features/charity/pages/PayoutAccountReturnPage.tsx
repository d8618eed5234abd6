// /association/espace/compte-de-versement/retour — back from the provider's authentication of the new
// payout account: the account is read again at the provider and its state shown with the bank's check.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/ui/Button';
import { CharityPage } from '../components/CharityPage';
import { PayeeCheckNotice } from '../components/PayeeCheckNotice';
import { PayoutAccountCard } from '../components/PayoutAccountCard';
import { ProviderCheck } from '../components/ProviderCheck';
import { charityPaths } from '../paths';
import { useRefreshPayoutAccount } from '../requests/charity-requests';

export function PayoutAccountReturnPage() {
  const refresh = useRefreshPayoutAccount();
  const { mutate } = refresh;
  useEffect(() => mutate(), [mutate]);
  const account = refresh.data?.payout_account;
  return (
    <CharityPage title="Compte de versement">
      <ProviderCheck refresh={refresh} data={account}>
        {(checked) => (
          <>
            {checked.usable ? (
              <div className="charity-notice charity-notice--ok">
                <p>
                  <strong>Compte enregistré.</strong> Les dons pourront être versés sur ce compte.
                </p>
              </div>
            ) : checked.status === 'pending_sca' ? (
              <div className="charity-notice charity-notice--bad" role="alert">
                <p>
                  <strong>L’authentification n’a pas abouti.</strong> Le compte n’est pas enregistré : indiquez-le à nouveau pour
                  recommencer.
                </p>
              </div>
            ) : null}
            <PayoutAccountCard account={checked} />
            <PayeeCheckNotice verification={checked.verification} />
          </>
        )}
      </ProviderCheck>
      <p className="charity-actions">
        <Link to={account?.usable ? charityPaths.documents : charityPaths.payoutAccount} className={buttonClassName({ block: true })}>
          {account?.usable ? 'Étape suivante : les documents' : 'Revenir au compte de versement'}
        </Link>
      </p>
    </CharityPage>
  );
}
