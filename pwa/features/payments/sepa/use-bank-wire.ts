import { useState } from 'react';
import { firstErrorMessage } from '@/lib/api-client';
import { newAttemptKey } from '../lib/idempotency';
import { toastError } from '@/ui/toast';
import { requestBankWire, type BankWireAnswer } from '../requests/bank';

type WireRequest = { potId: number; amountCents: number; tipCents: number; hide?: boolean; anonymous?: boolean };

/**
 * Asks the API for the transfer details (`POST cagnottes/{id}/donations/bankwire`, which records the
 * donation awaiting the wire). The button that calls it stays disabled after the first call; a refusal
 * ('Votre profil est incomplet...' without a provider profile) is shown and the button comes back.
 */
export function useBankWire() {
  const [pending, setPending] = useState(false);
  async function request({ potId, amountCents, tipCents, hide = false, anonymous = false }: WireRequest): Promise<BankWireAnswer | null> {
    setPending(true);
    try {
      return await requestBankWire(
        potId,
        { amount: amountCents, gift_entraide: tipCents, is_visible: !hide, is_anonymous: anonymous },
        { idempotencyKey: newAttemptKey('bankwire') },
      );
    } catch (err) {
      toastError(firstErrorMessage(err));
      setPending(false);
      return null;
    }
  }
  return { pending, request };
}
