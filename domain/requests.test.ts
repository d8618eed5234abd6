import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bankwireRequestSchema, donationRequestSchema, quickDonationRequestSchema, subscriptionRequestSchema } from './donation-requests';
import { idempotencyKeySchema, idSchema, pagingSchema, participantsPagingSchema, subscriptionUpdateSchema } from './requests';
import { toFieldErrors } from './schema-helpers';
import { errorsOf, firstMessage, parsed, repeat } from './test-support';

const KEY = "La clé d'idempotence doit contenir entre 16 et 64 caractères";

describe('Idempotency-Key: 16 to 64 characters', () => {
  it.each([
    [repeat('k', 15), KEY],
    [repeat('k', 16), null],
    [repeat('k', 64), null],
    [repeat('k', 65), KEY],
    ['1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', null],
    [`${repeat('k', 16)} x`, KEY],
    [undefined, KEY],
  ])('%j -> %s', (key, message) => {
    expect(firstMessage(idempotencyKeySchema, key)).toBe(message);
  });
});

describe('ids and paging', () => {
  it.each([
    ['12', 12],
    [7, 7],
  ])('id %j -> %i', (input, id) => {
    expect(parsed(idSchema, input)).toBe(id);
  });

  it.each([0, -1, '1.5', 'abc', 2_147_483_648])('id %j is refused', (input) => {
    expect(firstMessage(idSchema, input)).toBe("L'identifiant n'est pas valide");
  });

  it('participants start at offset 1, 50 per page', () => {
    expect(parsed(participantsPagingSchema, {})).toEqual({ offset: 1, limit: 50 });
    expect(parsed(participantsPagingSchema, { offset: '51', limit: '50' })).toEqual({ offset: 51, limit: 50 });
    expect(errorsOf(participantsPagingSchema, { offset: '0' })).toEqual([
      { field: 'offset', detail: 'Les paramètres de pagination ne sont pas valides' },
    ]);
    expect(errorsOf(pagingSchema(), { limit: 101 })).toEqual([
      { field: 'limit', detail: 'Les paramètres de pagination ne sont pas valides' },
    ]);
  });

  it('subscription update: 3 stops, 1 resumes, or a debit day', () => {
    expect(parsed(subscriptionUpdateSchema, { id: 4, status: 3 })).toEqual({ id: 4, status: 3 });
    expect(parsed(subscriptionUpdateSchema, { id: 4, debit_day: '15' })).toEqual({ id: 4, debit_day: 15 });
    expect(subscriptionUpdateSchema.safeParse({ id: 4, status: 2 }).success).toBe(false);
    expect(subscriptionUpdateSchema.safeParse({ id: 4, debit_day: 32 }).success).toBe(false);
  });
});

describe('donation bodies', () => {
  const card = { PaymentType: 'CARD', card_id: '123456' };

  it('a card donation: defaults for the tip and visibility', () => {
    expect(parsed(donationRequestSchema, { amount: 2000, payment_info: card })).toMatchObject({
      amount: 2000,
      gift_entraide: 0,
      gift_creator: 0,
      is_visible: true,
      is_anonymous: false,
      is_main: false,
    });
  });

  it('reports the amount and tip rules on their fields', () => {
    expect(errorsOf(donationRequestSchema, { amount: 99, gift_entraide: -5, payment_info: card })).toEqual([
      { field: 'amount', detail: 'La contribution minimum est de 1,00 €' },
      { field: 'gift_entraide', detail: "Le montant de votre soutien à Entraide n'est pas valide" },
    ]);
  });

  it('a quick donation carries the donor identity (API dates)', () => {
    const quick = quickDonationRequestSchema({ today: '2026-06-15' });
    const body = {
      firstname: 'Léa',
      name: 'Roux',
      email: 'lea@example.fr',
      birth_date: '1990-01-01',
      amount: 1000,
      payment_info: card,
      quick_token: 'x'.repeat(43),
    };
    expect(errorsOf(quick, body)).toEqual([]);
    const { quick_token: _token, ...withoutSecret } = body;
    expect(errorsOf(quick, withoutSecret)).toEqual([
      { field: 'quick_token', detail: 'Votre carte doit être enregistrée pour ce don : saisissez-la à nouveau' },
    ]);
    expect(errorsOf(quick, { ...body, birth_date: '2008-06-15' })).toEqual([
      { field: 'birth_date', detail: "Vous n'avez pas l'âge requis pour utiliser l'application" },
    ]);
  });

  it('a subscription needs a mandate and a debit day', () => {
    const body = { amount: 1500, debit_day: 5, payment_info: { PaymentType: 'MANDATE', mandateID: 'm1' } };
    expect(parsed(subscriptionRequestSchema, body)).toMatchObject({ recurrence: 1, debit_day: 5 });
    expect(subscriptionRequestSchema.safeParse({ ...body, payment_info: card }).success).toBe(false);
  });

  it('a bank wire is an amount and a tip', () => {
    expect(parsed(bankwireRequestSchema, { id: 3, amount: 10000, gift_entraide: 500 })).toEqual({
      id: 3,
      amount: 10000,
      gift_entraide: 500,
    });
  });
});

describe('toFieldErrors', () => {
  it('joins paths with dots, keeps params.code, maps custom to invalid', () => {
    const schema = z.object({
      a: z.object({ b: z.string().min(2, 'trop court') }),
      c: z.string().refine(() => false, { error: 'non', params: { code: 'MY_CODE' } }),
      d: z.string().refine(() => false, { error: 'non' }),
    });
    const result = schema.safeParse({ a: { b: 'x' }, c: '', d: '' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toFieldErrors(result.error)).toEqual([
        { code: 'too_small', detail: 'trop court', field: 'a.b' },
        { code: 'MY_CODE', detail: 'non', field: 'c' },
        { code: 'invalid', detail: 'non', field: 'd' },
      ]);
    }
  });
});
