/**
 * The provider's identity-check level of the caller's own provider user (LIGHT when not validated).
 * Any other id, or a user without a provider account, is not found: never another person's level.
 */
import type { AppDeps } from '../app-deps';
import { POT_NOTICES } from '../../domain/notices';
import { HttpError, notFound } from '../http/errors';
import { findUserById } from './users.queries';

type Deps = Pick<AppDeps, 'db' | 'payments' | 'logger'>;

const providerDown = () => new HttpError(502, [{ code: 'provider_error', detail: POT_NOTICES.providerError }]);

/** `asked` is the `mangopay_id` the caller sent (absent: their own). */
export async function kycLevelOf(deps: Deps, userId: number, asked: unknown): Promise<string> {
  const user = await findUserById(deps.db.knex, userId);
  const own = user?.mangopay_user_id;
  const askedId =
    asked === undefined || asked === null ? own : typeof asked === 'string' || typeof asked === 'number' ? String(asked) : null;
  if (!own || askedId !== own) {
    throw notFound("Ce compte de paiement n'existe pas");
  }
  try {
    return (await deps.payments.getUserSca(own)).KYCLevel ?? 'LIGHT';
  } catch (err) {
    deps.logger.warn({ err }, 'KYC level read failed');
    throw providerDown();
  }
}
