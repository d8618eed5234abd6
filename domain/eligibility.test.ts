import { describe, expect, it } from 'vitest';
import { addressLineSchema, countrySchema } from './address';
import { companyDetailsSchema } from './profiles';
import { donationClosedError, paymentAccountError, potCreationError } from './eligibility';
import { errorsOf, firstMessage, repeat } from './test-support';

describe('creating a pot', () => {
  it.each([
    ['private', 0, null],
    ['enterprise', 1, null],
    ['private', 1, 'Votre type de compte ne vous permet pas de créer ce type de cagnotte'],
    ['enterprise', 0, 'Votre type de compte ne vous permet pas de créer ce type de cagnotte'],
    [undefined, 0, 'Votre type de compte ne vous permet pas de créer ce type de cagnotte'],
  ])('%s creating type %i -> %s', (role, potType, message) => {
    expect(potCreationError(role, potType)).toBe(message);
  });
});

describe('giving to a pot', () => {
  const pot = { closing_date: '2026-06-20T21:59:59.999Z', closed: false };
  it.each([
    ['2026-06-20T21:59:59.999Z', false, null],
    ['2026-06-20T22:00:00.000Z', false, 'La cagnotte est déjà fermée'],
    ['2026-06-01T00:00:00.000Z', true, 'La cagnotte est déjà fermée'],
  ])('at %s (closed %s) -> %s', (now, closed, message) => {
    expect(donationClosedError({ ...pot, closed }, now)).toBe(message);
  });
});

describe('paying without a validated payment account', () => {
  it.each([
    [{ mangopay_user: true }, 'payment', null],
    [
      { mangopay_user: false },
      'payment',
      'Vous ne pouvez pas effectuer de paiement. Veuillez mettre à jour votre profil afin de valider votre compte Mangopay.',
    ],
    [{}, 'tips', 'Vous ne pouvez pas effectuer un paiement. Veuillez mettre à jour votre profil'],
    [null, 'sepa', 'Votre profil est incomplet, merci de le mettre à jour et vérifier que votre adresse est valide.'],
  ] as const)('%j on %s -> %s', (user, screen, message) => {
    expect(paymentAccountError(user, screen)).toBe(message);
  });
});

describe('country and length messages of addresses', () => {
  it.each([
    [countrySchema(), '  ', 'Votre pays est obligatoire'],
    [countrySchema(), 'fr', null],
    [addressLineSchema(), repeat('a', 255), null],
    [addressLineSchema(), repeat('a', 256), 'Ce champ est trop long'],
  ])('%#: %j -> %s', (schema, input, message) => {
    expect(firstMessage(schema, input)).toBe(message);
  });

  it('head office, residence and nationality countries have their own messages', () => {
    const address = { address_line_1: '1 rue A', post_code: '75001', city: 'Paris', country_iso: ' ' };
    const representative = {
      firstname: 'Paul',
      name: 'Martin',
      birth_date: '1970-02-01',
      email: 'paul@example.fr',
      nationality_iso: ' ',
      rep_address: address,
    };
    const input = {
      user: { user_adress: address },
      entreprise: { enterprise_name: 'Martin SARL', siren: '542051180', legal_form: 'SARL', representative },
    };
    expect(errorsOf(companyDetailsSchema({ today: '2026-06-15' }), input)).toEqual([
      { field: 'user.user_adress.country_iso', detail: 'Le pays du siège social est obligatoire' },
      { field: 'entreprise.representative.nationality_iso', detail: 'La nationalité du représentant légal est obligatoire' },
      { field: 'entreprise.representative.rep_address.country_iso', detail: 'Le pays de résidence du représentant légal est obligatoire' },
    ]);
  });
});
