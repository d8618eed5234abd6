import { describe, expect, it } from 'vitest';
import { isValidSiren, LEGAL_FORMS, legalFormSchema, luhnValid, sirenSchema } from './company';
import {
  companyAccountSchema,
  companyCanPay,
  companyDetailsSchema,
  privateProfileSchema,
  representativeCompletionSchema,
} from './profiles';
import { errorsOf, firstMessage, fullErrorsOf, parsed } from './test-support';

const TODAY = '2026-06-15';

describe('SIREN: 9 digits and Luhn', () => {
  it.each([
    ['542051180', null],
    ['732 829 320', null],
    ['443061841', null],
    ['542051181', "Le numéro SIREN n'est pas valide"], // Luhn fails
    ['123456789', "Le numéro SIREN n'est pas valide"],
    ['54205118', "Le numéro SIREN n'est pas valide"], // 8 digits
    ['5420511800', "Le numéro SIREN n'est pas valide"], // 10 digits
    ['54205118A', "Le numéro SIREN n'est pas valide"],
    ['', 'Le numéro SIREN est obligatoire'],
    [undefined, 'Le numéro SIREN est obligatoire'],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(sirenSchema, input)).toBe(message);
  });

  it('reports the code SIREN_INVALID and outputs the digits only', () => {
    expect(fullErrorsOf(sirenSchema, '542051181')[0]?.code).toBe('SIREN_INVALID');
    expect(parsed(sirenSchema, ' 542 051 180 ')).toBe('542051180');
    expect(isValidSiren('542 051 180')).toBe(true);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });
});

describe('legal forms', () => {
  it('are the ten of docs/api-contract.md', () => {
    expect(LEGAL_FORMS).toEqual(['SA', 'SAS', 'SASU', 'SARL', 'EURL', 'SNC', 'SCOP', 'Association', 'Fondation', 'Autre']);
  });

  it.each([
    ['SARL', null],
    ['Association', null],
    ['', 'La forme juridique est obligatoire'],
    [undefined, 'La forme juridique est obligatoire'],
    ['sarl', "La forme juridique n'est pas valide"],
    ['GIE', "La forme juridique n'est pas valide"],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(legalFormSchema, input)).toBe(message);
  });
});

const address = { address_line_1: '5 avenue Foch', post_code: '69006', city: 'Lyon', country_iso: 'FR' };
const representative = {
  firstname: 'Paul',
  name: 'Martin',
  birth_date: '01-02-1970',
  email: 'paul@example.fr',
  rep_address: address,
};

describe('company details (profile and creation flow)', () => {
  const payload = {
    user: { user_adress: address },
    entreprise: { enterprise_name: 'Martin SARL', siren: '542051180', legal_form: 'SARL', representative },
  };

  it('the profile accepts it, fixes nationality to FR and does not need the landline', () => {
    const out = parsed(companyDetailsSchema({ today: TODAY, format: 'form' }), payload);
    expect(out.entreprise.representative.nationality_iso).toBe('FR');
    expect(out.entreprise.fix_phone).toBeUndefined();
  });

  it('the creation flow requires the landline', () => {
    expect(errorsOf(companyDetailsSchema({ today: TODAY, format: 'form', variant: 'creation' }), payload)).toEqual([
      { field: 'entreprise.fix_phone', detail: 'Le téléphone fixe est obligatoire' },
    ]);
  });

  it('uses the head-office and representative messages', () => {
    const broken = {
      user: { user_adress: { country_iso: 'FR' } },
      entreprise: {
        enterprise_name: '',
        siren: '542051180',
        legal_form: 'SARL',
        fix_phone: '01 23 45 67 89',
        representative: { rep_address: {} },
      },
    };
    expect(errorsOf(companyDetailsSchema({ today: TODAY, variant: 'creation' }), broken)).toEqual([
      { field: 'user.user_adress.address_line_1', detail: "L'adresse du siège social est obligatoire" },
      { field: 'user.user_adress.post_code', detail: 'Le code postal du siège social est obligatoire' },
      { field: 'user.user_adress.city', detail: 'La ville du siège social est obligatoire' },
      { field: 'entreprise.enterprise_name', detail: "Le nom de l'entreprise est obligatoire" },
      { field: 'entreprise.representative.firstname', detail: 'Le prénom du représentant légal est obligatoire' },
      { field: 'entreprise.representative.name', detail: 'Le nom du représentant légal est obligatoire' },
      { field: 'entreprise.representative.birth_date', detail: 'La date de naissance du représentant légal est obligatoire' },
      { field: 'entreprise.representative.email', detail: "L'e-mail du représentant légal est obligatoire" },
      { field: 'entreprise.representative.rep_address.address_line_1', detail: "L'adresse du représentant légal est obligatoire" },
      { field: 'entreprise.representative.rep_address.post_code', detail: 'Le code postal du représentant légal est obligatoire' },
      { field: 'entreprise.representative.rep_address.city', detail: 'La ville du représentant légal est obligatoire' },
    ]);
  });
});

describe('representative page', () => {
  const schema = representativeCompletionSchema({ today: TODAY, format: 'form' });
  const payload = { user: { user_adress: address }, entreprise: { enterprise_name: 'Martin SARL', representative } };

  it('accepts a complete page and refuses a representative under 18', () => {
    expect(errorsOf(schema, payload)).toEqual([]);
    const young = { ...payload, entreprise: { ...payload.entreprise, representative: { ...representative, birth_date: '16-06-2008' } } };
    expect(errorsOf(schema, young)).toEqual([
      { field: 'entreprise.representative.birth_date', detail: "Vous n'avez pas l'âge requis pour utiliser l'application" },
    ]);
  });

  it('requires the representative address and a valid nationality', () => {
    const { rep_address, ...noAddress } = representative;
    const input = { ...payload, entreprise: { ...payload.entreprise, representative: { ...noAddress, nationality_iso: 'Française' } } };
    expect(errorsOf(schema, input)).toEqual([
      { field: 'entreprise.representative.nationality_iso', detail: "Le pays n'est pas valide" },
      { field: 'entreprise.representative.rep_address', detail: "L'adresse du représentant légal est obligatoire" },
    ]);
  });
});

describe('private profile and company account form', () => {
  it('private profile: required fields, phone optional', () => {
    expect(errorsOf(privateProfileSchema({ today: TODAY }), { user_adress: address })).toEqual([
      { field: 'firstname', detail: 'Votre prénom est obligatoire' },
      { field: 'name', detail: 'Votre nom est obligatoire' },
      { field: 'gender', detail: 'Votre civilité est obligatoire' },
      { field: 'birth_date', detail: 'Votre date de naissance est obligatoire' },
    ]);
  });

  it('company account form', () => {
    expect(errorsOf(companyAccountSchema, { gender: 'male', firstname: 'Paul', name: 'Martin', mob_phone: '' })).toEqual([]);
  });

  it('a company pays only with a SIREN and a legal form', () => {
    expect(companyCanPay({ siren: '542051180', legal_form: 'SAS' })).toBe(true);
    expect(companyCanPay({ siren: '542051180', legal_form: null })).toBe(false);
    expect(companyCanPay(null)).toBe(false);
  });
});
