/**
 * The checks every donation path runs before anything is recorded, throwing the app's HTTP errors with
 * the spec's French messages (amount and tip bounds are the request schemas' in domain/donation-requests):
 * - the pot exists and is active (else 404) and is not closed (422 'La cagnotte est déjà fermée');
 * - a logged-in donor: a company needs its SIREN and legal form; the payment account (provider user and
 *   wallet) exists or is created now, else the spec's "mettre à jour votre profil" message; identity
 *   documents above the yearly threshold (api/payments/kyc);
 * - the card belongs to the payer (404 otherwise: another person's card is not revealed).
 */
import { isPotClosed } from '../../../domain/pot-status';
import { DONATION_MESSAGES, POT_MESSAGES } from '../../../domain/messages';
import type { AppDeps } from '../../app-deps';
import type { AssocsRow, PotsRow } from '../../db/tables.generated';
import { type Account, findAccount } from '../../accounts';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import { attachDonationWallet } from '../../ledger';
import { ensureCharityWallets } from '../charity-wallets';
import { assertIdentityDocumentsIfNeeded } from '../kyc/identity-threshold';
import type { Card } from '../gateway-cards';
import { PaymentProviderError } from '../errors';
import { ensurePaymentAccount } from '../payment-account.service';
import { providerUnavailable } from './donation-errors';

export interface DonatablePot {
  id: number;
  name: string;
  assoc_id: number;
  created_by_id: number;
  charity_wallet_id: string | null;
}

/** Invented: the spec shows a blocking popup without words. */
export const COMPANY_INCOMPLETE_MESSAGE =
  'Merci de renseigner le SIREN et la forme juridique de votre entreprise dans votre profil avant de faire un don.';

export const potNotFoundError = () => notFound('Cette cagnotte n’existe pas', 'pot_not_found');
export const potClosedError = () => unprocessable([{ code: 'pot_closed', detail: POT_MESSAGES.potClosed }]);
export const paymentAccountError = () =>
  unprocessable([{ code: 'payment_account_missing', detail: DONATION_MESSAGES.paymentAccountMissing }]);
export const cardNotFoundError = () => notFound('Cette carte n’existe pas', 'card_not_found');

/** The pot's charity's wallet, as the pot's query names it. */
type CharityWallet = { charity_wallet_id: AssocsRow['mangopay_wallet_id'] };

/**
 * The pot a donation goes to (every path: card, quick, bank wire, mandate, subscription), with its
 * charity's wallet id if it has one (`charityWalletOf`); 404 when missing or inactive, 422 when closed.
 */
export async function loadDonatablePot(deps: Pick<AppDeps, 'db' | 'clock'>, potId: number): Promise<DonatablePot> {
  const pot = await deps.db
    .knex('pots as p')
    .join('assocs as a', 'a.id', 'p.assoc_id')
    .where('p.id', potId)
    .first<
      (Pick<PotsRow, 'id' | 'name' | 'assoc_id' | 'created_by_id' | 'is_active' | 'closing_date' | 'closed_at'> & CharityWallet) | undefined
    >(
      'p.id',
      'p.name',
      'p.assoc_id',
      'p.created_by_id',
      'p.is_active',
      'p.closing_date',
      'p.closed_at',
      'a.mangopay_wallet_id as charity_wallet_id',
    );
  if (!pot || !pot.is_active) throw potNotFoundError();
  if (isPotClosed(new Date(pot.closing_date).toISOString(), pot.closed_at !== null, deps.clock.now())) throw potClosedError();
  return {
    id: Number(pot.id),
    name: pot.name,
    assoc_id: Number(pot.assoc_id),
    created_by_id: Number(pot.created_by_id),
    charity_wallet_id: pot.charity_wallet_id,
  };
}

/**
 * The escrow wallet of the pot's charity, where every pay-in of a donation goes; created now (with
 * every missing charity wallet) when start-up could not, else 502.
 */
export async function charityWalletOf(
  deps: Pick<AppDeps, 'db' | 'payments' | 'logger'>,
  pot: Pick<DonatablePot, 'assoc_id' | 'charity_wallet_id'>,
): Promise<string> {
  if (pot.charity_wallet_id) return pot.charity_wallet_id;
  try {
    await ensureCharityWallets(deps.db.knex, deps.payments);
  } catch (err) {
    deps.logger.error({ err, charityId: pot.assoc_id }, 'charity wallet could not be created');
  }
  const row = await deps.db.knex<AssocsRow>('assocs').where({ id: pot.assoc_id }).first('mangopay_wallet_id');
  if (!row?.mangopay_wallet_id) throw providerUnavailable();
  return row.mangopay_wallet_id;
}

/**
 * The wallet a recorded donation's pay-in credits: the one recorded with it, the wallet of the charity
 * recorded with it. A donation recorded before its charity had a wallet gets it now (kept on the donation
 * while it has no pay-in), so the pay-in and the records never name different wallets.
 */
export async function walletOfDonation(
  deps: Pick<AppDeps, 'db' | 'payments' | 'logger'>,
  donation: { id: number; assoc_id: number; mangopay_wallet_id: string | null },
): Promise<string> {
  if (donation.mangopay_wallet_id) return donation.mangopay_wallet_id;
  const walletId = await charityWalletOf(deps, { assoc_id: Number(donation.assoc_id), charity_wallet_id: null });
  await attachDonationWallet(deps.db.knex, donation.id, walletId);
  return walletId;
}

/** Refusal of a creation-flow gift (`is_main`) by anyone but the pot's creator (invented French text). */
export const MAIN_DONATION_NOT_CREATOR_MESSAGE = 'Seul le créateur de la cagnotte peut faire le don qui accompagne sa création.';

/**
 * The creation-flow gift (`is_main: true`, pots spec §3) is the pot creator's own: the company's first
 * gift from its payment step. Anyone else sending it gets 403 `not_pot_owner` (the PWA shows that step
 * to the creator only).
 */
export function assertMainDonor(pot: Pick<DonatablePot, 'created_by_id'>, userId: number, isMain: boolean): void {
  if (isMain && pot.created_by_id !== userId) throw forbidden(MAIN_DONATION_NOT_CREATOR_MESSAGE, 'not_pot_owner');
}

/** A company whose legal representative is not complete (invented French text; the page is /login/representative). */
export const REPRESENTATIVE_INCOMPLETE_MESSAGE =
  'Complétez les informations du représentant légal de votre entreprise (dont sa date de naissance) avant de payer.';

/**
 * A company account needs its SIREN and legal form to pay (pots spec §4), and a complete legal
 * representative (accounts spec §2, the representative page): sign-up gives the representative's names
 * only, the page adds the birth date, e-mail and addresses; without a birth date it is 422
 * `representative_incomplete`.
 */
export function assertCompanyComplete(account: Account): void {
  if (account.user.role_id !== 2) return;
  const { enterprise, representative } = account;
  if (!enterprise?.siren?.trim() || !enterprise.legal_form?.trim()) {
    throw unprocessable([{ code: 'company_incomplete', detail: COMPANY_INCOMPLETE_MESSAGE }]);
  }
  if (!representative?.birth_date || !representative.firstname?.trim() || !representative.name?.trim() || !representative.email?.trim()) {
    throw unprocessable([{ code: 'representative_incomplete', detail: REPRESENTATIVE_INCOMPLETE_MESSAGE }]);
  }
}

/** The donor's validated payment account, created now if sign-up could not. */
export async function requirePaymentAccount(
  deps: AppDeps,
  userId: number,
): Promise<Account & { user: { mangopay_user_id: string; mangopay_wallet_id: string } }> {
  let account: Account | undefined;
  try {
    account = await ensurePaymentAccount(deps, userId);
  } catch {
    throw paymentAccountError();
  }
  const { mangopay_user_id, mangopay_wallet_id } = account.user;
  if (!mangopay_user_id || !mangopay_wallet_id) throw paymentAccountError();
  return account as Account & { user: { mangopay_user_id: string; mangopay_wallet_id: string } };
}

/**
 * The rules of a logged-in donor giving `totalCents` (gift and tip): company details, payment account,
 * the card when paying by card (`cardId`), identity documents. Answers the account with its provider ids,
 * the card, and what the identity check found (for its second count where the donation is inserted).
 * The card is read before the identity check: its fingerprint joins the quick gifts made with it to the
 * account's year (identity-threshold.ts).
 */
export async function assertLoggedInDonorMayPay(deps: AppDeps, userId: number, totalCents: number, cardId: string | null = null) {
  const account = await findAccount(deps.db.knex, userId);
  if (!account) throw notFound();
  assertCompanyComplete(account);
  const ready = await requirePaymentAccount(deps, userId);
  const card = cardId === null ? null : await cardOfPayer(deps, cardId, ready.user.mangopay_user_id);
  const fingerprint = card?.Fingerprint ? String(card.Fingerprint).slice(0, 64) : null;
  const identity = await assertIdentityDocumentsIfNeeded(deps, userId, totalCents, fingerprint);
  return { ...ready, card, identity };
}

/** The card, when it belongs to `providerUserId` and is active; 404 otherwise. */
export async function cardOfPayer(deps: Pick<AppDeps, 'payments'>, cardId: string, providerUserId: string): Promise<Card> {
  let card: Card;
  try {
    card = await deps.payments.getCard(cardId);
  } catch (err) {
    if (err instanceof PaymentProviderError && err.status !== undefined && err.status < 500) throw cardNotFoundError();
    throw providerUnavailable();
  }
  if (card.UserId !== providerUserId) throw cardNotFoundError();
  if (card.Active === false)
    throw unprocessable([{ code: 'card_inactive', detail: 'Cette carte n’est plus utilisable, merci d’en enregistrer une autre.' }]);
  return card;
}
