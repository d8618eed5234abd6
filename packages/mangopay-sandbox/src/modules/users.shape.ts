/**
 * Natural and legal users: the object as Mangopay stores and returns it, owner-only fields null for a
 * PAYER. Response fields from https://docs.mangopay.com/api-reference/users/create-natural-user and
 * https://docs.mangopay.com/api-reference/users/create-legal-user (the legacy endpoints, retired on
 * 15 December 2025, users.ts); the SCA endpoints (sca-users.ts, sca-users.shape.ts) build on it.
 */
import type { Resource } from '../state';
import { presentAddress } from '../validation';

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
