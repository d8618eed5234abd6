/**
 * Test helpers for the donation paths, through the API as the PWA calls it (shared with the bank-side
 * and PWA work): a charity wallet for a pot, a donor signed in, card registration (the browser's post
 * to the tokenizer included), card and quick donations, the 3-D Secure page, and the sandbox's own
 * records (pay-ins, wallet balances).
 */
import { randomUUID } from 'node:crypto';
import type { TestContext } from '../../../../test/app';
import { bearer, buildUser, signInAs, type UserOverrides } from '../../../../test/factories';
import { insertPot, referenceIds } from '../../../pots/testing/pot-factories';
import { clickThrough, tokenize, type PageVisit } from '@entraide/mangopay-sandbox/testing';
import { deriveIdempotencyKey } from '../../idempotency-keys';

export const FRICTIONLESS_CARD = '4970107111111119';
export const CHALLENGE_CARD = '4970105181818183';
export const DECLINED_CARD = '4970100000000006';

/**
 * The `serial`-th card (0 to 999,999) of the emulator's series of frictionless test cards (497010999…,
 * Luhn-valid), each with a Fingerprint of its own: distinct cards, for tests and benchmarks whose donors
 * must not be one person by their card (the identity threshold counts a person's cards).
 */
export function seriesCardNumber(serial: number): string {
  const body = `497010999${String(serial % 1_000_000).padStart(6, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export const BROWSER_INFO = {
  language: 'fr-FR',
  user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  color_depth: 24,
  screen_height: 844,
  screen_width: 390,
  timezone_offset: -60,
};

export const newIdempotencyKey = () => `test-${randomUUID()}`;

/** Gives one charity its provider user and wallet (what start-up does for all) and answers the wallet id. */
export async function ensureCharityWallet(t: TestContext, charityId: number): Promise<string> {
  const row = await t.db.knex('assocs').where({ id: charityId }).first('name', 'mangopay_wallet_id');
  if (row.mangopay_wallet_id) return row.mangopay_wallet_id as string;
  // As the product does (charity-wallets.ts): an SCA legal OWNER; its wallet is usable before enrollment.
  const user = await t.deps.payments.createLegalUserSca(
    {
      UserCategory: 'OWNER',
      TermsAndConditionsAccepted: true,
      LegalPersonType: 'ORGANIZATION',
      Name: row.name,
      Email: `association-${charityId}@associations.entraide.example`,
      HeadquartersAddress: { AddressLine1: '1 place de la Solidarité', City: 'Paris', PostalCode: '75001', Country: 'FR' },
      LegalRepresentative: {
        FirstName: 'Camille',
        LastName: 'Martin',
        Email: `representant-${charityId}@associations.entraide.example`,
        Birthday: Date.UTC(1980, 0, 1) / 1000,
        Nationality: 'FR',
        CountryOfResidence: 'FR',
      },
    },
    deriveIdempotencyKey('test-charity', randomUUID()),
  );
  const wallet = await t.deps.payments.createWallet(
    { ownerId: user.Id, Currency: 'EUR', Description: 'Séquestre' },
    deriveIdempotencyKey('test-wallet', randomUUID()),
  );
  await t.db.knex('assocs').where({ id: charityId }).update({ mangopay_user_id: user.Id, mangopay_wallet_id: wallet.Id });
  return wallet.Id;
}

export interface PotSetup {
  potId: number;
  organiser: { id: number; email: string };
  walletId: string;
}

/** An open pot of a new organiser, for a charity with a wallet. */
export async function openPot(t: TestContext, spec: { closing_day?: string; name?: string } = {}): Promise<PotSetup> {
  const ids = await referenceIds(t.db.knex);
  const walletId = await ensureCharityWallet(t, ids.charity);
  const organiser = await buildUser(t.db.knex, { firstname: 'Olivia', name: 'Organisatrice' });
  const potId = await insertPot(t.db.knex, {
    created_by_id: organiser.id,
    event_type_id: ids.privateEvent,
    assoc_id: ids.charity,
    name: spec.name ?? 'Les 40 ans de Paul',
    ...(spec.closing_day ? { closing_day: spec.closing_day } : {}),
  });
  return { potId, organiser, walletId };
}

/** A signed-in donor: its id, e-mail and token. */
export async function signedInDonor(t: TestContext, overrides: UserOverrides = {}): Promise<{ id: number; email: string; token: string }> {
  const user = await buildUser(t.db.knex, overrides);
  return { id: user.id, email: user.email, token: await signInAs(t.db.knex, t.clock, user) };
}

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, any> });

/** The browser's part: post the card to the tokenizer of a registration answer. */
export async function tokenizeCard(
  t: TestContext,
  registration: { Id: string; CardRegistrationURL: string; PreregistrationData: string; AccessKey: string },
  cardNumber: string,
  expiry?: string,
): Promise<string> {
  const { text } = await tokenize(registration, { number: cardNumber, expiry }, t.clock.now());
  return text;
}

/** `POST /user/register_card`, the tokenizer, `PUT /user/register_card/{Id}`: the card id. `expiry` (MMYY) defaults to a year from the clock. */
export async function registerCard(t: TestContext, token: string, cardNumber = FRICTIONLESS_CARD, expiry?: string): Promise<string> {
  const started = await json(await t.request('/api/v1/user/register_card', { method: 'POST', headers: bearer(token) }));
  if (started.status !== 200) throw new Error(`register_card: ${started.status} ${JSON.stringify(started.body)}`);
  const data = await tokenizeCard(t, started.body as never, cardNumber, expiry);
  const finished = await json(
    await t.request(`/api/v1/user/register_card/${started.body.Id}`, {
      method: 'PUT',
      headers: bearer(token),
      json: { registration_data: data },
    }),
  );
  if (finished.status !== 200) throw new Error(`register_card/{Id}: ${finished.status} ${JSON.stringify(finished.body)}`);
  return finished.body.card_id as string;
}

export interface DonationRequest {
  token: string;
  potId: number;
  amount: number;
  tip?: number;
  cardId: string;
  idempotencyKey?: string | null;
  extra?: Record<string, unknown>;
}

/** The `charity_donation` body of a card donation. */
export function cardDonationBody(r: Pick<DonationRequest, 'amount' | 'tip' | 'cardId' | 'extra'>) {
  return {
    charity_donation: {
      amount: r.amount,
      gift_entraide: r.tip ?? 0,
      gift_creator: 0,
      is_visible: true,
      is_anonymous: false,
      is_main: false,
      browser_info: BROWSER_INFO,
      payment_info: { PaymentType: 'CARD', card_id: r.cardId },
      ...r.extra,
    },
  };
}

/** `POST /cagnottes/{id}/donations` with a card. */
export async function postCardDonation(t: TestContext, r: DonationRequest) {
  const key = r.idempotencyKey === undefined ? newIdempotencyKey() : r.idempotencyKey;
  return json(
    await t.request(`/api/v1/cagnottes/${r.potId}/donations`, {
      method: 'POST',
      headers: { ...bearer(r.token), ...(key ? { 'Idempotency-Key': key } : {}) },
      json: cardDonationBody(r),
    }),
  );
}

/** Registers a card and gives with it: the API's answer and the card id. */
export async function donateByCard(t: TestContext, r: Omit<DonationRequest, 'cardId'> & { card?: string }) {
  const cardId = await registerCard(t, r.token, r.card ?? FRICTIONLESS_CARD);
  return { ...(await postCardDonation(t, { ...r, cardId })), cardId };
}

export const QUICK_DONOR = { firstname: 'Lucie', name: 'Bernard', email: 'lucie.bernard@exemple.fr', birth_date: '1992-05-17' };

/** The quick donor's card registration: the card id, its one-time secret and the provider ids. */
export async function quickRegisterCard(
  t: TestContext,
  identity = QUICK_DONOR,
  cardNumber = FRICTIONLESS_CARD,
  headers: Record<string, string> = {},
) {
  const started = await json(await t.request('/api/v1/user/quick_register_card', { method: 'POST', headers, json: { user: identity } }));
  if (started.status !== 200) throw new Error(`quick_register_card: ${started.status} ${JSON.stringify(started.body)}`);
  const data = await tokenizeCard(t, started.body as never, cardNumber);
  const finished = await json(
    await t.request(`/api/v1/user/quick_register_card/${started.body.Id}`, { method: 'PUT', headers, json: { registration_data: data } }),
  );
  if (finished.status !== 200) throw new Error(`quick_register_card/{Id}: ${finished.status} ${JSON.stringify(finished.body)}`);
  return {
    cardId: finished.body.card_id as string,
    quickToken: started.body.quick_token as string,
    userId: started.body.mangopay_user_id as string,
    walletId: started.body.mangopay_wallet_id as string,
  };
}

/** `POST /cagnottes/{id}/quick_donations`. */
export async function postQuickDonation(
  t: TestContext,
  r: {
    potId: number;
    amount: number;
    tip?: number;
    cardId: string;
    quickToken?: string | null;
    identity?: typeof QUICK_DONOR;
    idempotencyKey?: string | null;
    headers?: Record<string, string>;
    extra?: Record<string, unknown>;
  },
) {
  const key = r.idempotencyKey === undefined ? newIdempotencyKey() : r.idempotencyKey;
  const body = {
    quick_charity_donation: {
      ...(r.identity ?? QUICK_DONOR),
      amount: r.amount,
      gift_entraide: r.tip ?? 0,
      gift_creator: 0,
      is_visible: true,
      is_anonymous: false,
      browser_info: BROWSER_INFO,
      payment_info: { PaymentType: 'CARD', card_id: r.cardId },
      ...(r.quickToken ? { quick_token: r.quickToken } : {}),
      ...r.extra,
    },
  };
  return json(
    await t.request(`/api/v1/cagnottes/${r.potId}/quick_donations`, {
      method: 'POST',
      headers: { ...r.headers, ...(key ? { 'Idempotency-Key': key } : {}) },
      json: body,
    }),
  );
}

/** Drives the sandbox's 3-D Secure page: 'authenticate' or 'fail'; answers the transactionId it returns with. */
export async function passSecureMode(
  redirectUrl: string,
  outcome: 'authenticate' | 'fail',
): Promise<PageVisit & { transactionId: string | null }> {
  const visit = await clickThrough(redirectUrl, outcome);
  const location = visit.answer.location;
  return { ...visit, transactionId: location ? new URL(location).searchParams.get('transactionId') : null };
}

/** `POST /payments/return`, by its owner when given the session or the quick donation's secret. */
export async function paymentReturn(t: TestContext, transactionId: string, owner: { token?: string; quickToken?: string } = {}) {
  const json_ = { transactionId, ...(owner.quickToken ? { quick_token: owner.quickToken } : {}) };
  return json(await t.request('/api/v1/payments/return', { method: 'POST', headers: owner.token ? bearer(owner.token) : {}, json: json_ }));
}

/** The sandbox's card pay-ins (its own records). */
export function sandboxPayins(t: TestContext): Array<Record<string, any>> {
  return t.sandbox?.records('payins') ?? [];
}

/** The balance of a wallet in the sandbox's own records, in cents. */
export function sandboxWalletBalance(t: TestContext, walletId: string): number {
  const wallet = (t.sandbox?.records('wallets') ?? []).find((w) => w.Id === walletId) as { Balance: { Amount: number } } | undefined;
  return wallet?.Balance.Amount ?? 0;
}

/** A donation row. */
export function donationRow(t: TestContext, id: number) {
  return t.db.knex('donations').where({ id }).first();
}

/** A pot's stored totals. */
export function potTotals(t: TestContext, potId: number) {
  return t.db.knex('pots').where({ id: potId }).first('donations_total_amount', 'donations_count', 'donators_count');
}
