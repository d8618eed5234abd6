/**
 * Documented examples for slices 4-5 (hooks, KYC documents, transfers, payouts, pay-in refunds, SCA
 * users), copied from ../fixtures/*.json (docs.mangopay.com at docs commit b5488f72a3e6) and, for the
 * refund, from the reference page's MDX source. Checked against the SDK's typings with `satisfies` where
 * the typing describes the documented object (minus the fields it types non-null that the docs show
 * null). See fixtures.ts for the format.
 */
import type { hook } from 'mangopay2-nodejs-sdk/typings/models/hook';
import type { kycDocument } from 'mangopay2-nodejs-sdk/typings/models/kycDocument';
import type { payOut } from 'mangopay2-nodejs-sdk/typings/models/payOut';
import type { transfer } from 'mangopay2-nodejs-sdk/typings/models/transfer';
import type { user } from 'mangopay2-nodejs-sdk/typings/models/user';
import type { Fixture } from './fixtures';

const eur = (Amount: number) => ({ Currency: 'EUR' as const, Amount });
const postman = 'Created using Mangopay API Postman Collection';
const address = {
  AddressLine1: '3 rue de la Cité',
  AddressLine2: 'Appartement 7',
  City: 'Paris',
  Region: 'Île-de-France',
  PostalCode: '75004',
  Country: 'FR',
};
const paramErrorMessage =
  'One or several required parameters are missing or incorrect. An incorrect resource ID also raises this kind of error.';

export const createHook: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/webhooks/create-hook',
  request: { Url: 'https://example.com', EventType: 'PAYIN_REFUND_SUCCEEDED', Tag: 'Created using the Mangopay API Postman Collection' },
  response: {
    Url: 'https://example.com',
    Status: 'ENABLED',
    Validity: 'VALID',
    EventType: 'PAYIN_REFUND_SUCCEEDED',
    Id: 'hook_m_01J8F5RK4R43AYWD8XVG9RSYDT',
    Tag: 'Created using the Mangopay API Postman Collection',
    CreationDate: 1727086218,
  } satisfies hook.HookData,
};

export const hookAlreadyExists = {
  source: 'https://docs.mangopay.com/api-reference/webhooks/create-hook',
  response: {
    Message: paramErrorMessage,
    Type: 'param_error',
    Id: '829f2782-85a9-45b1-a2bd-993b0978c5bc',
    Date: 1690295313.0,
    errors: { EventType: 'A hook has already been registered for this EventType' },
  },
} satisfies Fixture;

export const listHooks: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/webhooks/list-hooks',
  response: [
    {
      Url: 'https://example.com',
      Status: 'ENABLED',
      Validity: 'VALID',
      EventType: 'PAYIN_NORMAL_CREATED',
      Id: 'hook_m_01J6EK0ZRRGKZH98RCDWB7Y3KJ',
      Tag: 'Created using the Mangopay API Postman Collection',
      CreationDate: 1724919086,
    },
  ] satisfies hook.HookData[],
};

const kycCreated = {
  Type: 'IDENTITY_PROOF',
  UserId: 'user_m_01J8J0Y9DPNYRA9RB532CCND9Q',
  Flags: [],
  Id: 'kyc_01JA5M2N33ENJHWVPQXVJ6Q51P',
  Tag: postman,
  CreationDate: 1728913167,
  ProcessedDate: null,
  Status: 'CREATED',
  RefusedReasonType: null,
  RefusedReasonMessage: null,
};

export const createKycDocument: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/kyc-documents/create-kyc-document',
  request: { Tag: 'accept', Type: 'IDENTITY_PROOF' },
  response: kycCreated,
};

export const submitKycDocument: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/kyc-documents/submit-kyc-document',
  request: { Status: 'VALIDATION_ASKED' },
  response: { ...kycCreated, Status: 'VALIDATION_ASKED' },
};

export const viewKycDocument: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/kyc-documents/view-kyc-document',
  response: {
    Type: 'IDENTITY_PROOF',
    UserId: 'user_m_01J8J0Y9DPNYRA9RB532CCND9Q',
    Flags: [],
    Id: 'kyc_01JA5M2N33ENJHWVPQXVJ6Q51P',
    Tag: postman,
    CreationDate: 1728913167,
    ProcessedDate: 1728913173,
    Status: 'VALIDATED',
    RefusedReasonType: null,
    RefusedReasonMessage: null,
  } satisfies Omit<kycDocument.KycDocumentData, 'RefusedReasonType' | 'RefusedReasonMessage'> & {
    RefusedReasonType: null;
    RefusedReasonMessage: null;
  },
};

export const kycPageErrors = {
  source: 'https://docs.mangopay.com/api-reference/kyc-documents/create-kyc-document-page',
  invalidBase64: {
    Message: paramErrorMessage,
    Type: 'param_error',
    Id: 'ddcfad41-cd82-432d-91c2-f6486fd40334#1671865352',
    Date: 1671865353.0,
    errors: { File: 'Invalid length for a Base-64 char array or string.' },
  },
  tooManyPages: {
    Message: 'Maximum number of pages exceeded. You can only add up to 5 pages to this document',
    Type: 'max_page_number',
    Id: '7a69563a-c528-4428-91f5-d63cbf5855a4',
    Date: 1697101828.0,
    errors: null,
  },
  tooSmall: {
    Message: paramErrorMessage,
    Type: 'param_error',
    Id: '716c09fa-6a3b-41ad-87b9-dd8781394192',
    Date: 1715773848,
    errors: { File: 'The file is too small to be readable' },
  },
};

export const createTransfer: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/transfers/create-transfer',
  request: {
    ScaContext: 'USER_PRESENT',
    AuthorId: 'user_m_01JRJM5RR5NYQDN0S6QWJJDRMR',
    DebitedFunds: eur(3001),
    Fees: eur(0),
    DebitedWalletId: 'wlt_m_01JRJM7ASZN7YP4MBDVBT0HZF1',
    CreditedWalletId: 'wlt_m_01JRHSTW2NP4MDB45WQMDNS23C',
    Tag: postman,
  },
  // "200 - SCA not required"
  response: {
    ScaContext: 'USER_PRESENT',
    Id: 'xfer_c_01JRSHXFS5YX0HVCXZFQ4J2XMH',
    CreationDate: 1744614375,
    DebitedWalletId: 'wlt_m_01JRHSTW2NP4MDB45WQMDNS23C',
    CreditedWalletId: 'wlt_m_01JRJM7ASZN7YP4MBDVBT0HZF1',
    AuthorId: 'user_m_01JRHSS3B18H86QA0C467RVK07',
    CreditedUserId: 'user_m_01JRJM5RR5NYQDN0S6QWJJDRMR',
    DebitedFunds: eur(1000),
    CreditedFunds: eur(1000),
    Fees: eur(0),
    Type: 'TRANSFER',
    Nature: 'REGULAR',
    Status: 'SUCCEEDED',
    Tag: postman,
    ResultCode: '000000',
    ResultMessage: 'Success',
    ExecutionDate: 1744614375,
    PendingUserAction: null,
  } satisfies Omit<transfer.TransferData, 'PendingUserAction'> & { PendingUserAction: null },
};

/** The 001001 example predates ScaContext and PendingUserAction: its values are checked, its keys not. */
export const transferInsufficientBalance = {
  source: 'https://docs.mangopay.com/errors/codes/001001',
  response: {
    Status: 'FAILED',
    ResultCode: '001001',
    ResultMessage: 'Unsufficient wallet balance',
    ExecutionDate: null,
    Type: 'TRANSFER',
    Nature: 'REGULAR',
  },
};

export const createPayout: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/payouts/create-payout',
  request: {
    Tag: postman,
    AuthorId: '204069570',
    DebitedFunds: eur(5792),
    Fees: eur(579),
    DebitedWalletId: '204069727',
    BankAccountId: '204070675',
    BankWireRef: 'Example123',
  },
  // "Standard"
  response: {
    Id: 'po_m_01HQMZSGSQPPXC51TZHDAYFAJF',
    Tag: postman,
    CreationDate: 1709027672,
    AuthorId: '204069570',
    CreditedUserId: null,
    DebitedFunds: eur(5792),
    CreditedFunds: eur(5213),
    Fees: eur(579),
    Status: 'CREATED',
    ResultCode: null,
    ResultMessage: null,
    ExecutionDate: null,
    Type: 'PAYOUT',
    Nature: 'REGULAR',
    CreditedWalletId: null,
    DebitedWalletId: '204069727',
    PaymentType: 'BANK_WIRE',
    BankAccountId: 'rec_01K09BK0T804BEGVP6GPKQXR3N',
    BankWireRef: 'Example123',
    ModeRequested: null,
    ModeApplied: 'PENDING_RESPONSE',
    FallbackReason: null,
    EndToEndId: '2c2184396eef4e5da90ab48a2feeb51d',
    PaymentRef: null,
  },
};

/** GET payouts/{id}: the example shows the final state (its key list is the creation's minus five, see payouts-bankwire.json). */
export const viewPayout = {
  source: 'https://docs.mangopay.com/api-reference/payouts/view-payout',
  response: {
    Id: 'po_m_01HQMZSGSQPPXC51TZHDAYFAJF',
    Tag: postman,
    CreationDate: 1709027672,
    AuthorId: '204069570',
    DebitedFunds: eur(5792),
    CreditedFunds: eur(5213),
    Fees: eur(579),
    Status: 'SUCCEEDED',
    ResultCode: '000000',
    ResultMessage: 'Success',
    ExecutionDate: 1709027738,
    Type: 'PAYOUT',
    Nature: 'REGULAR',
    DebitedWalletId: '204069727',
    PaymentType: 'BANK_WIRE',
    BankAccountId: 'rec_01K09BK0T804BEGVP6GPKQXR3N',
    BankWireRef: 'Example123',
  } satisfies Omit<
    payOut.PayOutData,
    'CreditedUserId' | 'CreditedWalletId' | 'PaymentRef' | 'ModeRequested' | 'ModeApplied' | 'ScaContext' | 'PendingUserAction'
  >,
};

export const payoutInsufficientBalance = {
  source: 'https://docs.mangopay.com/errors/codes/001001',
  response: {
    Status: 'FAILED',
    ResultCode: '001001',
    ResultMessage: 'Unsufficient wallet balance',
    ExecutionDate: null,
    Type: 'PAYOUT',
    ModeApplied: 'STANDARD',
  },
};

export const createPayInRefund: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/refunds/create-refund-payin',
  request: { Tag: postman, AuthorId: 'user_m_01HSDQD2RPPQ8NMM36EDGYBMEY', DebitedFunds: eur(2000), Fees: eur(-100) },
  response: {
    Id: 'refund_m_01HW8A130S4SBVDZ70V809SS2X',
    Tag: postman,
    CreationDate: 1713970908,
    AuthorId: '204071581',
    CreditedUserId: null,
    DebitedFunds: eur(2500),
    CreditedFunds: eur(2750),
    Fees: eur(-250),
    Status: 'SUCCEEDED',
    ResultCode: '000000',
    ResultMessage: 'Success',
    ExecutionDate: 1713970908,
    Type: 'PAYOUT',
    Nature: 'REFUND',
    InitialTransactionId: '204844475',
    InitialTransactionType: 'PAYIN',
    InitialTransactionNature: 'REGULAR',
    DebitedWalletId: '204844308',
    CreditedWalletId: null,
    RefundReason: { RefundReasonMessage: null, RefundReasonType: 'INITIALIZED_BY_CLIENT' },
    StatementDescriptor: 'Example123',
  },
};

const naturalScaRequest = {
  FirstName: 'Alex',
  LastName: 'Smith',
  Email: 'alex.smith@example.com',
  Address: address,
  Tag: 'Created using the Mangopay API Postman collection',
  PhoneNumber: '0611111111',
  PhoneNumberCountry: 'FR',
};

export const createNaturalUserScaOwner: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/users/create-natural-user-sca',
  request: {
    UserCategory: 'OWNER',
    TermsAndConditionsAccepted: true,
    ...naturalScaRequest,
    Birthday: 652117514,
    CountryOfResidence: 'FR',
    Nationality: 'FR',
  },
  response: {
    FirstName: 'Alex',
    LastName: 'Smith',
    Birthday: 652117514,
    Nationality: 'FR',
    CountryOfResidence: 'FR',
    Occupation: null,
    IncomeRange: null,
    ProofOfIdentity: null,
    ProofOfAddress: null,
    Capacity: 'NORMAL',
    PhoneNumber: '0611111111',
    PhoneNumberCountry: 'FR',
    Address: {
      AddressLine1: '3 rue de la Cité',
      AddressLine2: 'Appartement 7',
      City: 'Paris',
      Region: 'Île-de-France',
      PostalCode: '75004',
      Country: 'FR',
    },
    PendingUserAction: { RedirectUrl: 'https://sca.sandbox.mangopay.com/?token=0193ceab0948799a9af9726fb852fb98' },
    Id: 'user_m_01JF7AP1M46TR0JH7WBGPWK7D7',
    Tag: 'Created using the Mangopay API Postman collection',
    CreationDate: 1734339135,
    PersonType: 'NATURAL',
    Email: 'alex.smith@example.com',
    KYCLevel: 'LIGHT',
    TermsAndConditionsAccepted: true,
    TermsAndConditionsAcceptedDate: null,
    UserCategory: 'OWNER',
    UserStatus: 'PENDING_USER_ACTION',
  } satisfies Omit<user.UserNaturalScaData, 'Occupation' | 'IncomeRange' | 'TermsAndConditionsAcceptedDate'> & {
    Occupation: null;
    IncomeRange: null;
    TermsAndConditionsAcceptedDate: null;
    Capacity: string;
  },
};

export const createNaturalUserScaPayer: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/users/create-natural-user-sca',
  request: { UserCategory: 'PAYER', TermsAndConditionsAccepted: false, ...naturalScaRequest },
  response: {
    ...(createNaturalUserScaOwner.response as Record<string, unknown>),
    Birthday: null,
    Nationality: null,
    CountryOfResidence: null,
    PendingUserAction: null,
    TermsAndConditionsAccepted: false,
    TermsAndConditionsAcceptedDate: null,
    UserCategory: 'PAYER',
    UserStatus: 'ACTIVE',
  },
};

const representative = {
  FirstName: 'Alex',
  LastName: 'Smith',
  Birthday: 652117514,
  Nationality: 'FR',
  CountryOfResidence: 'FR',
  Email: 'alex.smith@example.com',
  PhoneNumber: '0611111111',
  PhoneNumberCountry: 'FR',
};

export const createLegalUserScaOwner: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/users/create-legal-user-sca',
  request: {
    UserCategory: 'OWNER',
    TermsAndConditionsAccepted: true,
    LegalPersonType: 'SOLETRADER',
    Name: 'Alex Smith',
    Email: 'alex.smith.services@example.com',
    LegalRepresentative: representative,
    CompanyNumber: '123456789',
    HeadquartersAddress: address,
    LegalRepresentativeAddress: address,
    Tag: 'Created using the Mangopay API Postman collection',
  },
  response: {
    Name: 'Alex Smith',
    LegalPersonType: 'SOLETRADER',
    LegalRepresentative: { ...representative, ProofOfIdentity: null },
    ProofOfRegistration: null,
    ShareholderDeclaration: null,
    Statute: null,
    CompanyNumber: '123456789',
    PendingUserAction: { RedirectUrl: 'https://sca.sandbox.mangopay.com/?token=0193cef9efe7782881459b02bed1986c' },
    HeadquartersAddress: address,
    LegalRepresentativeAddress: address,
    Id: 'user_m_01JF7FKVP51PS3TYKCN79VZZ8M',
    Tag: 'Created using the Mangopay API Postman collection',
    CreationDate: 1734344306,
    PersonType: 'LEGAL',
    Email: 'alex.smith.services@example.com',
    KYCLevel: 'LIGHT',
    TermsAndConditionsAccepted: true,
    TermsAndConditionsAcceptedDate: 1734344306,
    UserCategory: 'OWNER',
    UserStatus: 'PENDING_USER_ACTION',
  },
};

export const createLegalUserScaPayer: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/users/create-legal-user-sca',
  request: {
    UserCategory: 'PAYER',
    TermsAndConditionsAccepted: false,
    LegalPersonType: 'SOLETRADER',
    Name: 'Alex Smith',
    Email: 'alex.smith.services@example.com',
    LegalRepresentative: { FirstName: 'Alex', LastName: 'Smith', PhoneNumber: '0611111111', PhoneNumberCountry: 'FR' },
    LegalRepresentativeAddress: address,
    Tag: 'Created using the Mangopay API Postman collection',
  },
  response: {
    ...(createLegalUserScaOwner.response as Record<string, unknown>),
    LegalRepresentative: {
      FirstName: 'Alex',
      LastName: 'Smith',
      ProofOfIdentity: null,
      Birthday: null,
      Nationality: null,
      CountryOfResidence: null,
      Email: null,
      PhoneNumber: '0611111111',
      PhoneNumberCountry: 'FR',
    },
    CompanyNumber: null,
    PendingUserAction: null,
    TermsAndConditionsAccepted: false,
    TermsAndConditionsAcceptedDate: null,
    UserCategory: 'PAYER',
    UserStatus: 'ACTIVE',
    HeadquartersAddress: { AddressLine1: null, AddressLine2: null, City: null, Region: null, PostalCode: null, Country: null },
  },
};
