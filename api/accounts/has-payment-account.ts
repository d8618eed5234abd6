/**
 * Whether a user's payment-provider account is made: the provider user and its wallet, whose ids the
 * users row holds. Payments makes them (api/payments/payment-account.service.ts); the user's wire shape
 * (user.presenter.ts) shows whether the account can pay.
 */
import type { UserRow } from './users.queries';

/** Whether the user's provider user and wallet both exist. */
export const hasPaymentAccount = (user: Pick<UserRow, 'mangopay_user_id' | 'mangopay_wallet_id'>): boolean =>
  Boolean(user.mangopay_user_id && user.mangopay_wallet_id);
