/**
 * The provider account of a quick donor (no Entraide account): a natural PAYER created through the
 * SCA-era user endpoint (a PAYER is active at once, no enrollment), tagged QUICK_PAYER_TAG so that only
 * such users' cards can pay a quick donation, and its EUR wallet (the spec's answer names both ids).
 */
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app-deps';
import { deriveIdempotencyKey } from '../idempotency-keys';

export const QUICK_PAYER_TAG = 'entraide-quick-donor';

export interface QuickIdentity {
  firstname: string;
  name: string;
  email: string;
}

export interface QuickPayer {
  userId: string;
  walletId: string;
}

/** A new provider PAYER and wallet for this quick donation attempt. */
export async function createQuickPayer(deps: Pick<AppDeps, 'payments'>, identity: QuickIdentity): Promise<QuickPayer> {
  const attempt = randomUUID();
  const user = await deps.payments.createNaturalUserSca(
    {
      UserCategory: 'PAYER',
      TermsAndConditionsAccepted: true,
      FirstName: identity.firstname,
      LastName: identity.name,
      Email: identity.email,
      Tag: QUICK_PAYER_TAG,
    },
    deriveIdempotencyKey('quick-user', attempt),
  );
  const wallet = await deps.payments.createWallet(
    { ownerId: String(user.Id), Currency: 'EUR', Description: 'Entraide - don rapide', Tag: QUICK_PAYER_TAG },
    deriveIdempotencyKey('quick-wallet', attempt),
  );
  return { userId: String(user.Id), walletId: String(wallet.Id) };
}
