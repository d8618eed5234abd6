import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { amountInFrenchWords } from '@domain/amount-in-words';
import { LARGE_GIFT_CENTS } from '@domain/constants';
import { formatEuros } from '@domain/money';
import { Button } from '@/ui/Button';

type LargeGiftCheckProps = {
  amountCents: number;
  /** Where 'Modifier le montant' goes (the amount and tip step). */
  editTo: string;
  /** The payment methods, shown once a large gift is confirmed (at once for a smaller one). */
  children: ReactNode;
};

/**
 * A second look at a large gift (issue 47): from 1 000 € the amount is said in words and the donor
 * confirms it, or goes back to change it, before any payment method is shown. One extra zero is an
 * easy slip on a phone.
 */
export function LargeGiftCheck({ amountCents, editTo, children }: LargeGiftCheckProps) {
  const [confirmed, setConfirmed] = useState(false);
  if (amountCents < LARGE_GIFT_CENTS || confirmed) return <>{children}</>;
  const words = amountInFrenchWords(amountCents);
  return (
    <section
      className="payment-section large-gift"
      aria-labelledby="large-gift-title"
      role="alertdialog"
      aria-describedby="large-gift-words"
    >
      <h2 id="large-gift-title" className="payment-section__title">
        Vérifiez le montant de votre don
      </h2>
      <p id="large-gift-words">
        Vous allez donner <strong>{words}</strong> ({formatEuros(amountCents)}) à cette cagnotte. Est-ce bien le montant voulu ?
      </p>
      <div className="large-gift__actions">
        <Button block onClick={() => setConfirmed(true)}>
          Oui, je donne {words}
        </Button>
        <Link className="large-gift__edit" to={editTo}>
          Non, modifier le montant
        </Link>
      </div>
    </section>
  );
}
