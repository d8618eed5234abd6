/**
 * Documented request and response examples of Mangopay's API, one per endpoint the emulator serves,
 * each with the reference page it was taken from. The contract test compares the emulator's answers
 * with them (same keys, same JSON types); where the SDK's typings describe the object exactly, the
 * example is also checked against them with `satisfies`. Later slices add their endpoints here.
 */
import type { base } from 'mangopay2-nodejs-sdk/typings/base';
import type { event } from 'mangopay2-nodejs-sdk/typings/models/event';
import type { idempotency } from 'mangopay2-nodejs-sdk/typings/models/idempotency';
import type { wallet } from 'mangopay2-nodejs-sdk/typings/models/wallet';

export interface Fixture {
  source: string;
  request?: Record<string, unknown>;
  response: unknown;
}

const address = {
  AddressLine1: '3 rue de la Cité',
  AddressLine2: 'Appartement 7',
  City: 'Paris',
  Region: 'Île-de-France',
  PostalCode: '75004',
  Country: 'FR',
};

export const oauthToken: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/overview/authentication',
  response: { access_token: '094696b3724d4aa5a182eac360dcd537', token_type: 'bearer', expires_in: 1199 } satisfies base.AuthorizationData,
};

/** The retired legacy endpoint's documented example (the request is sent to show the retirement). */
export const legacyNaturalUser: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/users/create-natural-user',
  request: {
    UserCategory: 'PAYER',
    TermsAndConditionsAccepted: false,
    Address: address,
    FirstName: 'Alex',
    LastName: 'Smith',
    Email: 'alex.smith@example.com',
    Tag: 'Created using Mangopay API Postman collection',
  },
  response: {
    Address: address,
    FirstName: 'Alex',
    LastName: 'Smith',
    Birthday: null,
    Nationality: null,
    CountryOfResidence: null,
    Occupation: null,
    IncomeRange: null,
    ProofOfIdentity: null,
    ProofOfAddress: null,
    Capacity: 'NORMAL',
    PhoneNumber: null,
    PhoneNumberCountry: null,
    Id: 'user_m_01JHX2YFX51HSR8R2HJ8ABSEFF',
    Tag: 'Created using Mangopay API Postman collection',
    CreationDate: 1737216704,
    PersonType: 'NATURAL',
    Email: 'alex.smith@example.com',
    KYCLevel: 'LIGHT',
    TermsAndConditionsAccepted: false,
    TermsAndConditionsAcceptedDate: null,
    UserCategory: 'PAYER',
    UserStatus: 'ACTIVE',
  },
};

const nullAddress = { AddressLine1: null, AddressLine2: null, City: null, Region: null, PostalCode: null, Country: null };

/** The retired legacy endpoint's documented example (the request is sent to show the retirement). */
export const legacyLegalUser: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/users/create-legal-user',
  request: {
    UserCategory: 'PAYER',
    TermsAndConditionsAccepted: false,
    LegalPersonType: 'BUSINESS',
    Name: 'Best Business',
    Email: 'best.business@example.com',
    LegalRepresentativeFirstName: 'Alex',
    LegalRepresentativeLastName: 'Smith',
    LegalRepresentativeAddress: address,
    Tag: 'Created using Mangopay API Postman collection',
  },
  response: {
    HeadquartersAddress: nullAddress,
    LegalRepresentativeAddress: address,
    Name: 'Best Business',
    LegalPersonType: 'BUSINESS',
    LegalRepresentativeFirstName: 'Alex',
    LegalRepresentativeLastName: 'Smith',
    LegalRepresentativeEmail: null,
    LegalRepresentativeBirthday: null,
    LegalRepresentativeNationality: null,
    LegalRepresentativeCountryOfResidence: null,
    ProofOfRegistration: null,
    ShareholderDeclaration: null,
    Statute: null,
    LegalRepresentativeProofOfIdentity: null,
    CompanyNumber: null,
    PhoneNumber: null,
    PhoneNumberCountry: null,
    Id: 'user_m_01JHX3QCQ38ZC0S52Y1TNGHGAN',
    Tag: 'Created using Mangopay API Postman collection',
    CreationDate: 1737217520,
    PersonType: 'LEGAL',
    Email: 'best.business@example.com',
    KYCLevel: 'LIGHT',
    TermsAndConditionsAccepted: false,
    TermsAndConditionsAcceptedDate: null,
    UserCategory: 'PAYER',
    UserStatus: 'ACTIVE',
  },
};

export const createWallet: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/wallets/create-wallet',
  request: {
    Description: "Description of the user's wallet",
    Owners: ['user_m_01J18HZSACR1EMYNY1TBS8KTJD'],
    Currency: 'EUR',
    Tag: 'Created using Mangopay API Postman Collection',
  },
  response: {
    Description: "Description of the user's wallet",
    Owners: ['user_m_01J18HZSACR1EMYNY1TBS8KTJD'],
    Id: 'wlt_m_01J6EN9X1Q0PGM0CJ9QD197CRG',
    Balance: { Currency: 'EUR', Amount: 0 },
    Currency: 'EUR',
    FundsType: 'DEFAULT',
    Tag: 'Created using Mangopay API Postman Collection',
    CreationDate: 1724921476,
  } satisfies wallet.WalletData,
};

export const viewApiResponse: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/api-responses/view-api-response',
  response: {
    StatusCode: '200',
    ContentLength: '591',
    ContentType: 'application/json; charset=utf-8',
    Date: 'Tue, 19 Jul 2022 08:47:59 GMT',
    RequestURL: 'https://api.mangopay.com/V2.01/clientId/users/natural',
    Resource: {},
  } satisfies Omit<idempotency.IdempotencyData, 'Id' | 'Tag' | 'CreationDate' | 'Date'> & { Date: string },
};

export const listEvents: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/events/list-events',
  response: [{ ResourceId: '144085929', EventType: 'UBO_DECLARATION_CREATED', Date: 1655891453 }] satisfies event.EventData[],
};

export const errorParam: Fixture = {
  source: 'https://docs.mangopay.com/errors/error-report',
  response: {
    Message: 'One or several required parameters are missing or incorrect. An incorrect resource ID also raises this kind of error.',
    Type: 'param_error',
    Id: '5e83fbe8-7345-4778-8437-4aa6464b3337',
    Date: 1740581497.0,
    errors: { CreditedWalletId: 'The CreditedWalletId field is required.' },
  },
};

export const errorNotFound: Fixture = {
  source: 'https://docs.mangopay.com/errors/error-report',
  response: {
    Message: 'The ressource does not exist',
    Type: 'ressource_not_found',
    Id: '9b3d2584-77ba-4723-aa43-6aceba34c8dc#1740580881',
    Date: 1740580882,
    errors: { RessourceNotFound: 'Cannot found the ressource PayIn with the id=123456789' },
  },
};

export const errorIdempotency: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/overview/idempotency',
  response: {
    Message: 'A resource has already been created with this Idempotency Key',
    Type: 'idempotent_creation_conflict',
    Id: 'bf6cce22-4c12-454f-ac05-ca20c8683735#1452723935',
    Date: 1452723944,
    errors: null,
  },
};
