// /association/espace/dons — the money the charity received: totals, per pot and per month (succeeded
// donations only), the payouts to its bank account with their state, the tax receipts issued in its
// name, and the CSV export. No donor appears here.
import type { CharityMoney } from '@domain/charity-area-types';
import { formatEuros } from '@domain/money-format';
import { formatDate } from '@/lib/format';
import { CharityPage } from '../components/CharityPage';
import { CsvExportButton } from '../components/CsvExportButton';
import { MoneySummary } from '../components/MoneySummary';
import { QueryState } from '../components/QueryState';
import { StateBadge } from '../components/StateBadge';
import { monthLabel, payoutTone } from '../labels';
import { useMoney } from '../requests/charity-requests';

const count = (n: number) => `${n} don${n > 1 ? 's' : ''}`;

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

function MoneyView({ money }: { money: CharityMoney }) {
  return (
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
        {money.pots.length === 0 ? (
          <p className="charity-muted">Aucun don reçu pour l’instant.</p>
        ) : (
          <table className="charity-table">
            <thead>
              <tr>
                <th scope="col">Cagnotte</th>
                <th scope="col" className="charity-num">
                  Reçu
                </th>
              </tr>
            </thead>
            <tbody>
              {money.pots.map((pot) => (
                <tr key={pot.id}>
                  <td>
                    {pot.name}
                    <br />
                    <span className="charity-muted">{count(pot.donations_count)}</span>
                  </td>
                  <td className="charity-num">{formatEuros(pot.received_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="charity-section" aria-labelledby="charity-months-title">
        <h2 id="charity-months-title">Par mois</h2>
        {money.months.length === 0 ? (
          <p className="charity-muted">Aucun don reçu pour l’instant.</p>
        ) : (
          <table className="charity-table">
            <thead>
              <tr>
                <th scope="col">Mois</th>
                <th scope="col" className="charity-num">
                  Dons
                </th>
                <th scope="col" className="charity-num">
                  Reçu
                </th>
              </tr>
            </thead>
            <tbody>
              {money.months.map((m) => (
                <tr key={m.month}>
                  <td>{monthLabel(m.month)}</td>
                  <td className="charity-num">{m.donations_count}</td>
                  <td className="charity-num">{formatEuros(m.received_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="charity-section" aria-labelledby="charity-receipts-title">
        <h2 id="charity-receipts-title">Reçus fiscaux émis</h2>
        <p className="charity-muted">
          {money.totals.receipts_count} reçu{money.totals.receipts_count > 1 ? 's' : ''} pour{' '}
          {formatEuros(money.totals.receipts_total_cents)}.
        </p>
        {money.receipts.length > 0 && (
          <table className="charity-table">
            <thead>
              <tr>
                <th scope="col">Numéro</th>
                <th scope="col">Date</th>
                <th scope="col" className="charity-num">
                  Montant
                </th>
              </tr>
            </thead>
            <tbody>
              {money.receipts.map((r) => (
                <tr key={r.number}>
                  <td>{r.number}</td>
                  <td>{formatDate(r.issued_at)}</td>
                  <td className="charity-num">{formatEuros(r.amount_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

export function MoneyPage() {
  const money = useMoney();
  return (
    <CharityPage title="Dons et versements">
      <QueryState query={money}>{(data) => <MoneyView money={data} />}</QueryState>
    </CharityPage>
  );
}
