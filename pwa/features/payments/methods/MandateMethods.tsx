import { formatEuros, totalPaid } from '@domain/money';
import { useSession } from '@/lib/store';
import type { PaymentContext } from '../payment-context';
import { MandateForm } from './MandateForm';
import { useMandateSubmit } from './use-mandate-submit';
import './methods.css';

function MandateMethod({ context, monthly }: { context: PaymentContext; monthly: boolean }) {
  const { user } = useSession();
  const submit = useMandateSubmit(context, monthly);
  const total = formatEuros(totalPaid(context.amountCents, context.tipCents));
  return (
    <section className="bank-method" aria-label={monthly ? 'Don mensuel' : 'Prélèvement SEPA unique'}>
      {monthly ? (
        <p className="bank-method__intro">
          <strong>{total} par mois</strong> seront prélevés le jour de votre choix, jusqu’à la clôture de la cagnotte. Vous pouvez arrêter
          ce don à tout moment depuis votre tableau de bord.
        </p>
      ) : (
        <p className="bank-method__intro">
          <strong>{total}</strong> seront prélevés une seule fois sur votre compte, après la signature en ligne de votre mandat SEPA. Le don
          apparaît sur la cagnotte sous 2 à 3 jours ouvrés.
        </p>
      )}
      <MandateForm
        monthly={monthly}
        user={user}
        submitLabel={monthly ? 'Signer le mandat et donner tous les mois' : 'Signer le mandat et donner'}
        onSubmit={submit}
      />
    </section>
  );
}

/** 'UNIQUE_WIRE': one SEPA direct debit, after the donor signs a mandate on the provider's page. */
export function OneOffMandateMethod(context: PaymentContext) {
  return <MandateMethod context={context} monthly={false} />;
}

/** 'MONTHLY_WIRE' ('Je donne tous les mois'): a monthly SEPA direct debit on a signed mandate. */
export function MonthlyMandateMethod(context: PaymentContext) {
  return <MandateMethod context={context} monthly />;
}
