/**
 * Card registration for the direct post of card data from the browser to the provider (docs/mangopay.md,
 * "Card handling and PCI"): start a registration for the payer's provider user, then finish it with the
 * tokenizer's answer. Card data never reaches this server. A registration belongs to its provider
 * user: finishing someone else's answers 404.
 */
import { randomUUID } from 'node:crypto';
import type { CardRegistration as CardRegistrationAnswer, RegisteredCard } from '../../../domain/card-registration-answers';
import { CARD_TYPE } from '../../../domain/constants';
import type { AppDeps } from '../../app-deps';
import { PaymentProviderError } from '../errors';
import type { CardRegistration } from '../gateway-cards';
import { deriveIdempotencyKey } from '../idempotency-keys';
import { cardRegistrationFailed, providerUnavailable } from '../donations/donation-errors';
import { notFound } from '../../http/errors';

export const registrationNotFound = () => notFound('Cet enregistrement de carte n’existe pas', 'card_registration_not_found');

const providerFailure = (err: unknown): never => {
  if (err instanceof PaymentProviderError && err.kind === 'provider' && !err.retryable) throw cardRegistrationFailed();
  throw providerUnavailable();
};

/** Starts a card registration for the provider user. */
export async function startRegistration(deps: Pick<AppDeps, 'payments'>, providerUserId: string): Promise<CardRegistrationAnswer> {
  let registration: CardRegistration;
  try {
    registration = await deps.payments.startCardRegistration(
      { userId: providerUserId, Currency: 'EUR', CardType: CARD_TYPE },
      deriveIdempotencyKey('card-registration', randomUUID()),
    );
  } catch (err) {
    return providerFailure(err);
  }
  return {
    Id: String(registration.Id),
    CardRegistrationURL: registration.CardRegistrationURL,
    PreregistrationData: registration.PreregistrationData,
    AccessKey: registration.AccessKey,
  };
}

/** The registration, when it exists; 404 otherwise. */
export async function readRegistration(deps: Pick<AppDeps, 'payments'>, registrationId: string): Promise<CardRegistration> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(registrationId)) throw registrationNotFound();
  try {
    return await deps.payments.getCardRegistration(registrationId);
  } catch (err) {
    if (err instanceof PaymentProviderError && err.status !== undefined && err.status < 500) throw registrationNotFound();
    throw providerUnavailable();
  }
}

/** The tokenizer's answer as the provider takes it (`data=...` or `errorCode=...`). */
export function registrationDataOf(value: string): string {
  const text = value.trim();
  return text.startsWith('data=') || text.startsWith('errorCode=') ? text : `data=${text}`;
}

/** Finishes a registration already checked to be the caller's; answers the card id. */
export async function finishRegistration(
  deps: Pick<AppDeps, 'payments'>,
  registrationId: string,
  registrationData: string,
): Promise<RegisteredCard> {
  let finished: CardRegistration;
  try {
    finished = await deps.payments.finishCardRegistration(registrationId, registrationDataOf(registrationData));
  } catch (err) {
    return providerFailure(err);
  }
  if (finished.Status !== 'VALIDATED' || !finished.CardId) throw cardRegistrationFailed();
  return { card_id: String(finished.CardId) };
}
