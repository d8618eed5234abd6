import { useNavigate } from 'react-router-dom';
import { ApiError, firstErrorMessage, ValidationError } from '@/lib/api-client';
import { useSession } from '@/lib/store';
import { toastError } from '@/ui/toast';
import { KYC_REQUIRED_CODE } from '../lib/card-payment';
import { kycPath } from '../lib/donation-query';
import { newAttemptKey } from '../lib/idempotency';
import type { PaymentContext } from '../payment-context';
import { formFieldOf, MandateRedirectMissingError, runMandateFlow, type MandateFormValues } from './mandate-flow';

/** Sends the browser to another site (the provider's mandate page); replaceable in tests. */
export const leaveTo = { assign: (url: string) => window.location.assign(url) };

/**
 * The submit of a mandate panel: runs the flow, then leaves for the mandate page or the confirmation
 * page. Errors: the server's field errors go back on the form (rethrown); identity documents needed
 * lead to the KYC page; anything else is shown ('Attention') and the donor goes back to the pot page,
 * as after any failed donation (spec §4).
 */
export function useMandateSubmit(context: PaymentContext, monthly: boolean) {
  const navigate = useNavigate();
  const { user } = useSession();

  return async (values: MandateFormValues): Promise<void> => {
    const key = newAttemptKey(monthly ? 'subscription' : 'mandate');
    try {
      const next = await runMandateFlow(context, values, { monthly, key });
      if (next.kind === 'redirect') leaveTo.assign(next.url);
      else void navigate(next.path);
    } catch (err) {
      if (err instanceof ApiError && err.errors.some((item) => item.code === KYC_REQUIRED_CODE)) {
        toastError(firstErrorMessage(err));
        void navigate(kycPath(user?.role.name === 'enterprise' ? 'company' : 'particular', context.potId, context));
        return;
      }
      if (err instanceof MandateRedirectMissingError) {
        toastError(err.message);
        void navigate(`/participate/${context.potId}`);
        return;
      }
      toastError(firstErrorMessage(err));
      if (err instanceof ValidationError && err.errors.some((item) => formFieldOf(item.field))) throw err;
      void navigate(`/participate/${context.potId}`);
    }
  };
}
