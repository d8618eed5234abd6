/**
 * The SCA user endpoints' checks and shapes (https://docs.mangopay.com/api-reference/users/create-natural-user-sca,
 * create-legal-user-sca, view-user-sca). They share the `users` records with the legacy endpoints (so
 * wallets, KYC and the rest work on any user): a record keeps the legacy flat shape (users.shape.ts)
 * plus PhoneNumber/PhoneNumberCountry (for a legal user, its legal representative's) and
 * PendingUserAction; the SCA view nests the legal representative's fields in `LegalRepresentative`.
 * Differences from the legacy checks: a legal OWNER needs LegalRepresentative.Email (a natural owner's
 * PhoneNumber is optional, as the reference's create-natural-user-sca lists it), and an OWNER without TermsAndConditionsAccepted true is a 403
 * user_hasnt_accepted_terms_and_conditions.
 */
import { SandboxError } from '../errors';
import type { Resource } from '../state';
import { BodyCheck } from '../validation';
import { LEGAL_PERSON_TYPES, presentLegal, presentNatural, USER_CATEGORIES } from './users.shape';

type Base = { Id: string; CreationDate: number; acceptedAt: number | null };

const termsRefused = () =>
  new SandboxError(
    403,
    'user_hasnt_accepted_terms_and_conditions',
    'User must accept the terms and conditions before account creation or modification.',
  );

/** Legal representative fields: nested (SCA) name -> flat (legacy record) name. */
const REPRESENTATIVE: Record<string, string> = {
  FirstName: 'LegalRepresentativeFirstName',
  LastName: 'LegalRepresentativeLastName',
  Birthday: 'LegalRepresentativeBirthday',
  Nationality: 'LegalRepresentativeNationality',
  CountryOfResidence: 'LegalRepresentativeCountryOfResidence',
  Email: 'LegalRepresentativeEmail',
  ProofOfIdentity: 'LegalRepresentativeProofOfIdentity',
  PhoneNumber: 'PhoneNumber',
  PhoneNumberCountry: 'PhoneNumberCountry',
};

function checkCommon(c: BodyCheck): boolean {
  c.oneOf('UserCategory', USER_CATEGORIES, { required: true })
    .email('Email', { required: true })
    .boolean('TermsAndConditionsAccepted')
    .string('Tag', { max: 255 });
  return c.value('UserCategory') === 'OWNER';
}

function termsAccepted(c: BodyCheck, owner: boolean): void {
  c.done();
  if (owner && c.value('TermsAndConditionsAccepted') !== true) throw termsRefused();
}

export function checkNaturalSca(body: Record<string, unknown>): void {
  const c = new BodyCheck(body);
  const owner = checkCommon(c);
  c.string('FirstName', { required: true, max: 100 })
    .string('LastName', { required: true, max: 100 })
    .address('Address')
    .timestamp('Birthday', { required: owner })
    .country('Nationality', { required: owner })
    .country('CountryOfResidence', { required: owner })
    .string('PhoneNumber', { max: 20 })
    .country('PhoneNumberCountry')
    .string('Occupation', { max: 255 })
    .integer('IncomeRange', { min: 1, max: 6 });
  termsAccepted(c, owner);
}

export function checkLegalSca(body: Record<string, unknown>): void {
  const c = new BodyCheck(body);
  const owner = checkCommon(c);
  c.oneOf('LegalPersonType', LEGAL_PERSON_TYPES, { required: true }).string('Name', { required: true, max: 255 });
  const rep = c.value('LegalRepresentative');
  if (rep === null || typeof rep !== 'object' || Array.isArray(rep))
    c.fail('LegalRepresentative', 'The LegalRepresentative field is required.');
  else {
    c.string('LegalRepresentative.FirstName', { required: true, max: 100 })
      .string('LegalRepresentative.LastName', { required: true, max: 100 })
      .timestamp('LegalRepresentative.Birthday', { required: owner })
      .country('LegalRepresentative.Nationality', { required: owner })
      .country('LegalRepresentative.CountryOfResidence', { required: owner })
      .string('LegalRepresentative.PhoneNumber', { max: 20 })
      .country('LegalRepresentative.PhoneNumberCountry');
    if (owner && !c.present('LegalRepresentative.Email')) c.fail('LegalRepresentative.Email', "'Email' must not be empty.");
    c.email('LegalRepresentative.Email');
  }
  c.address('HeadquartersAddress', { required: owner })
    .address('LegalRepresentativeAddress')
    .string('CompanyNumber', { required: owner && c.value('LegalPersonType') === 'BUSINESS', max: 255 });
  termsAccepted(c, owner);
}

/** The SCA sandbox trick: "accept" in the e-mail skips the enrollment (legal users: either e-mail). */
export function bypassesSca(body: Record<string, unknown>): boolean {
  const rep = (body.LegalRepresentative ?? {}) as Record<string, unknown>;
  return [body.Email, rep.Email].some((e) => typeof e === 'string' && /accept/i.test(e));
}

const orNull = (v: unknown) => (v === undefined || v === '' ? null : v);

/** A natural user record from an SCA body. */
export function naturalScaRecord(body: Record<string, unknown>, base: Base): Resource {
  return {
    ...presentNatural(body, base),
    PhoneNumber: orNull(body.PhoneNumber),
    PhoneNumberCountry: orNull(body.PhoneNumberCountry),
    PendingUserAction: null,
  };
}

/** A legal user record from an SCA body: the legal representative flattened the legacy way. */
export function legalScaRecord(body: Record<string, unknown>, base: Base): Resource {
  const rep = (body.LegalRepresentative ?? {}) as Record<string, unknown>;
  const flat: Record<string, unknown> = { ...body };
  delete flat.LegalRepresentative;
  for (const [nested, field] of Object.entries(REPRESENTATIVE)) if (field.startsWith('LegalRepresentative')) flat[field] = rep[nested];
  return {
    ...presentLegal(flat, base),
    PhoneNumber: orNull(rep.PhoneNumber),
    PhoneNumberCountry: orNull(rep.PhoneNumberCountry),
    PendingUserAction: null,
  };
}

/** A stored user (created by either API) as the SCA endpoints return it. */
export function presentSca(user: Resource): Resource {
  if (user.PersonType !== 'LEGAL') return { ...user, PendingUserAction: user.PendingUserAction ?? null };
  const { PhoneNumber: _p, PhoneNumberCountry: _c, ...rest } = user;
  const LegalRepresentative: Record<string, unknown> = {};
  for (const [nested, field] of Object.entries(REPRESENTATIVE)) {
    LegalRepresentative[nested] = user[field] ?? null;
    delete rest[field];
  }
  return { ...rest, LegalRepresentative, PendingUserAction: user.PendingUserAction ?? null };
}

/** A stored user back to the SCA request shape (for an update: the stored values, then the changes). */
export function scaBody(user: Resource): Record<string, unknown> {
  const body: Record<string, unknown> = { ...presentSca(user) };
  delete body.PendingUserAction;
  for (const field of ['Address', 'HeadquartersAddress', 'LegalRepresentativeAddress']) {
    const address = body[field];
    // An address Mangopay returns with every line null was never given.
    if (address && typeof address === 'object' && Object.values(address).every((v) => v === null)) delete body[field];
  }
  return body;
}
