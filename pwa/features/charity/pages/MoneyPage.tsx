// /association/espace/dons — the money the charity received: totals, per pot and per month (succeeded
// donations only), the payouts to its bank account with their state, the tax receipts issued in its
// name, and the CSV export. No donor appears here.
import type { CharityMoney } from '@domain/charity-area-types';
import { formatEuros } from '@domain/money-format';
import { formatDate } from '@/lib/format';
import { CharityReadPage } from '../components/CharityPage';
import { CsvExportButton } from '../components/CsvExportButton';
import { MoneySummary } from '../components/MoneySummary';
import { MoneyTable, type MoneyColumn } from '../components/MoneyTable';
import { StateBadge } from '../components/StateBadge';
import { monthLabel, payoutTone } from '../labels';
import { useMoney } from '../requests/charity-requests';

const count = (n: number) => `${n} don${n > 1 ? 's' : ''}`;
const NOTHING_RECEIVED = <p className="charity-muted">Aucun don reçu pour l’instant.</p>;

const POT_COLUMNS: MoneyColumn<CharityMoney['pots'][number]>[] = [
  {
    header: 'Cagnotte',
    cell: (pot) => (
      <>
        {pot.name}
        <br />
        <span className="charity-muted">{count(pot.donations_count)}</span>
      </>
    ),
  },
  { header: 'Reçu', numeric: true, cell: (pot) => formatEuros(pot.received_cents) },
];

const MONTH_COLUMNS: MoneyColumn<CharityMoney['months'][number]>[] = [
  { header: 'Mois', cell: (m) => monthLabel(m.month) },
  { header: 'Dons', numeric: true, cell: (m) => m.donations_count },
  { header: 'Reçu', numeric: true, cell: (m) => formatEuros(m.received_cents) },
];

const RECEIPT_COLUMNS: MoneyColumn<CharityMoney['receipts'][number]>[] = [
  { header: 'Numéro', cell: (r) => r.number },
  { header: 'Date', cell: (r) => formatDate(r.issued_at) },
  { header: 'Montant', numeric: true, cell: (r) => formatEuros(r.amount_cents) },
];

function Payouts({ payouts }: { payouts: CharityMoney['payouts'] }) {
  if (payouts.length === 0) return <p className="charity-muted">Aucun versement pour l’instant.</p>;
  return (
    <ul className="charity-list" aria-label="Versements">
      {payouts.map((p) => (
        <li key={p.id} className="charity-card">
          <p>
            <strong>{formatEuros(p.amount_cents)}</strong> · demandé le {formatDate(p.created_at)}
          </p>
          <p>
            <StateBadge state={{ label: p.status_label, tone: payoutTone(p.status) }} />
            {p.executed_at && <span className="charity-muted"> · le {formatDate(p.executed_at)}</span>}
          </p>
          {p.result_message && <p className="charity-muted">{p.result_message}</p>}
        </li>
      ))}
    </ul>
  );
}

export function MoneyPage() {
  const query = useMoney();
  return (
    <CharityReadPage title="Dons et versements" query={query}>
      {(money) => (
        <>
          <MoneySummary totals={money.totals} />
          <div className="charity-actions">
            <CsvExportButton />
          </div>
          <section className="charity-section" aria-labelledby="charity-payouts-title">
            <h2 id="charity-payouts-title">Versements sur votre compte</h2>
            <Payouts payouts={money.payouts} />
          </section>
          <section className="charity-section" aria-labelledby="charity-pots-title">
            <h2 id="charity-pots-title">Par cagnotte</h2>
            {money.pots.length === 0 ? NOTHING_RECEIVED : <MoneyTable rows={money.pots} rowKey={(pot) => pot.id} columns={POT_COLUMNS} />}
          </section>
          <section className="charity-section" aria-labelledby="charity-months-title">
            <h2 id="charity-months-title">Par mois</h2>
            {money.months.length === 0 ? (
              NOTHING_RECEIVED
            ) : (
              <MoneyTable rows={money.months} rowKey={(m) => m.month} columns={MONTH_COLUMNS} />
            )}
          </section>
          <section className="charity-section" aria-labelledby="charity-receipts-title">
            <h2 id="charity-receipts-title">Reçus fiscaux émis</h2>
            <p className="charity-muted">
              {money.totals.receipts_count} reçu{money.totals.receipts_count > 1 ? 's' : ''} pour{' '}
              {formatEuros(money.totals.receipts_total_cents)}.
            </p>
            {money.receipts.length > 0 && <MoneyTable rows={money.receipts} rowKey={(r) => r.number} columns={RECEIPT_COLUMNS} />}
          </section>
        </>
      )}
    </CharityReadPage>
  );
}
