import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { POT_NOTICES } from '@domain/notices';
import { refreshPot } from '@/lib/pot';

type Outcome = 'CREATED' | 'SUCCEEDED' | 'FAILED' | 'EXPIRED';

/** The provider's code for a 3-D Secure session left to expire. */
const SESSION_EXPIRED = '101304';

/**
 * Back from the 3-D Secure page (`?transactionId=`): shows the spec's processing notice at once, asks
 * the API to re-read the pay-in (`POST /payments/return`), and then reflects its status: a succeeded
 * payment thanks the donor and refreshes the totals and participants; a failed one says so (and whether
 * the bank's page expired rather than refused).
 */
export function PaymentReturnNotice({ potId, transactionId }: { potId: number; transactionId: string }) {
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>('CREATED');

  useEffect(() => {
    let live = true;
    // Loaded only on a return from the bank's page (it parses the answer with zod: the first screens' script budget, docs/performance.md).
    import('@/lib/payment-return')
      .then(({ postPaymentReturn }) => postPaymentReturn(transactionId))
      .then((answer) => {
        if (!live) return;
        const status = answer.payment_status === 'SUCCEEDED' || answer.payment_status === 'FAILED' ? answer.payment_status : 'CREATED';
        setOutcome(status === 'FAILED' && answer.result_code === SESSION_EXPIRED ? 'EXPIRED' : status);
        if (status === 'SUCCEEDED') void refreshPot(client, potId);
      })
      .catch(() => undefined); // the processing notice stays: the e-mail confirms later
    return () => {
      live = false;
    };
  }, [client, potId, transactionId]);

  if (outcome === 'FAILED' || outcome === 'EXPIRED') {
    return (
      <p className="pot-page__notice pot-page__notice--failed" role="alert">
        {outcome === 'EXPIRED' ? POT_NOTICES.paymentSessionExpired : POT_NOTICES.paymentRefused}
      </p>
    );
  }
  return (
    <p className="pot-page__notice" role="status">
      {outcome === 'SUCCEEDED' ? POT_NOTICES.donationSucceeded : POT_NOTICES.paymentProcessing}
    </p>
  );
}
