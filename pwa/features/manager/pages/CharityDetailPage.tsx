// One charity in the manager area: its state (activate / deactivate), settings, payouts of its escrow,
// representative (invitations), payout account (read-only: the representative registers it), KYC documents
// at the provider, images, and the CSV of its year's donations.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { firstErrorMessage } from '@/lib/api-errors';
import { Button, buttonClassName } from '@/ui/Button';
import { toastError, toastSuccess } from '@/ui/toast';
import { useCharity, useCharityKyc, useSetCharityActive } from '../requests/manager-requests';
import type { ManagerCharity } from '@domain/manager-types';
import { CharityMediaSection } from '../components/CharityMediaSection';
import { CharityPayouts } from '../components/CharityPayouts';
import { DownloadButton } from '../components/DownloadButton';
import { KycDocuments } from '../components/KycDocuments';
import { KycUploadForms } from '../components/KycUploadForms';
import { ManagerPage } from '../components/ManagerPage';
import { PayoutAccountSection } from '../components/PayoutAccountSection';
import { QueryState } from '../components/QueryState';
import { RepresentativeSection } from '../components/RepresentativeSection';
import { StatusBadge } from '../components/StatusBadge';
import { YearSelect } from '../components/YearSelect';
import { CERFA_LABELS, certificationName, charityState } from '../labels';
import { managerPaths } from '../paths';

function ActiveToggle({ charity }: { charity: ManagerCharity }) {
  const toggle = useSetCharityActive(charity.id);
  const next = !charity.active;
  return (
    <Button
      variant="secondary"
      loading={toggle.isPending}
      onClick={() =>
        toggle.mutate(next, {
          onSuccess: (c) =>
            toastSuccess(c.active ? `${c.name} est de nouveau visible dans l’annuaire.` : `${c.name} est retirée de l’annuaire.`),
          onError: (err) => toastError(firstErrorMessage(err)),
        })
      }
    >
      {next ? 'Activer' : 'Désactiver'}
    </Button>
  );
}

function Settings({ charity }: { charity: ManagerCharity }) {
  const rate = (type: string) => charity.tax_rates.find((r) => r.assoc_type === type);
  const rateText = (type: string) => (rate(type) ? `${rate(type)!.value} %` : 'Taux par défaut');
  return (
    <dl className="mgr-facts">
      <dt>État</dt>
      <dd>
        <StatusBadge status={charityState(charity.active)} />
      </dd>
      <dt>Page publique</dt>
      <dd>
        <a href={`/association/${charity.url}`}>/association/{charity.url}</a>
      </dd>
      <dt>Reçu fiscal</dt>
      <dd>{CERFA_LABELS[charity.cerfa_type]}</dd>
      <dt>Certification</dt>
      <dd>{certificationName(charity.certification_code)}</dd>
      <dt>Réduction d’impôt</dt>
      <dd>
        particuliers {rateText('PRIVATE')}, entreprises {rateText('ENTERPRISE')}
      </dd>
      <dt>Séquestre</dt>
      <dd className="mgr-code">{charity.mangopay_wallet_id ?? 'pas encore ouvert'}</dd>
    </dl>
  );
}

function KycSection({ charityId }: { charityId: number }) {
  const kyc = useCharityKyc(charityId);
  return (
    <section className="mgr-section" aria-labelledby="mgr-kyc-title">
      <h2 id="mgr-kyc-title">Vérification d’identité (KYC)</h2>
      <p className="mgr-section__intro">
        Le prestataire de paiement ne verse le séquestre qu’à une association vérifiée : pièce d’identité du représentant légal, preuve
        d’enregistrement et statuts validés.
      </p>
      <QueryState query={kyc}>
        {(status) => (
          <>
            <KycDocuments status={status} caption="Documents de l’association chez le prestataire" />
            <KycUploadForms charityId={charityId} status={status} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function ExportSection({ charity }: { charity: ManagerCharity }) {
  const [year, setYear] = useState(new Date().getFullYear());
  return (
    <section className="mgr-section" aria-labelledby="mgr-export-title">
      <h2 id="mgr-export-title">Export des dons</h2>
      <div className="mgr-inline">
        <YearSelect value={year} onChange={setYear} />
        <DownloadButton
          path={`/manager/exports/charities/${charity.id}/donations.csv?year=${year}`}
          fileName={`${charity.url}-dons-${year}.csv`}
          label={`Télécharger les dons ${year} (CSV)`}
        />
      </div>
    </section>
  );
}

export function CharityDetailPage() {
  const id = Number(useParams().id);
  const charity = useCharity(id);
  const data = charity.data;
  return (
    <ManagerPage
      title={data?.name ?? 'Association'}
      actions={
        data && (
          <>
            <Link to={managerPaths.editCharity(id)} className={buttonClassName()}>
              Modifier
            </Link>
            <ActiveToggle charity={data} />
          </>
        )
      }
    >
      <QueryState query={charity}>
        {(c) => (
          <>
            <Settings charity={c} />
            <CharityPayouts charity={c} />
            <RepresentativeSection charityId={c.id} />
            <PayoutAccountSection account={c.payout_account} />
            <KycSection charityId={c.id} />
            <CharityMediaSection charity={c} />
            <ExportSection charity={c} />
          </>
        )}
      </QueryState>
    </ManagerPage>
  );
}
