// The charity's payout account, read-only: its representative registers it from the charity's area (the
// manager no longer types a charity's IBAN). Holder, masked IBAN, the bank's payee check and the state.
import type { PayoutAccount } from '@domain/charity-area-types';
import type { StatusView } from '../labels';
import { StatusBadge } from './StatusBadge';

const CHECKS: Record<PayoutAccount['verification']['check'], StatusView> = {
  MATCH: { label: 'Nom vérifié', tone: 'ok' },
  CLOSE_MATCH: { label: 'Nom proche', tone: 'wait' },
  NO_MATCH: { label: 'Nom différent', tone: 'bad' },
  MATCH_NOT_POSSIBLE: { label: 'Vérification impossible', tone: 'bad' },
};

function accountState(account: PayoutAccount): StatusView {
  if (account.status === 'canceled') return { label: 'Désactivé', tone: 'bad' };
  const { check } = account.verification;
  if (check === 'NO_MATCH' || check === 'MATCH_NOT_POSSIBLE') return { label: 'Inutilisable', tone: 'bad' };
  if (account.status === 'pending_sca') return { label: 'En attente de l’authentification du représentant', tone: 'wait' };
  return account.usable ? { label: 'Utilisable', tone: 'ok' } : { label: 'Inutilisable', tone: 'bad' };
}

export function PayoutAccountSection({ account }: { account: PayoutAccount | null | undefined }) {
  return (
    <section className="mgr-section" aria-labelledby="mgr-payout-account-title">
      <h2 id="mgr-payout-account-title">Compte de versement</h2>
      {account ? (
        <dl className="mgr-facts">
          <dt>Titulaire</dt>
          <dd>{account.holder_name}</dd>
          <dt>IBAN</dt>
          <dd className="mgr-code">{account.iban_masked}</dd>
          <dt>Vérification du bénéficiaire</dt>
          <dd>
            <StatusBadge status={CHECKS[account.verification.check]} /> <span className="mgr-subtext">{account.verification.message}</span>
          </dd>
          <dt>État</dt>
          <dd>
            <StatusBadge status={accountState(account)} />
          </dd>
        </dl>
      ) : (
        <p className="mgr-section__intro">
          Aucun compte de versement : le représentant de l’association l’enregistre depuis son espace, une fois invité.
        </p>
      )}
    </section>
  );
}
