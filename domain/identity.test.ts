import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  firstnameSchema,
  genderSchema,
  lastnameSchema,
  newsletterEmailSchema,
  normalizeEmail,
  phoneSchema,
  quickFirstnameSchema,
  quickLastnameSchema,
  repFirstnameSchema,
  repLastnameSchema,
} from './identity';
import { firstMessage, parsed, repeat } from './test-support';

const FIRST_REQ = 'Votre prénom est obligatoire';
const FIRST_BAD = "Votre prénom n'est pas valide";
const NAME_REQ = 'Votre nom est obligatoire';
const NAME_BAD = "Votre nom n'est pas valide";

describe('first name (accounts §5: required, no leading hyphen or space, letters and spaces, min 2)', () => {
  it.each([
    ['Jo', null],
    ['Éloïse', null],
    ['Jean-Pierre', null],
    ['Marie Claire', null],
    ["N'Diaye", null],
    ['Œdipe', null],
    [repeat('a', 100), null],
    [repeat('a', 101), FIRST_BAD],
    ['J', FIRST_BAD],
    ['', FIRST_REQ],
    [undefined, FIRST_REQ],
    [null, FIRST_REQ],
    ['-Jean', FIRST_BAD],
    [' Jean', FIRST_BAD],
    ['Jean2', FIRST_BAD],
    ['Jean_Luc', FIRST_BAD],
    ['Jean@', FIRST_BAD],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(firstnameSchema, input)).toBe(message);
  });
});

describe('name fields of each context carry their own messages', () => {
  it.each([
    [lastnameSchema, '', NAME_REQ],
    [lastnameSchema, 'D', NAME_BAD],
    [lastnameSchema, 'Du', null],
    [repFirstnameSchema, '', 'Le prénom du représentant légal est obligatoire'],
    [repFirstnameSchema, '-A', "Le prénom du représentant légal n'est pas valide"],
    [repLastnameSchema, undefined, 'Le nom du représentant légal est obligatoire'],
    [repLastnameSchema, 'X', "Le nom du représentant légal n'est pas valide"],
    [quickFirstnameSchema, '', FIRST_BAD],
    [quickFirstnameSchema, 'A1', FIRST_BAD],
    [quickLastnameSchema, '', NAME_BAD],
    [quickLastnameSchema, 'Martin', null],
  ] as const)('%#: %j -> %s', (schema, input, message) => {
    expect(firstMessage(schema, input)).toBe(message);
  });
});

describe('gender', () => {
  it.each([
    ['male', null],
    ['female', null],
    ['', 'Votre civilité est obligatoire'],
    [undefined, 'Votre civilité est obligatoire'],
    ['other', 'Votre civilité est obligatoire'],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(genderSchema(), input)).toBe(message);
  });
});

describe('e-mail wording per screen', () => {
  it.each([
    ['signIn', '', 'Votre adresse e-mail est obligatoire'],
    ['signIn', 'jean@', 'Votre adresse e-mail est invalide'],
    ['creation', undefined, 'Votre e-mail est obligatoire'],
    ['creation', 'jean.example.fr', "Votre e-mail n'est pas valide"],
    ['representative', 'rep@', "L'e-mail n'est pas valide"],
    ['representative', '', "L'e-mail du représentant légal est obligatoire"],
    ['quickPayment', '', "Votre e-mail n'est pas valide"],
    ['quickPayment', 'a b@x.fr', "Votre e-mail n'est pas valide"],
    ['signIn', 'jean.dupont+dons@example.fr', null],
    ['creation', `${repeat('a', 244)}@example.fr`, "Votre e-mail n'est pas valide"],
  ] as const)('%s %j -> %s', (variant, input, message) => {
    expect(firstMessage(emailSchema(variant), input)).toBe(message);
  });

  it('trims the address; normalizeEmail also lower-cases it', () => {
    expect(parsed(emailSchema(), '  Jean@Example.fr ')).toBe('Jean@Example.fr');
    expect(normalizeEmail('  Jean@Example.FR ')).toBe('jean@example.fr');
  });

  it('the 254-character address is the longest accepted', () => {
    expect(firstMessage(emailSchema('creation'), `${repeat('a', 243)}@example.fr`)).toBeNull();
  });

  it('newsletter names the refused address', () => {
    expect(firstMessage(newsletterEmailSchema, 'pas-un-email')).toBe("L'e-mail pas-un-email n'est pas valide");
    expect(firstMessage(newsletterEmailSchema, '')).toBe('Votre e-mail est obligatoire');
    expect(firstMessage(newsletterEmailSchema, 'ami@example.fr')).toBeNull();
  });
});

describe('phone numbers', () => {
  it.each([
    ['06 12 34 56 78', null],
    ['+33 6 12 34 56 78', null],
    ['01.23.45.67.89', null],
    ['12345', "Le numéro de téléphone n'est pas valide"],
    ['0612abc', "Le numéro de téléphone n'est pas valide"],
    ['1234567890123456', "Le numéro de téléphone n'est pas valide"],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(phoneSchema(), input)).toBe(message);
  });

  it('an optional phone may be empty or absent; a required one may not', () => {
    expect(parsed(phoneSchema(), '')).toBeUndefined();
    expect(parsed(phoneSchema(), undefined)).toBeUndefined();
    expect(firstMessage(phoneSchema('Le téléphone fixe est obligatoire'), '')).toBe('Le téléphone fixe est obligatoire');
    expect(firstMessage(phoneSchema('Le téléphone fixe est obligatoire'), undefined)).toBe('Le téléphone fixe est obligatoire');
  });
});
