// POST /payments/return `{transactionId, quick_token?}` (docs/api-contract.md): the pay-in re-read after the
// 3-D Secure page, to which the provider sends the browser back with `?transactionId=` on the pot page.
// The API tells a stranger the status only; the donor gets the details (the result code says whether
// the bank's page expired) through the session's token, or the quick donation's secret kept for this tab.
// Kept apart from the payment pages so that the pot page loads this call alone.
import { paymentReturnSchema, type PaymentReturn } from '@domain/donation-answers';
import { api } from './api-client';
import { storedQuickToken } from './quick-return-token';

// The donation calls read their schema through this module: the pot page's return check and the payment
// pages then share one file, which keeps two file names out of the pot page's first load (docs/performance.md).
export { donationAnswerSchema } from '@domain/donation-answers';

export async function postPaymentReturn(transactionId: string): Promise<PaymentReturn> {
  const quickToken = storedQuickToken();
  return paymentReturnSchema.parse(
    await api.post<unknown>('/payments/return', { transactionId, ...(quickToken ? { quick_token: quickToken } : {}) }),
  );
}
