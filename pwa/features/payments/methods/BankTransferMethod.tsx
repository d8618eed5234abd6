import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatEuros, totalPaid } from '@domain/money';
import { Button } from '@/ui/Button';
import type { BankWireAnswer } from '../requests/bank';
import { thanksPath } from '../lib/donation-query';
import type { PaymentContext } from '../payment-context';
import { SepaDetails } from '../sepa/SepaDetails';
import { useBankWire } from '../sepa/use-bank-wire';
import './methods.css';

/**
 * 'SEPA' ('Virement SEPA'): an explanation and a button; the API then gives the account to wire to and
 * the reference, shown on the SEPA screen with their EPC QR code.
 */
export function BankTransferMethod(context: PaymentContext) {
  const navigate = useNavigate();
  const { pending, request } = useBankWire();
  const [wire, setWire] = useState<BankWireAnswer | null>(null);
  const [shown, setShown] = useState(false);
  const total = totalPaid(context.amountCents, context.tipCents);

  if (wire && shown) {
    return (
      <SepaDetails
        wire={wire}
        totalCents={total}
        onBack={() => setShown(false)}
        doneLabel={wire.id ? 'Continuer' : undefined}
        // The thank-you of the donation awaiting the transfer (issue 47); without its id, the pot page.
        onDone={() => navigate(wire.id ? thanksPath(context.potId, wire.id) : `/participate/${context.potId}`)}
      />
    );
  }
  return (
    <section className="bank-method" aria-label="Virement SEPA">
      <p className="bank-method__intro">
        Faites un virement de <strong>{formatEuros(total)}</strong> depuis votre banque. Nous vous donnons les coordonnées du compte et une
        référence à indiquer dans le libellé ; votre don apparaît sur la cagnotte dès réception du virement.
      </p>
      <Button
        block
        disabled={pending && !wire}
        loading={pending && !wire}
        onClick={async () => {
          // 'Retour' then this button again shows the same transfer: one donation per visit.
          const answer = wire ?? (await request(context));
          if (answer) {
            setWire(answer);
            setShown(true);
          }
        }}
      >
        Afficher les coordonnées du virement
      </Button>
    </section>
  );
}
