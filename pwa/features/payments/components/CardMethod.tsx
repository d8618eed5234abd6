import type { ReactNode } from 'react';
import { finishCardRegistration, preRegisterCard, tokenizeCard } from '../requests/cards';
import { postCardDonation } from '../requests/donations';
import { browserInfo } from '../lib/browser-info';
import { useCardPayment, type CardPaymentTargets } from '../lib/use-card-payment';
import type { PaymentContext } from '../payment-context';
import { CardPaymentForm } from './CardPaymentForm';

type CardMethodProps = PaymentContext & {
  targets: CardPaymentTargets;
  /** The company's donation of the creation flow. */
  isMain?: boolean;
  children?: ReactNode;
};

/** The CB method of a signed-in donor: the card form, then register_card and the donation. */
export function CardMethod({ targets, isMain = false, children, ...context }: CardMethodProps) {
  const { busy, pay } = useCardPayment(
    () => ({
      preRegister: preRegisterCard,
      tokenize: tokenizeCard,
      finish: finishCardRegistration,
      donate: (cardId, key) =>
        postCardDonation(
          {
            potId: context.potId,
            amountCents: context.amountCents,
            tipCents: context.tipCents,
            hide: context.hide,
            anonymous: context.anonymous,
            isMain,
            cardId,
            browserInfo: browserInfo(),
          },
          key,
        ),
    }),
    targets,
  );
  return (
    <CardPaymentForm busy={busy} onPay={pay}>
      {children}
    </CardPaymentForm>
  );
}
