// Runs a card payment from a page: one Idempotency-Key per press, the submit button disabled from the
// first press and given back on a card error; the 3-D Secure redirect, the thank-you page, or the
// error notice and the way back to the pot page (pots spec "Donation flow").
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { POT_NOTICES } from '@domain/notices';
import { toastError, toastSuccess } from '@/ui/toast';
import { refreshPot } from '@/lib/pot';
import { potPagePath } from '@/lib/pot-paths';
import type { CardData } from '../requests/cards';
import { attemptKeys } from './idempotency';
import { CardPaymentError, KYC_REQUIRED_CODE, payByCard, type CardPaymentSteps } from './card-payment';

export interface CardPaymentTargets {
  potId: number;
  /** Where a successful payment without 3-D Secure goes, given the donation's id (the thank-you page). */
  successPath: (donationId: number) => string;
  /** A success notice with this title ('Félicitations' in the creation flow, which returns to the pot page); none by default, the thank-you page says it. */
  successTitle?: string;
  /** Where the identity-documents page is, when the API asks for it. */
  kycPath: string;
  /** Called when the API says the company's SIREN or legal form is missing. */
  onCompanyDetailsMissing?: () => void;
}

/** Codes the API may answer for a company without SIREN or legal form. */
const COMPANY_DETAILS_CODES = new Set(['company_incomplete']);

/** Sends the browser to the provider's page (a full navigation, out of the app). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}

export function useCardPayment(steps: (card: CardData) => CardPaymentSteps, targets: CardPaymentTargets) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const keys = useRef(attemptKeys());
  const [busy, setBusy] = useState(false);

  const pay = async (card: CardData) => {
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await payByCard(steps(card), card, keys.current.current());
      keys.current.settle();
      if (outcome.kind === 'redirect') {
        leaveFor(outcome.url);
        return;
      }
      // The pot's totals and participants changed: read them again on the next page.
      await refreshPot(client, targets.potId);
      // The notice once the next page is there: its outlet loading (lazily, on the first notice) during the
      // navigation to a lazy route left the creation flow's payment on its page, the button disabled.
      await navigate(targets.successPath(outcome.answer.id));
      if (targets.successTitle) toastSuccess(POT_NOTICES.donationSucceeded, targets.successTitle);
    } catch (err) {
      keys.current.settle();
      setBusy(false);
      const failure = err instanceof CardPaymentError ? err : new CardPaymentError('donation', POT_NOTICES.providerError);
      if (failure.code === KYC_REQUIRED_CODE) {
        void navigate(targets.kycPath);
        toastError(failure.message);
        return;
      }
      if (failure.code && COMPANY_DETAILS_CODES.has(failure.code) && targets.onCompanyDetailsMissing) {
        targets.onCompanyDetailsMissing();
        return;
      }
      toastError(failure.message);
      if (failure.stage === 'donation') void navigate(potPagePath(targets.potId));
    }
  };

  return { busy, pay };
}
