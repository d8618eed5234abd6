/**
 * Whether an action may start, with the French message shown (or answered by the API) when it may not:
 * creating a pot of a type the account may not create (403), giving to a closed pot (422), paying
 * without a validated payment account (the wording differs on the payment page, the tips page and the
 * SEPA option). A "validated payment account" is `mangopay_user: true`: the provider's user and wallet
 * exist (docs/api-contract.md).
 */
import { DONATION_MESSAGES, POT_MESSAGES } from './messages';
import { canCreatePotType } from './pot-save';
import { isPotClosed } from './pot-status';

/** 'Votre type de compte ne vous permet pas de créer ce type de cagnotte', or null when allowed. */
export function potCreationError(role: string | null | undefined, potType: number): string | null {
  return canCreatePotType(role, potType) ? null : POT_MESSAGES.wrongAccountType;
}

/** 'La cagnotte est déjà fermée' when the pot is closed at `now`, else null. */
export function donationClosedError(pot: { closing_date: string; closed?: boolean | null }, now: Date | string): string | null {
  return isPotClosed(pot.closing_date, pot.closed, now) ? POT_MESSAGES.potClosed : null;
}

/** Where the payment-account check happens; each screen has its own wording. */
export type PaymentScreen = 'payment' | 'tips' | 'sepa';

const ACCOUNT_MESSAGES: Record<PaymentScreen, string> = {
  payment: DONATION_MESSAGES.paymentAccountMissing,
  tips: DONATION_MESSAGES.paymentAccountMissingTips,
  sepa: DONATION_MESSAGES.profileIncomplete,
};

/** The screen's message when the user has no validated payment account, else null. */
export function paymentAccountError(
  user: { mangopay_user?: boolean | null } | null | undefined,
  screen: PaymentScreen = 'payment',
): string | null {
  return user?.mangopay_user === true ? null : ACCOUNT_MESSAGES[screen];
}
