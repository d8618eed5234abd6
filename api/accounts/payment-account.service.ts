/**
 * The payment-provider account of a user: a provider user (natural for a private person, legal for a
 * company) and its EUR wallet, created through the gateway with idempotency keys derived from our own
 * record, so a retry never makes a second one. It runs after the sign-up transaction has committed,
 * never inside it: a provider failure is recorded on the user (payment_account_error) and the account
 * is kept; `ensurePaymentAccount` is called again later (a retry job queued on failure, and before the
 * first payment). Users are created through Mangopay's SCA endpoints (gateway-users-sca.ts; the legacy
 * users/natural|legal calls are retired) with UserCategory PAYER: donors only pay in (their money goes
 * to the charities' wallets, never out to them), so no strong-authentication enrollment is asked.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { AppDeps } from '../app-deps';
import { deriveIdempotencyKey } from '../payments/idempotency-keys';
import type { LegalUserScaInput, NaturalUserScaInput } from '../payments/gateway-users-sca';
import { findAccount, updateUser, type Account } from './users.queries';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'logger'>;

/** The retry job of a failed provider account (api/accounts/accounts.jobs.ts). */
export const PAYMENT_ACCOUNT_JOB = 'accounts.payment-account';

/** How long sign-up waits for the provider before answering anyway (the creation goes on). */
export const SIGNUP_PROVIDER_WAIT_MS = 5000;

const ORGANIZATION_FORMS = new Set(['Association', 'Fondation']);

function naturalUser({ user }: Account): NaturalUserScaInput {
  const input: NaturalUserScaInput = {
    UserCategory: 'PAYER',
    TermsAndConditionsAccepted: true,
    FirstName: user.firstname,
    LastName: user.name,
    Email: user.email,
    Tag: `entraide-user-${user.id}`,
  };
  if (user.address_line_1 && user.city && user.post_code) {
    input.Address = { AddressLine1: user.address_line_1, City: user.city, PostalCode: user.post_code, Country: user.country_iso };
  }
  return input;
}

function legalUser({ user, enterprise, representative }: Account): LegalUserScaInput {
  return {
    UserCategory: 'PAYER',
    TermsAndConditionsAccepted: true,
    LegalPersonType: enterprise && ORGANIZATION_FORMS.has(enterprise.legal_form) ? 'ORGANIZATION' : 'BUSINESS',
    Name: enterprise?.enterprise_name ?? `${user.firstname} ${user.name}`,
    Email: user.email,
    LegalRepresentative: {
      FirstName: representative?.firstname ?? user.firstname,
      LastName: representative?.name ?? user.name,
      Email: representative?.email ?? user.email,
    },
    Tag: `entraide-user-${user.id}`,
  };
}

/**
 * Creates whatever is missing of the user's provider account (user, then wallet) and stores the ids.
 * Throws the gateway's PaymentProviderError when the provider fails (after recording it).
 */
export async function ensurePaymentAccount(deps: Deps, userId: number): Promise<Account> {
  const { knex } = deps.db;
  const account = await findAccount(knex, userId);
  if (!account) throw new Error(`no open account ${userId}`);
  const { user } = account;
  if (user.mangopay_user_id && user.mangopay_wallet_id) return account;
  const salt = new Date(user.created_at).toISOString();
  try {
    let providerUserId = user.mangopay_user_id;
    if (!providerUserId) {
      const created =
        user.role_id === 2
          ? await deps.payments.createLegalUserSca(legalUser(account), deriveIdempotencyKey('user', user.id, salt))
          : await deps.payments.createNaturalUserSca(naturalUser(account), deriveIdempotencyKey('user', user.id, salt));
      providerUserId = String(created.Id);
      await updateUser(knex, user.id, { mangopay_user_id: providerUserId }, deps.clock.now());
    }
    const wallet = await deps.payments.createWallet(
      { ownerId: providerUserId, Currency: 'EUR', Description: `Entraide - compte ${user.id}`, Tag: `entraide-user-${user.id}` },
      deriveIdempotencyKey('wallet', user.id, salt),
    );
    await updateUser(
      knex,
      user.id,
      { mangopay_wallet_id: String(wallet.Id), payment_account_error: null, payment_account_failed_at: null },
      deps.clock.now(),
    );
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    deps.logger.warn({ err, userId }, 'payment account creation failed');
    await updateUser(knex, user.id, { payment_account_error: message.slice(0, 255), payment_account_failed_at: deps.clock.now() }, deps.clock.now());
    throw err;
  }
  return (await findAccount(knex, userId)) ?? account;
}

/**
 * Sign-up's call: tries to create the provider account, waits at most SIGNUP_PROVIDER_WAIT_MS, never
 * throws, and answers the account as it then stands (mangopay_user false when it could not be made).
 */
export async function ensurePaymentAccountSafely(deps: Deps & Pick<AppDeps, 'jobs'>, account: Account): Promise<Account> {
  const userId = account.user.id;
  const attempt = ensurePaymentAccount(deps, userId).catch(async () => {
    await deps.jobs.send(PAYMENT_ACCOUNT_JOB, { userId }).catch((err: unknown) => deps.logger.error({ err, userId }, 'payment account retry not queued'));
  });
  const stopWaiting = new AbortController();
  const deadline = delay(SIGNUP_PROVIDER_WAIT_MS, undefined, { signal: stopWaiting.signal }).catch(() => undefined);
  await Promise.race([attempt, deadline]);
  stopWaiting.abort();
  return (await findAccount(deps.db.knex, userId)) ?? account;
}
