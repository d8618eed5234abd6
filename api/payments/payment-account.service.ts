/**
 * The payment-provider account of a user: a provider user (natural for a private person, legal for a
 * company) and its EUR wallet, created through the gateway with idempotency keys derived from our own
 * record, so a retry never makes a second one. Sign-up creates none: `ensurePaymentAccount` makes them
 * at the first call that needs them (card registration, card donation, mandate, bank account, bank
 * wire, identity documents, monthly giving), so an account that never pays costs the provider nothing.
 * Two first payments at once make one provider account: the creation runs under a transaction-level
 * advisory lock of the user, and the second caller finds the ids the first one stored. A provider
 * failure is recorded on the user (payment_account_error) and answered to that payment; the next one
 * tries again. Users are created through Mangopay's SCA endpoints (gateway-users-sca.ts; the legacy
 * users/natural|legal calls are retired) with UserCategory PAYER: donors only pay in (their money goes
 * to the charities' wallets, never out to them), so no strong-authentication enrollment is asked.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { AppDeps } from '../app-deps';
import { findAccount, hasPaymentAccount, updateUser, type Account } from '../accounts';
import { deriveIdempotencyKey } from './idempotency-keys';
import type { LegalUserScaInput, NaturalUserScaInput } from './gateway-users-sca';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'logger'>;

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

/** The user's advisory-lock key (64-bit, from a hash naming this use), so no other lock shares it. */
const lockKey = (userId: number) => createHash('sha256').update(`payment-account|user:${userId}`).digest().readBigInt64BE(0).toString();

/** Creates what is missing of the provider account, storing each id as soon as it exists. */
async function createMissing(deps: Deps, trx: Knex.Transaction, account: Account): Promise<void> {
  const { user } = account;
  const salt = new Date(user.created_at).toISOString();
  let providerUserId = user.mangopay_user_id;
  if (!providerUserId) {
    const created =
      user.role_id === 2
        ? await deps.payments.createLegalUserSca(legalUser(account), deriveIdempotencyKey('user', user.id, salt))
        : await deps.payments.createNaturalUserSca(naturalUser(account), deriveIdempotencyKey('user', user.id, salt));
    providerUserId = String(created.Id);
    await updateUser(trx, user.id, { mangopay_user_id: providerUserId }, deps.clock.now());
  }
  const wallet = await deps.payments.createWallet(
    { ownerId: providerUserId, Currency: 'EUR', Description: `Entraide - compte ${user.id}`, Tag: `entraide-user-${user.id}` },
    deriveIdempotencyKey('wallet', user.id, salt),
  );
  await updateUser(
    trx,
    user.id,
    { mangopay_wallet_id: String(wallet.Id), payment_account_error: null, payment_account_failed_at: null },
    deps.clock.now(),
  );
}

/**
 * The account with its provider user and wallet, creating whatever is missing (see the module comment).
 * Throws the gateway's PaymentProviderError when the provider fails (after recording it on the user).
 */
export async function ensurePaymentAccount(deps: Deps, userId: number): Promise<Account> {
  const { knex } = deps.db;
  const found = await findAccount(knex, userId);
  if (!found) throw new Error(`no open account ${userId}`);
  if (hasPaymentAccount(found.user)) return found;
  let failure: unknown;
  await knex.transaction(async (trx) => {
    // Held across the provider calls, only for this user's first payment: a second one waits here,
    // then finds the ids stored below instead of creating again.
    await trx.raw('SELECT pg_advisory_xact_lock(?::bigint)', [lockKey(userId)]);
    const account = await findAccount(trx, userId);
    if (!account || hasPaymentAccount(account.user)) return;
    try {
      await createMissing(deps, trx, account);
    } catch (err) {
      failure = err;
      const message = err instanceof Error ? err.message : String(err);
      deps.logger.warn({ err, userId }, 'payment account creation failed');
      await updateUser(
        trx,
        userId,
        { payment_account_error: message.slice(0, 255), payment_account_failed_at: deps.clock.now() },
        deps.clock.now(),
      );
    }
  });
  if (failure !== undefined) throw failure;
  return (await findAccount(knex, userId)) ?? found;
}
