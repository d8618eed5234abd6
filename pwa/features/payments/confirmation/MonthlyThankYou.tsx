import { formatEuros } from '@domain/money';
import { ShareInvitation } from './ShareInvitation';
import {
  debitText,
  SUBSCRIPTION_MANAGE_TEXT,
  subscriptionEmailText,
  subscriptionReceiptText,
  subscriptionRuns,
  type SubscriptionThanks,
} from './subscription-text';
import { ConfirmationActions, ConfirmationTitle } from './ThankYou';
import type { MandateOutcome } from './mandate-outcome';

/**
 * The thank-you of a monthly gift by SEPA direct debit (issue 47, item 2), like the one of a donation:
 * the amount each month, the charity, when the first debit comes, the e-mails, the tax receipt, where to
 * manage the gift, and an invitation to share. `mandate`: the mandate's state when back from its page
 * (a mandate still waiting for its signature says so instead of the debit date); without it, the gift was
 * made on a mandate signed before, whose confirmation e-mail is not sent again.
 */
export function MonthlyThankYou({ subscription, mandate }: { subscription: SubscriptionThanks; mandate?: MandateOutcome }) {
  const waiting = mandate?.tone === 'waiting' || !subscriptionRuns(subscription);
  return (
    <section className="confirmation" aria-labelledby="confirmation-title">
      <ConfirmationTitle>Merci pour votre générosité !</ConfirmationTitle>
      <p className="confirmation__lead">
        Votre don de <strong>{formatEuros(subscription.amount)}</strong> par mois soutient <strong>{subscription.assoc_name}</strong> à
        travers la cagnotte « {subscription.pot_name} ».
      </p>
      <div className={`confirmation__outcome confirmation__outcome--${waiting ? 'waiting' : 'success'}`} role="status">
        <h2 className="confirmation__outcome-title">{mandate?.tone === 'waiting' ? mandate.title : 'Don mensuel enregistré'}</h2>
        <p>{mandate?.tone === 'waiting' ? mandate.text : debitText(subscription)}</p>
      </div>
      <ul className="confirmation__next" aria-label="Et ensuite">
        <li>{subscriptionEmailText(mandate !== undefined)}</li>
        <li>{subscriptionReceiptText(subscription)}</li>
        <li>{SUBSCRIPTION_MANAGE_TEXT}</li>
        {subscription.gift_entraide > 0 && (
          <li>Merci aussi pour votre pourboire de {formatEuros(subscription.gift_entraide)} par mois à Entraide.</li>
        )}
      </ul>
      <ShareInvitation potId={subscription.pot_id} potName={subscription.pot_name} />
      <ConfirmationActions potId={subscription.pot_id} />
    </section>
  );
}
