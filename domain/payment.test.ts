import { describe, expect, it } from 'vitest';
import { bicSchema, ibanLengthOf, ibanSchema, mandateFormSchema, monthlyMandateFormSchema, sepaFormSchema } from './bank';
import { cardCvcSchema, cardExpirySchema, cardFormSchema, cardNumberSchema, normalizeCardExpiry, sanitizeCardNumberInput } from './card';
import { quickIdentityInitialValues, quickIdentitySchema } from './quick-payment';
import { errorsOf, firstMessage, fullErrorsOf, parsed } from './test-support';

const TODAY = '2026-06-15';
const CARD = "Votre numéro de carte n'est pas valide";
const EXPIRY = "Votre date de validité n'est pas valide";
const CVC = "Votre crypto n'est pas valide";

describe('card number', () => {
  it.each([
    ['4970 1011 2233 4422', null], // Visa (provider test card)
    ['4111111111111111', null],
    ['5555 5555 5555 4444', null], // Mastercard
    ['4111111111111112', CARD], // Luhn fails
    ['378282246310005', CARD], // American Express: not CB_VISA_MASTERCARD
    ['4111-1111-1111-1111', CARD], // only digits and spaces
    ['411111111111', CARD], // too short
    ['', CARD],
    [undefined, CARD],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(cardNumberSchema, input)).toBe(message);
  });

  it('reports CREDIT_CARD_INVALID and outputs the digits', () => {
    expect(fullErrorsOf(cardNumberSchema, '4111111111111112')[0]?.code).toBe('CREDIT_CARD_INVALID');
    expect(parsed(cardNumberSchema, '4111 1111 1111 1111')).toBe('4111111111111111');
    expect(sanitizeCardNumberInput('4111-1111 abcd')).toBe('41111111 ');
  });
});

describe('card expiry MMYY, not expired on today', () => {
  const expiry = cardExpirySchema(TODAY);
  it.each([
    ['0626', null], // the current month is still valid
    ['0526', EXPIRY], // last month
    ['1226', null],
    ['0127', null],
    ['06/2026', null], // reformatted to 0626
    ['12/30', null],
    ['0645', null], // 19 years ahead
    ['0646', EXPIRY], // 20 years ahead
    ['1326', EXPIRY],
    ['0030', EXPIRY],
    ['062', EXPIRY],
    ['', EXPIRY],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(expiry, input)).toBe(message);
  });

  it('reformats MM/YYYY to MMYY and reports CREDIT_EXPIRY_INVALID', () => {
    expect(normalizeCardExpiry('04/2030')).toBe('0430');
    expect(parsed(expiry, '04/2030')).toBe('0430');
    expect(fullErrorsOf(expiry, '0526')[0]?.code).toBe('CREDIT_EXPIRY_INVALID');
  });
});

describe('card security code', () => {
  it.each([
    ['123', null],
    ['12', CVC],
    ['1234', CVC],
    ['12a', CVC],
    ['', CVC],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(cardCvcSchema, input)).toBe(message);
  });

  it('the card form names its fields like the provider', () => {
    expect(errorsOf(cardFormSchema(TODAY), { cardNumber: '4111111111111111', cardExpirationDate: '0526', cardCvx: '1' })).toEqual([
      { field: 'cardExpirationDate', detail: EXPIRY },
      { field: 'cardCvx', detail: CVC },
    ]);
  });
});

describe('IBAN', () => {
  it.each([
    ['FR1420041010050500013M02606', null, null],
    ['fr14 2004 1010 0505 0001 3m02 606', null, null],
    ['FR76-3000-6000-0112-3456-7890-189', null, null],
    ['DE89370400440532013000', null, null],
    ['GB82WEST12345698765432', null, null],
    ['FR142004101005050001M02606', 'Votre IBAN est invalide', 'IBAN_LENGTH_INVALID'], // 26 characters
    ['FR1420041010050500013M026061', 'Votre IBAN est invalide', 'IBAN_LENGTH_INVALID'], // 28
    ['XX1420041010050500013M02606', 'Votre IBAN est invalide', 'IBAN_LENGTH_INVALID'], // unknown country
    ['FR1520041010050500013M02606', 'Votre IBAN est invalide', 'IBAN_INVALID'], // mod 97 fails
    ['DE88370400440532013000', 'Votre IBAN est invalide', 'IBAN_INVALID'],
    ['', 'Votre IBAN est obligatoire', 'invalid'],
    [' - ', 'Votre IBAN est obligatoire', 'invalid'],
    [undefined, 'Votre IBAN est obligatoire', 'invalid_type'],
  ])('%j -> %s (%s)', (input, message, code) => {
    const errors = fullErrorsOf(ibanSchema, input);
    expect(errors[0]?.detail ?? null).toBe(message);
    expect(errors[0]?.code ?? null).toBe(code);
  });

  it('normalizes and knows the country lengths', () => {
    expect(parsed(ibanSchema, 'fr14 2004 1010 0505 0001 3m02 606')).toBe('FR1420041010050500013M02606');
    expect([ibanLengthOf('FR'), ibanLengthOf('DE'), ibanLengthOf('GB'), ibanLengthOf('XX')]).toEqual([27, 22, 22, undefined]);
  });
});

describe('BIC', () => {
  it.each([
    ['BNPAFRPPXXX', null],
    ['bnpa fr pp', null],
    ['DEUTDEFF500', null],
    ['BNPA', 'Votre BIC est invalide'],
    ['BNPAXXPP', 'Votre BIC est invalide'],
    ['', 'Votre BIC est obligatoire'],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(bicSchema, input)).toBe(message);
  });

  it('reports BIC_INVALID', () => {
    expect(fullErrorsOf(bicSchema, 'BNPA')[0]?.code).toBe('BIC_INVALID');
  });
});

describe('mandate forms', () => {
  const complete = {
    iban: 'FR1420041010050500013M02606',
    bic: 'BNPAFRPP',
    bank_account_holder: 'Camille Durand',
    bank_account_address_line_1: '12 rue de la Paix',
    bank_account_postal_code: '75002',
    bank_account_city: 'Paris',
  };

  it('every field is required with the generic message', () => {
    expect(errorsOf(mandateFormSchema, {})).toEqual([
      { field: 'iban', detail: 'Votre IBAN est obligatoire' },
      { field: 'bic', detail: 'Votre BIC est obligatoire' },
      { field: 'bank_account_holder', detail: 'Ce champ est obligatoire' },
      { field: 'bank_account_address_line_1', detail: 'Ce champ est obligatoire' },
      { field: 'bank_account_postal_code', detail: 'Ce champ est obligatoire' },
      { field: 'bank_account_city', detail: 'Ce champ est obligatoire' },
    ]);
    expect(parsed(mandateFormSchema, complete).bank_account_country_iso).toBe('FR');
  });

  it.each([
    [undefined, null, 1], // default day 1
    ['', 'La date de prélèvement est obligatoire', null],
    [1, null, 1],
    ['31', null, 31],
    [0, 'Le jour de prélèvement doit être compris entre 1 et 31', null],
    [32, 'Le jour de prélèvement doit être compris entre 1 et 31', null],
    ['5,5', 'Le jour de prélèvement doit être compris entre 1 et 31', null],
  ])('monthly debit_day %j -> %s', (day, message, value) => {
    const input = day === undefined ? complete : { ...complete, debit_day: day };
    expect(firstMessage(monthlyMandateFormSchema, input)).toBe(message);
    if (value !== null) expect(parsed(monthlyMandateFormSchema, input).debit_day).toBe(value);
  });

  it('SEPA form requires its reference', () => {
    expect(errorsOf(sepaFormSchema, { iban: complete.iban, bic: complete.bic, ref: '' })).toEqual([
      { field: 'ref', detail: 'Ce champ est obligatoire' },
    ]);
  });
});

describe('quick-payment identity', () => {
  const schema = quickIdentitySchema({ today: TODAY, format: 'form' });

  it('one message per field', () => {
    expect(errorsOf(schema, { firstname: '', name: '1', email: '', birth_date: '' })).toEqual([
      { field: 'firstname', detail: "Votre prénom n'est pas valide" },
      { field: 'name', detail: "Votre nom n'est pas valide" },
      { field: 'email', detail: "Votre e-mail n'est pas valide" },
      { field: 'birth_date', detail: "Votre date de naissance n'est pas valide" },
    ]);
  });

  it('the initial birth date is accepted and the next day is not', () => {
    const initial = quickIdentityInitialValues(TODAY);
    const person = { ...initial, firstname: 'Léa', name: 'Roux', email: 'lea@example.fr' };
    expect(errorsOf(schema, person)).toEqual([]);
    expect(errorsOf(schema, { ...person, birth_date: '15-06-2008' })).toEqual([
      { field: 'birth_date', detail: "Vous n'avez pas l'âge requis pour utiliser l'application" },
    ]);
  });
});
