// One pot: its figures, organiser and charity, its donations (each refundable), and 'Désactiver la
// cagnotte' for an abusive one: it leaves the site, its monthly donations stop and every paid donation
// is refunded; the result of each refund is shown. On a pot already deactivated the same call
// resumes the refunds an earlier attempt left undone.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatEuros } from '@domain/money';
import { firstErrorMessage } from '@/lib/api-errors';
import { formatDate } from '@/lib/format';
import { Button } from '@/ui/Button';
import { toastError, toastSuccess } from '@/ui/toast';
import { PAGE_SIZE, useDeactivatePot, usePot, usePotDonations } from '../requests/manager-requests';
import type { DeactivationResult, ManagerPot } from '@domain/manager-types';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DonationsTable } from '../components/DonationsTable';
import { ManagerPage } from '../components/ManagerPage';
import { Pager } from '../components/Pager';
import { QueryState } from '../components/QueryState';
import { StatusBadge } from '../components/StatusBadge';
import { formatDateTime, potState, refundStatus } from '../labels';
import { managerPaths } from '../paths';

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

function Facts({ pot }: { pot: ManagerPot }) {
  return (
    <dl className="mgr-facts">
      <dt>État</dt>
      <dd>
        <StatusBadge status={potState(pot)} />
        {pot.deactivated_at && (
          <span className="mgr-subtext">
            Désactivée le {formatDateTime(pot.deactivated_at)}
            {pot.deactivation_reason ? ` : ${pot.deactivation_reason}` : ''}
          </span>
        )}
      </dd>
      <dt>Association</dt>
      <dd>
        <Link to={managerPaths.charity(pot.assoc_id)}>{pot.charity_name}</Link>
      </dd>
      <dt>Organisateur</dt>
      <dd>{pot.organiser_email}</dd>
      <dt>Collecté</dt>
      <dd>
        {formatEuros(pot.donations_total_amount)} ({plural(pot.donations_count, 'don')}, {plural(pot.donators_count, 'participant')})
      </dd>
      <dt>Clôture</dt>
      <dd>{formatDate(pot.closing_date)}</dd>
      <dt>Créée le</dt>
      <dd>{formatDate(pot.created_at)}</dd>
    </dl>
  );
}

export function deactivationSummary(result: DeactivationResult): string {
  const refunded = result.refunds.filter((r) => r.refund?.status === 'SUCCEEDED').length;
  const failed = result.refunds.filter((r) => r.error || r.refund?.status === 'FAILED').length;
  const parts = [`${plural(refunded, 'don')} remboursé${refunded > 1 ? 's' : ''}`];
  if (failed > 0) parts.push(`${failed} en échec`);
  const pending = result.refunds.length - refunded - failed;
  if (pending > 0) parts.push(`${pending} en cours`);
  const closed = result.subscriptions_closed;
  parts.push(`${plural(closed, 'don')} mensuel${closed > 1 ? 's' : ''} arrêté${closed > 1 ? 's' : ''}`);
  return parts.join(', ');
}

function DeactivationReport({ result }: { result: DeactivationResult }) {
  return (
    <section className="mgr-notice" aria-labelledby="mgr-deactivation-title">
      <h2 id="mgr-deactivation-title" className="mgr-subtitle">
        Résultat de la désactivation
      </h2>
      <p>{deactivationSummary(result)}.</p>
      {result.refunds.length > 0 && (
        <ul className="mgr-list">
          {result.refunds.map((r) => (
            <li key={r.donation_id}>
              Don n° {r.donation_id} :{' '}
              {r.refund ? (
                <StatusBadge status={refundStatus(r.refund.status)} />
              ) : (
                <StatusBadge status={{ label: 'Échoué', tone: 'bad' }} />
              )}
              {(r.error || r.refund?.failure_reason) && <span className="mgr-subtext">{r.error || r.refund?.failure_reason}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DeactivateButton({ pot, onDone }: { pot: ManagerPot; onDone: (r: DeactivationResult) => void }) {
  const [open, setOpen] = useState(false);
  const deactivate = useDeactivatePot(pot.id);
  const label = pot.is_active ? 'Désactiver la cagnotte' : 'Relancer les remboursements';
  const confirm = (reason: string) =>
    deactivate.mutate(reason, {
      onSuccess: (result) => {
        setOpen(false);
        onDone(result);
        const failed = result.refunds.some((r) => r.error || r.refund?.status === 'FAILED');
        if (failed) toastError(`Cagnotte désactivée, mais des remboursements ont échoué : ${deactivationSummary(result)}.`);
        else toastSuccess(`Cagnotte désactivée : ${deactivationSummary(result)}.`);
      },
      onError: (err) => toastError(firstErrorMessage(err)),
    });
  return (
    <>
      <Button variant={pot.is_active ? 'primary' : 'secondary'} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <ConfirmDialog
          title={label}
          confirmLabel={pot.is_active ? 'Désactiver et rembourser' : 'Relancer'}
          busy={deactivate.isPending}
          onConfirm={confirm}
          onClose={() => setOpen(false)}
        >
          <p>
            La cagnotte «&nbsp;{pot.name}&nbsp;» quitte le site, ses dons mensuels s’arrêtent et{' '}
            <strong>chacun de ses dons payés est remboursé</strong> à son donateur ({formatEuros(pot.donations_total_amount)} collectés).
            Cette action ne peut pas être annulée.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

export function PotDetailPage() {
  const id = Number(useParams().id);
  const pot = usePot(id);
  const [offset, setOffset] = useState(0);
  const donations = usePotDonations(id, offset);
  const [result, setResult] = useState<DeactivationResult | null>(null);
  return (
    <ManagerPage title={pot.data?.name ?? 'Cagnotte'} actions={pot.data && <DeactivateButton pot={pot.data} onDone={setResult} />}>
      <QueryState query={pot}>
        {(p) => (
          <>
            <Facts pot={p} />
            {result && <DeactivationReport result={result} />}
            <section className="mgr-section" aria-labelledby="mgr-pot-donations">
              <h2 id="mgr-pot-donations">Dons de la cagnotte</h2>
              <DonationsTable read={donations} showPot={false} />
              <Pager offset={offset} pageSize={PAGE_SIZE} count={donations.data?.length ?? 0} onChange={setOffset} />
            </section>
          </>
        )}
      </QueryState>
    </ManagerPage>
  );
}
