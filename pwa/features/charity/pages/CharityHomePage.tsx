// /association/espace — the charity's home: the four onboarding steps with their states (each one a link
// to its page), whether the charity can be paid out, then the money summary.
import { Link } from 'react-router-dom';
import type { CharityOverview } from '@domain/charity-area-types';
import { buttonClassName } from '@/ui/Button';
import { CharityReadPage } from '../components/CharityPage';
import { MoneySummary } from '../components/MoneySummary';
import { QueryState } from '../components/QueryState';
import { StateBadge } from '../components/StateBadge';
import { STEPS, stepState } from '../labels';
import { charityPaths } from '../paths';
import { useMoney, useOverview } from '../requests/charity-requests';

function Checklist({ overview }: { overview: CharityOverview }) {
  const left = STEPS.filter((step) => !overview.steps[step.key]).length;
  return (
    <section className="charity-section" aria-labelledby="charity-steps-title">
      <h2 id="charity-steps-title">Pour recevoir les dons</h2>
      {overview.can_be_paid_out ? (
        <div className="charity-notice charity-notice--ok">
          <p>Tout est en ordre : l’équipe Entraide peut verser les dons sur votre compte.</p>
        </div>
      ) : (
        <p className="charity-muted">
          {left === 0
            ? 'Les étapes sont faites ; le prestataire de paiement termine ses vérifications.'
            : `Encore ${left} étape${left > 1 ? 's' : ''} avant le premier versement.`}
        </p>
      )}
      <ol className="charity-steps">
        {STEPS.map((step) => {
          const done = overview.steps[step.key];
          return (
            <li key={step.key} className={done ? 'charity-step charity-step--done' : 'charity-step'}>
              <div className="charity-step__body">
                <Link to={step.path} className="charity-step__link">
                  {step.title}
                </Link>
                <p className="charity-step__summary">{step.summary}</p>
                <StateBadge state={stepState(step.key, overview)} />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function MoneySection() {
  const money = useMoney();
  return (
    <section className="charity-section" aria-labelledby="charity-money-title">
      <h2 id="charity-money-title">Les dons</h2>
      <QueryState query={money}>
        {(data) => (
          <>
            <MoneySummary totals={data.totals} />
            <div className="charity-actions">
              <Link to={charityPaths.money} className={buttonClassName({ variant: 'secondary', block: true })}>
                Voir le détail des dons et des versements
              </Link>
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}

export function CharityHomePage() {
  const overview = useOverview();
  return (
    <CharityReadPage title={overview.data?.charity.name ?? 'Espace association'} back={false} query={overview}>
      {(data) => (
        <>
          <p className="charity-page__lead">Votre espace association sur Entraide.</p>
          <Checklist overview={data} />
          <MoneySection />
        </>
      )}
    </CharityReadPage>
  );
}
