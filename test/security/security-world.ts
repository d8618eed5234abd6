/**
 * The world the security tests play in, built through the API as the PWA would (so the provider ids
 * are real sandbox ids): an owner (private account) with a pot, a card donation to someone else's pot,
 * a bank account, a mandate, a monthly subscription and an unfinished card registration; a company
 * account, a manager and another private account who owns nothing; one quick donor's card
 * registration. Personal markers of the owner (e-mail, phone, address, ids) let a test look for them
 * in what other callers receive.
 */
import { randomBytes } from 'node:crypto';
import type { TestContext } from '../app';
import { bearer, buildCompany, buildUser, signInAs } from '../factories';
import { ensurePaymentAccount } from '../../api/payments/payment-account.service';
import {
  BROWSER_INFO,
  cardDonationBody,
  donateByCard,
  FRICTIONLESS_CARD,
  newIdempotencyKey,
  openPot,
  QUICK_DONOR,
  quickRegisterCard,
  tokenizeCard,
} from '../../api/payments/donations/testing/donation-flows';
import { bankAccountBody } from '../../api/payments/subscriptions/testing/monthly-giving';
import { insertPot, potBody, referenceIds } from '../../api/pots/testing/pot-factories';
import { realImage } from '../../api/pots/testing/image-fixtures';
import { BANNER_FIELD } from '../../api/pots/pot-banner.service';
import { LOGO_FIELD } from '../../api/accounts/logo.service';
import { hashSecretToken } from '../../api/http/secret-tokens';
import type { Actor } from './route-matrix';
import type { PathValues } from './api-routes';

/** A multipart body with one JPEG file (FormData is serialized afresh by every fetch). */
function imageForm(field: string, bytes: Buffer): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'image.jpg');
  return form;
}

type Json = Record<string, any>;

export interface SecurityWorld {
  owner: { id: number; email: string };
  userIds: Record<Exclude<Actor, 'anonymous'>, number>;
  /** Path values a row can ask for (`on` in the matrix). */
  targets: Record<Target, PathValues>;
  /** Request bodies a row can ask for (`body` in the matrix). */
  bodies: Record<BodyName, unknown>;
  /** Strings only the owner (and the provider) know: none may reach another caller. */
  secrets: string[];
  /** A fresh token of an actor of the world (every request gets its own: logout revokes one). */
  tokenOf(actor: Actor): Promise<string | null>;
}

export type Target =
  | 'none'
  | 'ownerPot'
  | 'potToClose'
  | 'othersPot'
  | 'charity'
  | 'charity2'
  | 'charitySlug'
  | 'category'
  | 'eventType'
  | 'subscription'
  | 'bankAccount'
  | 'mandate'
  | 'cardRegistration'
  | 'quickCardRegistration'
  | 'donation'
  | 'charityMedia'
  | 'charityMediaId'
  | 'ownerSession'
  | 'unknown';
export type BodyName =
  | 'empty'
  | 'potEdit'
  | 'subscriptionEdit'
  | 'mandateNew'
  | 'registrationData'
  | 'bannerUpload'
  | 'logoUpload'
  | 'ownerCardDonation'
  | 'ownerMandateSubscription'
  | 'companyPotShare'
  | 'quickCardOfAnother';

const call = async (
  t: TestContext,
  token: string | null,
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
) => {
  const res = await t.request(`/api/v1${path}`, {
    method: init.method ?? 'POST',
    headers: { ...(token ? bearer(token) : {}), ...init.headers },
    ...(init.json !== undefined ? { json: init.json } : {}),
  });
  const body = (await res.json().catch(() => null)) as Json;
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
};

export async function buildSecurityWorld(t: TestContext): Promise<SecurityWorld> {
  const knex = t.db.knex;
  const mark = randomBytes(4).toString('hex');
  const ids = await referenceIds(knex);
  const owner = await buildUser(knex, {
    email: `proprietaire.${mark}@exemple.fr`,
    name: `Proprio${mark}`,
    mob_phone: `06 ${mark.slice(0, 2)} 11 22 33`,
    address_line_1: `7 impasse Secrète ${mark}`,
  });
  await ensurePaymentAccount(t.deps, owner.id);
  const ownerToken = await signInAs(knex, t.clock, owner);
  // A session of the owner's that no request of the world uses: only the owner may end it.
  const ownerSession = await knex('auth_tokens')
    .where({ token_hash: hashSecretToken(await signInAs(knex, t.clock, owner)) })
    .first('id');
  const ownerPot = await insertPot(knex, {
    created_by_id: owner.id,
    event_type_id: ids.privateEvent,
    assoc_id: ids.charity,
    name: 'Le pot du propriétaire',
  });
  const potToClose = await insertPot(knex, {
    created_by_id: owner.id,
    event_type_id: ids.privateEvent,
    assoc_id: ids.charity,
    name: 'Le pot à fermer',
  });
  const others = await openPot(t);

  const donation = await donateByCard(t, { token: ownerToken, potId: others.potId, amount: 1500 });
  if (donation.status !== 201) throw new Error(`donation: ${donation.status} ${JSON.stringify(donation.body)}`);
  const registered = await call(t, ownerToken, '/user/bank_accounts/register', {
    json: { bank_account: bankAccountBody({ bank_account_holder: `Camille Proprio${mark}` }) },
  });
  const bankAccountId = String(registered.bank_account.Id);
  const mandate = await call(t, ownerToken, `/user/bank_accounts/${bankAccountId}/mandate/new`, {
    json: { return_url: `/participate/${others.potId}/confirmation` },
  });
  const subscription = await call(t, ownerToken, `/cagnottes/${others.potId}/subscriptions`, {
    headers: { 'Idempotency-Key': newIdempotencyKey() },
    json: {
      charity_subscription: {
        amount: 2000,
        gift_entraide: 0,
        is_visible: true,
        is_anonymous: false,
        debit_day: 5,
        recurrence: 1,
        payment_info: { PaymentType: 'MANDATE', mandateID: mandate.Id },
      },
    },
  });
  const cardRegistration = await call(t, ownerToken, '/user/register_card');
  // The browser's answer from the tokenizer for the owner's open registration: only the owner may finish it.
  const registrationData = await tokenizeCard(t, cardRegistration as never, FRICTIONLESS_CARD);
  const quick = await call(t, null, '/user/quick_register_card', {
    json: { user: { ...QUICK_DONOR, email: `rapide.${mark}@exemple.fr` } },
  });
  // Two quick donors' cards: the second one's secret is valid, but only for its own card.
  const quickVictim = { ...QUICK_DONOR, email: `victime.${mark}@exemple.fr` };
  const victimCard = await quickRegisterCard(t, quickVictim, FRICTIONLESS_CARD, { 'X-Forwarded-For': '10.77.0.1' });
  const attackerCard = await quickRegisterCard(t, { ...QUICK_DONOR, email: `tiers.${mark}@exemple.fr` }, FRICTIONLESS_CARD, {
    'X-Forwarded-For': '10.77.0.2',
  });

  const company = await buildCompany(knex);
  // The company's locked pot: only its creator may share it (spec: locked pots).
  const lockedPot = await insertPot(knex, {
    created_by_id: company.id,
    event_type_id: ids.companyEvent,
    assoc_id: ids.charity,
    name: 'Le pot réservé',
    pot_type: 1,
    is_locked: true,
  });
  const manager = await buildUser(knex, { firstname: 'Maëlle', name: 'Gestion', role_id: 3 });
  const other = await buildUser(knex, { firstname: 'Octave', name: 'Autre' });
  const userIds = { private: owner.id, company: company.id, manager: manager.id, other: other.id };

  const image = await realImage(1400, 500);
  const category = await knex('assoc_categories').orderBy('id').first('id');
  const charity = await knex('assocs').where({ id: ids.charity }).first('url');
  return {
    owner: { id: owner.id, email: owner.email },
    userIds,
    targets: {
      none: '',
      ownerPot,
      potToClose,
      othersPot: others.potId,
      charity: ids.charity,
      charity2: ids.charity2,
      charitySlug: charity?.url ?? 'inconnue',
      category: category?.id ?? 1,
      eventType: ids.privateEvent,
      subscription: Number(subscription.id),
      bankAccount: bankAccountId,
      mandate: String(mandate.Id),
      cardRegistration: String(cardRegistration.Id),
      quickCardRegistration: String(quick.Id),
      donation: Number(donation.body.id),
      charityMedia: { id: ids.charity2, media: 'logo' },
      charityMediaId: { id: ids.charity2, media: 987654321 },
      ownerSession: Number(ownerSession.id),
      unknown: 987654321,
    },
    bodies: {
      empty: {},
      potEdit: { charity_pot: potBody({ event: ids.privateEvent, charity: ids.charity }, { name: 'Nom changé par un tiers' }) },
      subscriptionEdit: { charity_subscription: { id: Number(subscription.id), debit_day: 15 } },
      registrationData: { registration_data: registrationData },
      // Bodies the owner could send with success: only ownership refuses them to the others.
      ownerCardDonation: cardDonationBody({ amount: 1200, cardId: donation.cardId }),
      ownerMandateSubscription: {
        charity_subscription: {
          amount: 1500,
          gift_entraide: 0,
          is_visible: true,
          is_anonymous: false,
          debit_day: 9,
          recurrence: 1,
          payment_info: { PaymentType: 'MANDATE', mandateID: mandate.Id },
        },
      },
      // The victim's e-mail and card with a secret its holder could pay with on their own card: only the
      // card's binding to its registration refuses it.
      quickCardOfAnother: {
        quick_charity_donation: {
          ...quickVictim,
          amount: 4500,
          gift_entraide: 0,
          gift_creator: 0,
          is_visible: true,
          is_anonymous: false,
          browser_info: BROWSER_INFO,
          payment_info: { PaymentType: 'CARD', card_id: victimCard.cardId },
          quick_token: attackerCard.quickToken,
        },
      },
      companyPotShare: { pot_id: lockedPot, emails: ['invite.matrice@exemple.fr'] },
      bannerUpload: imageForm(BANNER_FIELD, image),
      logoUpload: imageForm(LOGO_FIELD, image),
      mandateNew: { return_url: `/participate/${others.potId}/confirmation` },
    },
    secrets: [
      owner.email,
      `Proprio${mark}`,
      `06 ${mark.slice(0, 2)} 11 22 33`,
      `Secrète ${mark}`,
      bankAccountId,
      String(mandate.Id),
      String(cardRegistration.Id),
      String(cardRegistration.AccessKey),
      donation.cardId,
    ],
    async tokenOf(actor) {
      if (actor === 'anonymous') return null;
      return signInAs(knex, t.clock, { id: userIds[actor] });
    },
  };
}

/** Tables whose rows a request may legitimately touch whoever calls (sessions slide, counters count). */
export const VOLATILE_TABLES = new Set([
  'auth_tokens',
  'sessions',
  'throttle_counters',
  'idempotency_keys',
  'knex_migrations',
  'knex_migrations_lock',
  'page_views',
]);

/** An md5 of every row of every table but the volatile ones: equal before and after means nothing changed. */
export async function databaseChecksum(t: TestContext): Promise<Record<string, string>> {
  const tables = (await t.db.knex('pg_tables').where({ schemaname: 'public' }).pluck('tablename')) as string[];
  const sums: Record<string, string> = {};
  for (const table of tables.sort()) {
    if (VOLATILE_TABLES.has(table)) continue;
    const result = await t.db.knex.raw(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS sum FROM "${table}" x`,
    );
    const row = result.rows[0] as { n: number; sum: string };
    sums[table] = `${row.n}:${row.sum}`;
  }
  return sums;
}

/** An md5 of the owner's own rows (profile, pots, donations, subscriptions, mandates, bank accounts). */
export async function ownerChecksum(t: TestContext, ownerId: number): Promise<Record<string, string>> {
  const knex = t.db.knex;
  const queries: Record<string, string> = {
    users: `SELECT x.* FROM users x WHERE x.id = ?`,
    pots: `SELECT x.* FROM pots x WHERE x.created_by_id = ?`,
    donations: `SELECT x.* FROM donations x WHERE x.user_id = ?`,
    subscriptions: `SELECT x.* FROM subscriptions x WHERE x.user_id = ?`,
    mandates: `SELECT x.* FROM mandates x WHERE x.user_id = ?`,
    bank_accounts: `SELECT x.* FROM bank_accounts x WHERE x.user_id = ?`,
  };
  const sums: Record<string, string> = {};
  for (const [name, sql] of Object.entries(queries)) {
    const result = await knex.raw(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(q::text, '|' ORDER BY q::text), '')) AS sum FROM (${sql}) q`,
      [ownerId],
    );
    sums[name] = `${result.rows[0].n}:${result.rows[0].sum}`;
  }
  return sums;
}
