/**
 * Natural and legal users: the checks per category and the object as Mangopay returns it.
 * Request and response fields from https://docs.mangopay.com/api-reference/users/create-natural-user
 * and https://docs.mangopay.com/api-reference/users/create-legal-user (legacy, non-SCA endpoints, the
 * ones mangopay2-nodejs-sdk 1.62 `Users.create` calls): UserCategory PAYER or OWNER; an OWNER must
 * accept the terms and give the identity fields; owner-only fields are returned null for a PAYER.
 */
import type { Resource } from '../state';
import { BodyCheck, presentAddress } from '../validation';

export const USER_CATEGORIES = ['PAYER', 'OWNER'] as const;
export const LEGAL_PERSON_TYPES = ['BUSINESS', 'PARTNERSHIP', 'ORGANIZATION', 'SOLETRADER'] as const;

/** Fields the platform cannot set: they are kept from the stored user on update. */
const READ_ONLY = [
  'Id',
  'CreationDate',
  'PersonType',
  'KYCLevel',
  'UserStatus',
  'TermsAndConditionsAcceptedDate',
  'ProofOfIdentity',
  'ProofOfAddress',
  'ProofOfRegistration',
  'ShareholderDeclaration',
  'Statute',
  'LegalRepresentativeProofOfIdentity',
  'Capacity',
];

export function withoutReadOnly(body: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...body };
  for (const key of READ_ONLY) delete copy[key];
  return copy;
}

function checkCommon(c: BodyCheck): boolean {
  c.oneOf('UserCategory', USER_CATEGORIES, { required: true })
    .email('Email', { required: true })
    .boolean('TermsAndConditionsAccepted')
    .string('Tag', { max: 255 });
  const owner = c.value('UserCategory') === 'OWNER';
  if (owner && c.value('TermsAndConditionsAccepted') !== true) {
    c.fail('TermsAndConditionsAccepted', 'The TermsAndConditionsAccepted field must be true when UserCategory is OWNER.');
  }
  return owner;
}

export function checkNatural(body: Record<string, unknown>): void {
  const c = new BodyCheck(body);
  const owner = checkCommon(c);
  c.string('FirstName', { required: true, max: 100 })
    .string('LastName', { required: true, max: 100 })
    .address('Address')
    .timestamp('Birthday', { required: owner })
    .country('Nationality', { required: owner })
    .country('CountryOfResidence', { required: owner })
    .string('Occupation', { max: 255 })
    .integer('IncomeRange', { min: 1, max: 6 });
  c.done();
}

export function checkLegal(body: Record<string, unknown>): void {
  const c = new BodyCheck(body);
  const owner = checkCommon(c);
  c.oneOf('LegalPersonType', LEGAL_PERSON_TYPES, { required: true })
    .string('Name', { required: true, max: 255 })
    .string('LegalRepresentativeFirstName', { required: true, max: 100 })
    .string('LegalRepresentativeLastName', { required: true, max: 100 })
    .email('LegalRepresentativeEmail')
    .address('HeadquartersAddress', { required: owner })
    .address('LegalRepresentativeAddress')
    .timestamp('LegalRepresentativeBirthday', { required: owner })
    .country('LegalRepresentativeNationality', { required: owner })
    .country('LegalRepresentativeCountryOfResidence', { required: owner })
    .string('CompanyNumber', { required: owner && c.value('LegalPersonType') === 'BUSINESS', max: 255 });
  c.done();
}

const orNull = (v: unknown) => (v === undefined || v === '' ? null : v);

function common(body: Record<string, unknown>, base: { Id: string; CreationDate: number; acceptedAt: number | null }) {
  return {
    Id: base.Id,
    Tag: orNull(body.Tag),
    CreationDate: base.CreationDate,
    Email: body.Email,
    KYCLevel: 'LIGHT',
    TermsAndConditionsAccepted: body.TermsAndConditionsAccepted === true,
    TermsAndConditionsAcceptedDate: body.TermsAndConditionsAccepted === true ? base.acceptedAt : null,
    UserCategory: body.UserCategory,
    UserStatus: 'ACTIVE',
  };
}

/** The natural user as stored and returned (owner-only fields null for a PAYER). */
export function presentNatural(
  body: Record<string, unknown>,
  base: { Id: string; CreationDate: number; acceptedAt: number | null },
): Resource {
  const owner = body.UserCategory === 'OWNER';
  const ownerOnly = (v: unknown) => (owner ? orNull(v) : null);
  return {
    Address: presentAddress(body.Address),
    FirstName: body.FirstName,
    LastName: body.LastName,
    Birthday: ownerOnly(body.Birthday),
    Nationality: ownerOnly(body.Nationality),
    CountryOfResidence: ownerOnly(body.CountryOfResidence),
    Occupation: ownerOnly(body.Occupation),
    IncomeRange: ownerOnly(body.IncomeRange),
    ProofOfIdentity: null,
    ProofOfAddress: null,
    Capacity: 'NORMAL',
    PhoneNumber: null,
    PhoneNumberCountry: null,
    PersonType: 'NATURAL',
    ...common(body, base),
  };
}

/** The legal user as stored and returned (owner-only fields null for a PAYER). */
export function presentLegal(
  body: Record<string, unknown>,
  base: { Id: string; CreationDate: number; acceptedAt: number | null },
): Resource {
  const owner = body.UserCategory === 'OWNER';
  const ownerOnly = (v: unknown) => (owner ? orNull(v) : null);
  return {
    HeadquartersAddress: presentAddress(owner ? body.HeadquartersAddress : null),
    LegalRepresentativeAddress: presentAddress(body.LegalRepresentativeAddress),
    Name: body.Name,
    LegalPersonType: body.LegalPersonType,
    LegalRepresentativeFirstName: body.LegalRepresentativeFirstName,
    LegalRepresentativeLastName: body.LegalRepresentativeLastName,
    LegalRepresentativeEmail: ownerOnly(body.LegalRepresentativeEmail),
    LegalRepresentativeBirthday: ownerOnly(body.LegalRepresentativeBirthday),
    LegalRepresentativeNationality: ownerOnly(body.LegalRepresentativeNationality),
    LegalRepresentativeCountryOfResidence: ownerOnly(body.LegalRepresentativeCountryOfResidence),
    ProofOfRegistration: null,
    ShareholderDeclaration: null,
    Statute: null,
    LegalRepresentativeProofOfIdentity: null,
    CompanyNumber: ownerOnly(body.CompanyNumber),
    PhoneNumber: null,
    PhoneNumberCountry: null,
    PersonType: 'LEGAL',
    ...common(body, base),
  };
}
