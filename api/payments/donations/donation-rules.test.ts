/** Each bad donation input of the spec answered with its French message, before any pay-in. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/app';
import { bearer, buildUser, signInAs } from '../../../test/factories';
import { PaymentProviderError } from '../errors';
import { insertPot, referenceIds } from '../../pots/testing/pot-factories';
import { COMPANY_INCOMPLETE_MESSAGE } from './donation-rules';
import {
  cardDonationBody,
  ensureCharityWallet,
  openPot,
  postCardDonation,
  registerCard,
  sandboxPayins,
  signedInDonor,
  type PotSetup,
} from './testing/donation-flows';

let t: TestContext;
let pot: PotSetup;
let donor: { id: number; token: string };
let cardId: string;

beforeAll(async () => {
  t = await startTestApp();
  pot = await openPot(t);
  donor = await signedInDonor(t);
  cardId = await registerCard(t, donor.token);
});
afterAll(() => t.close());

const give = (potId: number, body: unknown, token = donor.token) =>
  t.request(`/api/v1/cagnottes/${potId}/donations`, { method: 'POST', headers: bearer(token), json: body });
const errorsOf = async (response: Response) => ({
  status: response.status,
  errors: ((await response.json()) as { errors: Array<Record<string, string>> }).errors,
});

describe('donation rules', () => {
  it.each([
    [{ amount: undefined }, 'Merci de saisir le montant de votre don'],
    [{ amount: 0 }, 'Merci de saisir le montant de votre don'],
    [{ amount: 99 }, 'La contribution minimum est de 1,00 €'],
    [{ amount: 10_000_001 }, "Le montant maximum d'un don est de 100 000,00 €"],
    [{ amount: Number.MAX_SAFE_INTEGER }, "Le montant maximum d'un don est de 100 000,00 €"],
  ])('amount %o: %s', async (override, detail) => {
    const body = cardDonationBody({ amount: 100, cardId });
    const { status, errors } = await errorsOf(await give(pot.potId, { charity_donation: { ...body.charity_donation, ...override } }));
    expect(status).toBe(422);
    expect(errors).toContainEqual(expect.objectContaining({ field: 'amount', detail }));
  });

  it('refuses a tip above the maximum of a gift', async () => {
    const { status, errors } = await errorsOf(await give(pot.potId, cardDonationBody({ amount: 1000, tip: 10_000_001, cardId })));
    expect(status).toBe(422);
    expect(errors[0]).toMatchObject({ field: 'gift_entraide', detail: "Le montant de votre soutien à Entraide n'est pas valide" });
  });

  it('refuses a negative tip', async () => {
    const { status, errors } = await errorsOf(await give(pot.potId, cardDonationBody({ amount: 1000, tip: -5, cardId })));
    expect(status).toBe(422);
    expect(errors[0]?.field).toBe('gift_entraide');
  });

  it('refuses a closed pot', async () => {
    const ids = await referenceIds(t.db.knex);
    const closed = await insertPot(t.db.knex, {
      created_by_id: donor.id,
      event_type_id: ids.privateEvent,
      assoc_id: ids.charity,
      closing_day: '2026-11-01',
    });
    const { status, errors } = await errorsOf(await give(closed, cardDonationBody({ amount: 1000, cardId })));
    expect(status).toBe(422);
    expect(errors[0]?.detail).toBe('La cagnotte est déjà fermée');
  });

  it('answers 404 for a missing pot', async () => {
    expect((await give(999999, cardDonationBody({ amount: 1000, cardId }))).status).toBe(404);
  });

  it('refuses a company account without its SIREN and legal form', async () => {
    const company = await buildUser(t.db.knex, { role_id: 2 });
    const token = await signInAs(t.db.knex, t.clock, company);
    const { status, errors } = await errorsOf(await give(pot.potId, cardDonationBody({ amount: 1000, cardId }), token));
    expect(status).toBe(422);
    expect(errors[0]).toMatchObject({ code: 'company_incomplete', detail: COMPANY_INCOMPLETE_MESSAGE });
  });

  it('creates the payment account when sign-up could not, or gives the spec message', async () => {
    const later = await signedInDonor(t);
    expect(await t.db.knex('users').where({ id: later.id }).first('mangopay_user_id')).toEqual({ mangopay_user_id: null });
    await registerCard(t, later.token);
    expect((await t.db.knex('users').where({ id: later.id }).first('mangopay_wallet_id')).mangopay_wallet_id).toEqual(expect.any(String));

    const broken = await signedInDonor(t);
    const gateway = t.deps.payments as unknown as Record<string, unknown>;
    const original = gateway.createNaturalUserSca;
    gateway.createNaturalUserSca = async () => {
      throw new PaymentProviderError('network', 'unreachable', { operation: 'createNaturalUserSca' });
    };
    const response = await t.request('/api/v1/user/register_card', { method: 'POST', headers: bearer(broken.token) });
    gateway.createNaturalUserSca = original;
    const { status, errors } = await errorsOf(response);
    expect(status).toBe(422);
    expect(errors[0]?.detail).toBe(
      'Vous ne pouvez pas effectuer de paiement. Veuillez mettre à jour votre profil afin de valider votre compte Mangopay.',
    );
  });

  it('made no pay-in for any refused request', async () => {
    await ensureCharityWallet(t, pot.potId > 0 ? (await referenceIds(t.db.knex)).charity : 0);
    expect(sandboxPayins(t)).toHaveLength(0);
    expect((await postCardDonation(t, { token: donor.token, potId: pot.potId, amount: 100, cardId })).status).toBe(201);
    expect(sandboxPayins(t)).toHaveLength(1);
  });
});
