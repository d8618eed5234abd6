/**
 * Documented examples of the card and bank endpoints (slices 2-3), copied from the JSON fixtures of
 * ../fixtures (themselves taken from docs.mangopay.com, see its README), each with its reference page.
 * The contract test (contract.test.ts, through payments-cases.ts) compares the emulator's answers with
 * them. Each example is typed with the SDK's own typing via `satisfies`; where the SDK and the docs
 * disagree, the type says how:
 * - `WithNulls`: the example shows null where the SDK types a non-null value (Tag, ResultCode, ...);
 * - `Open`: the example has fields the SDK's typing does not declare (BrowserInfo on a card pay-in, ...);
 * - the SDK types a card pay-in's Billing without FirstName/LastName, a bank wire's BankAccount.OwnerAddress
 *   as a string and its not-yet-received funds' currency "XXX" as no currency; its CardType union lacks
 *   AMEX. (Its BrowserInfo.TimeZoneOffset is a string where the docs send an integer: BrowserInfo is
 *   not declared on the answer, so `Open` lets it through.)
 */
import type { bankAccount } from 'mangopay2-nodejs-sdk/typings/models/bankAccount';
import type { billing } from 'mangopay2-nodejs-sdk/typings/models/billing';
import type { card } from 'mangopay2-nodejs-sdk/typings/models/card';
import type { cardRegistration } from 'mangopay2-nodejs-sdk/typings/models/cardRegistration';
import type { mandate } from 'mangopay2-nodejs-sdk/typings/models/mandate';
import type { payIn } from 'mangopay2-nodejs-sdk/typings/models/payIn';
import type { CurrencyISO } from 'mangopay2-nodejs-sdk/typings/types';
import type { Fixture } from './fixtures';

/** The SDK's type with the fields K also allowed to be null. */
type WithNulls<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | null };
/** Also allows the documented fields the SDK's type does not declare. */
type Open<T> = T & Record<string, unknown>;

type CardPayInAsDocumented = Open<
  WithNulls<
    Omit<payIn.CardDirectPayInData, 'CardInfo' | 'Billing'>,
    'ResultCode' | 'ResultMessage' | 'ExecutionDate' | 'DebitedWalletId'
  > & {
    CardInfo: WithNulls<card.CardInfoData, 'SubType'>;
    Billing: billing.CompleteBillingData;
  }
>;
/** Before the wire arrives these read {"Currency": "XXX", "Amount": 0}; XXX is no CurrencyISO of the SDK. */
type Funds = 'DebitedFunds' | 'CreditedFunds' | 'Fees';
type BankWireAsDocumented = Open<
  WithNulls<
    Omit<payIn.BankWireDirectPayInData, 'BankAccount' | Funds>,
    'ResultCode' | 'ResultMessage' | 'ExecutionDate' | 'DebitedWalletId'
  > & {
    BankAccount: Omit<payIn.BankAccountData, 'OwnerAddress'> & { OwnerAddress: object };
  } & { [K in Funds]: { Currency: CurrencyISO | 'XXX'; Amount: number } }
>;
type DirectDebitAsDocumented = Open<
  WithNulls<payIn.DirectDebitDirectPayInData, 'ResultCode' | 'ResultMessage' | 'ExecutionDate' | 'ChargeDate' | 'DebitedWalletId'>
>;

export const createCardRegistration: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/card-registrations/create-card-registration',
  request: { Tag: null, UserId: 'user_m_01J7KACBPAV7XAF8AH9BDCJPRS', CardType: 'CB_VISA_MASTERCARD', Currency: 'EUR' },
  response: {
    Id: 'cardreg_wt_11ed4694-d244-4bd1-92fb-dc473c99a9d4',
    Tag: null,
    CreationDate: 1726239226,
    UserId: 'user_m_01J7KACBPAV7XAF8AH9BDCJPRS',
    AccessKey: 'ehvrHoPE6FpjCCAgmNvg',
    PreregistrationData: 'lhOJ6CFiDJPCXViyHjfcayh92nouB3AAaB5yqiLCBT6yjkLPCptmxsUdfffAc6EE4uj9AuSfmwbdfKN3BMechzUU3Gz8ectEx70TDeupudr',
    RegistrationData: null,
    CardId: null,
    CardType: 'CB_VISA_MASTERCARD',
    CardRegistrationURL:
      'https://pci.sandbox.mangopay.com/api/mangopay/vault/tokenize/eyJjbGllbnQiOiJhbnRob255aF90ZXN0MSIsInRva2VuIjoiUlBQTVdJR1hrd0ZJSGFacyJ9',
    ResultCode: null,
    ResultMessage: null,
    Currency: 'EUR',
    Status: 'CREATED',
  } satisfies WithNulls<cardRegistration.CardRegistrationData, 'Tag' | 'RegistrationData' | 'CardId' | 'ResultCode' | 'ResultMessage'>,
};

export const updateCardRegistration: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/card-registrations/update-card-registration',
  request: {
    RegistrationData:
      'data=acIcnwwLleiAvlZUea5VxZlDBkf07H6B9-N7SrRv5Vv7oSLc1hhCdoFX4JxfZL2iUkLIQL3o9ehAOeaXCbc1KFWnr4ySDvkZ--mJxxdF-vw-gzLNe3lvG2loJvmwrDyRNx0xgKTVnyDj15oG8jR88g',
    CardHolderName: 'Alex Smith',
  },
  response: {
    Id: 'cardreg_wt_11ed4694-d244-4bd1-92fb-dc473c99a9d4',
    Tag: null,
    CreationDate: 1726239226,
    UserId: 'user_m_01J7KACBPAV7XAF8AH9BDCJPRS',
    AccessKey: 'ehvrHoPE6FpjCCAgmNvg',
    PreregistrationData: 'lhOJ6CFiDJPCXViyHjfcayh92nouB3AAaB5yqiLCBT6yjkLPCptmxsUdfffAc6EE4uj9AuSfmwbdfKN3BMechzUU3Gz8ectEx70TDeupudr',
    RegistrationData:
      'data=acIcnwwLleiAvlZUea5VxYT1eCIn3MER8jyZXr-p8Bzb4Rm8GIA0MQtPs2NL7zPzPO_I7EjQm-m92V909JUL6KT-PmPzJfAQZV_8PIz6wKvjorGNaNd8Mg1rqN6eBpS5Nx0xgKTVnyDj15oG8jR875',
    CardId: 'card_m_NioQspdYckEoRlzd',
    CardType: 'CB_VISA_MASTERCARD',
    CardRegistrationURL:
      'https://pci.sandbox.mangopay.com/api/mangopay/vault/tokenize/eyJjbGllbnQiOiJhbnRob255aF90ZXN0MSIsInRva2VuIjoiUlBQTVdJR1hrd0ZJSGFacyJ9',
    ResultCode: '000000',
    ResultMessage: 'Success',
    Currency: 'EUR',
    Status: 'VALIDATED',
  } satisfies WithNulls<cardRegistration.CardRegistrationData, 'Tag'>,
};

/** Status ERROR after a tokenizer errorCode (the SDK's CardType union lacks AMEX). */
export const updateCardRegistrationError: Fixture = {
  source: 'https://docs.mangopay.com/errors/codes/105202',
  response: {
    Id: '236699957',
    Tag: null,
    CreationDate: 1650633567,
    UserId: '999924896',
    AccessKey: '1X0m87dmM2LiwFgxPLBJ',
    PreregistrationData: 'dtxlzFRSvUcdNkJimn-i_E9CO8GG2_UkinMagHuUUTmnXzGFUsakUMAhT2m7ywSD2ddFLVXdicolcUIkv_kKEA',
    RegistrationData: 'errorCode=02625',
    CardId: null,
    CardType: 'AMEX',
    CardRegistrationURL: 'https://webpayment.payline.com/webpayment/getToken',
    ResultCode: '105202',
    ResultMessage: 'Card number: invalid format',
    Currency: 'EUR',
    Status: 'ERROR',
  } satisfies WithNulls<Omit<cardRegistration.CardRegistrationData, 'CardType'>, 'Tag' | 'CardId'> & { CardType: 'AMEX' },
};

export const viewCard: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/cards/view-card',
  response: {
    ExpirationDate: '1229',
    Alias: '497010XXXXXX8183',
    CardType: 'CB_VISA_MASTERCARD',
    CardProvider: 'VISA',
    Country: 'FRA',
    Product: 'I',
    BankCode: 'unknown',
    Active: true,
    Currency: 'EUR',
    Validity: 'UNKNOWN',
    UserId: 'user_m_01HWWPNMR93ASQYJEH6XVDW44T',
    Id: 'card_m_01HXVD91R8QEDY7MYC8TX9R9M8',
    Tag: null,
    CreationDate: 1715685590,
    Fingerprint: '48d63bbcfc2c47fcbc19df35e47b2f8d',
    CardHolderName: 'Alex Smith',
  } satisfies WithNulls<card.CardData, 'Tag'>,
};

/** A challenge is needed: CREATED with SecureModeRedirectURL. */
export const createCardPayInChallenge: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/direct-card-payins/create-direct-card-payin',
  request: {
    Tag: 'Created using Mangopay API Postman Collection',
    AuthorId: 'user_m_01JHQRCND66XP99SVBXQRP54MF',
    DebitedFunds: { Currency: 'EUR', Amount: 57842 },
    Fees: { Currency: 'EUR', Amount: 8877 },
    CreditedWalletId: 'wlt_m_01JHQRD0WZ1QWKNAMQF93E5M15',
    SecureMode: 'DEFAULT',
    CardId: 'card_m_iWdaSvYItChPyoia',
    SecureModeReturnURL: 'https://docs.mangopay.com/please-ignore',
    StatementDescriptor: 'Mangopay',
    BrowserInfo: {
      AcceptHeader: 'text/html, application/xhtml+xml, application/xml;q=0.9, /;q=0.8',
      JavaEnabled: true,
      Language: 'en',
      ColorDepth: 4,
      ScreenHeight: 1800,
      ScreenWidth: 400,
      TimeZoneOffset: 60,
      UserAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 13_6_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      JavascriptEnabled: true,
    },
    IpAddress: '658e:1b88:7f7a:a60b:32af:0b7f:56e1:2e9a',
    Billing: {
      FirstName: 'Alex',
      LastName: 'Smith',
      Address: {
        AddressLine1: '6 rue de la Cité',
        AddressLine2: 'Appartement 3',
        City: 'Paris',
        Region: 'Île-de-France',
        PostalCode: '75001',
        Country: 'FR',
      },
    },
    Shipping: {
      FirstName: 'Alex',
      LastName: 'Smith',
      Address: {
        AddressLine1: '6 rue de la Cité',
        AddressLine2: 'Appartement 3',
        City: 'Paris',
        Region: 'Île-de-France',
        PostalCode: '75001',
        Country: 'FR',
      },
    },
  },
  response: {
    Id: 'wt_ba1e1201-ef12-4c33-942d-8461f1686a67',
    Tag: 'Created using Mangopay API Postman Collection',
    CreationDate: 1700210889,
    AuthorId: 'user_m_01JHQRCND66XP99SVBXQRP54MF',
    CreditedUserId: 'user_m_01JHQRCND66XP99SVBXQRP54MF',
    DebitedFunds: { Currency: 'EUR', Amount: 57842 },
    CreditedFunds: { Currency: 'EUR', Amount: 48965 },
    Fees: { Currency: 'EUR', Amount: 8877 },
    Status: 'CREATED',
    ResultCode: null,
    ResultMessage: null,
    ExecutionDate: null,
    Type: 'PAYIN',
    Nature: 'REGULAR',
    CreditedWalletId: 'wlt_m_01JHQRD0WZ1QWKNAMQF93E5M15',
    DebitedWalletId: null,
    PaymentType: 'CARD',
    ExecutionType: 'DIRECT',
    SecureMode: 'DEFAULT',
    CardId: 'card_m_iWdaSvYItChPyoia',
    SecureModeReturnURL: 'https://docs.mangopay.com/please-ignore?transactionId=209160523',
    SecureModeRedirectURL:
      'https://api.sandbox.whenthen.co/payment-gateway/whenthen/threeDS/54b0c206-0a67-43d4-ace6-14a25697cf85/challenge?id=d7a9a1dd-80aa-4252-b2b4-221e1898d67f&url=aHR0cHM6Ly9hcGkuc2FuZGJveC53aGVudGhlbi5jby9wYXltZW50cy8zRFNlY3VyZS81NGIwYzIwNi0wYTY3LTQzZDQtYWNlNi0xNGEyNTY5N2NmODUvYzA1YTBhYzktNjBmZC00NDQyLWEzYzAtYjlmOTVlN2I1ODk5&amount=MzMzNDE&currency=RVVS',
    SecureModeNeeded: true,
    Culture: 'EN',
    SecurityInfo: { AVSResult: 'NO_CHECK' },
    StatementDescriptor: 'Mangopay',
    BrowserInfo: {
      AcceptHeader: 'text/html, application/xhtml+xml, application/xml;q=0.9, /;q=0.8',
      JavaEnabled: true,
      Language: 'en',
      ColorDepth: 4,
      ScreenHeight: 1800,
      ScreenWidth: 400,
      TimeZoneOffset: 60,
      UserAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 13_6_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      JavascriptEnabled: true,
    },
    IpAddress: '658e:1b88:7f7a:a60b:32af:0b7f:56e1:2e9a',
    Billing: {
      FirstName: 'Alex',
      LastName: 'Smith',
      Address: {
        AddressLine1: '6 rue de la Cité',
        AddressLine2: 'Appartement 3',
        City: 'Paris',
        Region: 'Île-de-France',
        PostalCode: '75001',
        Country: 'FR',
      },
    },
    Shipping: {
      FirstName: 'Alex',
      LastName: 'Smith',
      Address: {
        AddressLine1: '6 rue de la Cité',
        AddressLine2: 'Appartement 3',
        City: 'Paris',
        Region: 'Île-de-France',
        PostalCode: '75001',
        Country: 'FR',
      },
    },
    Requested3DSVersion: null,
    Applied3DSVersion: 'V2_1',
    RecurringPayinRegistrationId: null,
    PreferredCardNetwork: null,
    PaymentCategory: 'ECommerce',
    CardInfo: { BIN: '497010', IssuingBank: 'LA BANQUE POSTALE', IssuerCountryCode: 'MA', Type: 'CREDIT', Brand: 'VISA', SubType: null },
  } satisfies CardPayInAsDocumented,
};

/** Frictionless: SUCCEEDED at once (an older example: BrowserInfo null, SecureModeReturnURL null). */
export const createCardPayInFrictionless: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/direct-card-payins/view-payin-direct-card',
  response: {
    Id: '149625824',
    Tag: 'Custom description for this specific PayIn',
    CreationDate: 1661159886,
    AuthorId: '146476890',
    CreditedUserId: '146476890',
    DebitedFunds: { Currency: 'EUR', Amount: 4500 },
    CreditedFunds: { Currency: 'EUR', Amount: 4455 },
    Fees: { Currency: 'EUR', Amount: 45 },
    Status: 'SUCCEEDED',
    ResultCode: '000000',
    ResultMessage: 'Success',
    ExecutionDate: 1661159887,
    Type: 'PAYIN',
    Nature: 'REGULAR',
    CreditedWalletId: '148968396',
    DebitedWalletId: null,
    PaymentType: 'CARD',
    ExecutionType: 'DIRECT',
    SecureMode: 'DEFAULT',
    CardId: '149334067',
    SecureModeReturnURL: null,
    SecureModeRedirectURL: null,
    SecureModeNeeded: false,
    Culture: 'EN',
    SecurityInfo: { AVSResult: 'NO_CHECK' },
    StatementDescriptor: 'Mar2016',
    BrowserInfo: null,
    IpAddress: '2001:0620:0000:0000:0211:24FF:FE80:C12C',
    Billing: {
      FirstName: 'Nat',
      LastName: 'Doe',
      Address: {
        AddressLine1: 'Rue des plantes',
        AddressLine2: 'The Oasis',
        City: 'Paris',
        Region: 'Ile de France',
        PostalCode: '75001',
        Country: 'FR',
      },
    },
    Shipping: {
      FirstName: 'Nat',
      LastName: 'Doe',
      Address: {
        AddressLine1: '4 Oasis street',
        AddressLine2: 'The Oasis',
        City: 'Paris',
        Region: 'Ile de France',
        PostalCode: '75001',
        Country: 'FR',
      },
    },
    Requested3DSVersion: null,
    Applied3DSVersion: null,
    RecurringPayinRegistrationId: null,
    PreferredCardNetwork: null,
    PaymentCategory: 'ECommerce',
    CardInfo: { BIN: '497010', IssuingBank: 'LA BANQUE POSTALE', IssuerCountryCode: 'MA', Type: 'CREDIT', Brand: 'VISA', SubType: null },
  },
};

export const createBankWirePayIn: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/bank-wire-payins/create-bank-wire-payin',
  request: {
    Tag: 'Created using Mangopay API Postman Collection',
    AuthorId: 'user_m_01JCQYJNHFPENP1SKTCBYER0F8',
    CreditedWalletId: 'wlt_m_01JFAJS7838A32W7KPJ7NNGJ1D',
    DeclaredDebitedFunds: { Currency: 'EUR', Amount: 62789 },
    DeclaredFees: { Currency: 'EUR', Amount: 7826 },
  },
  response: {
    Id: 'payin_m_01JFAJSSR3VW3SHX2X74C8GW82',
    Tag: 'Created using Mangopay API Postman Collection',
    CreationDate: 1734448310,
    ResultCode: null,
    ResultMessage: null,
    AuthorId: 'user_m_01JCQYJNHFPENP1SKTCBYER0F8',
    CreditedUserId: 'user_m_01JCQYJNHFPENP1SKTCBYER0F8',
    DebitedFunds: { Currency: 'XXX', Amount: 0 },
    CreditedFunds: { Currency: 'XXX', Amount: 0 },
    Fees: { Currency: 'XXX', Amount: 0 },
    Status: 'CREATED',
    ExecutionDate: null,
    Type: 'PAYIN',
    Nature: 'REGULAR',
    CreditedWalletId: 'wlt_m_01JFAJS7838A32W7KPJ7NNGJ1D',
    DebitedWalletId: null,
    PaymentType: 'BANK_WIRE',
    ExecutionType: 'DIRECT',
    DeclaredDebitedFunds: { Currency: 'EUR', Amount: 62789 },
    DeclaredFees: { Currency: 'EUR', Amount: 7826 },
    WireReference: 'MGgq1y8jjb',
    BankAccount: {
      OwnerAddress: {
        AddressLine1: '2 Avenue Amélie',
        AddressLine2: null,
        City: 'Luxembourg',
        Region: null,
        PostalCode: 'L-1125',
        Country: 'LU',
      },
      Type: 'IBAN',
      OwnerName: 'MANGOPAY SA',
      IBAN: 'FR7630056009271234567890182',
      BIC: 'CCFRFRPPXXX',
    },
    TransactionDetails: [],
  } satisfies BankWireAsDocumented,
};

/** With TransactionDetails, as after the wire (the docs have no SUCCEEDED example; this one reads CREATED). */
export const viewBankWirePayIn: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/bank-wire-payins/view-payin-bank-wire',
  response: {
    Id: 'payin_m_01JFAJSSR3VW3SHX2X74C8GW82',
    Tag: 'Created using Mangopay API Postman Collection',
    CreationDate: 1734448310,
    ResultCode: null,
    ResultMessage: null,
    AuthorId: 'user_m_01JCQYJNHFPENP1SKTCBYER0F8',
    CreditedUserId: 'user_m_01JCQYJNHFPENP1SKTCBYER0F8',
    DebitedFunds: { Currency: 'EUR', Amount: 62789 },
    CreditedFunds: { Currency: 'EUR', Amount: 54963 },
    Fees: { Currency: 'EUR', Amount: 7826 },
    Status: 'CREATED',
    ExecutionDate: null,
    Type: 'PAYIN',
    Nature: 'REGULAR',
    CreditedWalletId: 'wlt_m_01JFAJS7838A32W7KPJ7NNGJ1D',
    DebitedWalletId: null,
    PaymentType: 'BANK_WIRE',
    ExecutionType: 'DIRECT',
    DeclaredDebitedFunds: { Currency: 'EUR', Amount: 62789 },
    DeclaredFees: { Currency: 'EUR', Amount: 7826 },
    WireReference: 'MGgq1y8jjb',
    BankAccount: {
      OwnerAddress: {
        AddressLine1: '2 Avenue Amélie',
        AddressLine2: null,
        City: 'Luxembourg',
        Region: null,
        PostalCode: 'L-1125',
        Country: 'LU',
      },
      Type: 'IBAN',
      OwnerName: 'MANGOPAY SA',
      IBAN: 'FR7630056009271234567890182',
      BIC: 'CCFRFRPPXXX',
    },
    TransactionDetails: [
      {
        BankTransactionDomainCode: 'PMNT',
        BankTransactionDomainFamilyCode: 'RCDT',
        BankTransactionDomainSubFamilyCode: null,
        References: [{ Type: 'EndToEndId', Value: 'AAB.123.EU.ABC-00012345' }],
        DebtorName: 'Example Business Services GmbH',
        DebtorAccount: 'DE95500400007892074911',
        DebtorAgent: 'COBADEFFXXX',
        DebtorAddressLine1: null,
        DebtorAddressLine2: null,
        DebtorAddressLine3: null,
        RemittanceInformationLine1: 'MG12AB34CD',
        RemittanceInformationLine2: '/SABF/9URQ',
        RemittanceInformationLine3: null,
        RemittanceInformationLine4: null,
      },
    ],
  } satisfies BankWireAsDocumented,
};

export const createIbanBankAccount: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/bank-accounts/create-iban-bank-account',
  request: {
    OwnerAddress: {
      AddressLine1: 'Rue des plantes',
      AddressLine2: 'The Oasis',
      City: 'Paris',
      Region: 'Ile de France',
      PostalCode: '75001',
      Country: 'FR',
    },
    IBAN: 'FR7630004000031234567890143',
    BIC: 'BNPAFRPP',
    OwnerName: 'John Doe',
    Tag: 'Created using the Mangopay API Postman collection',
  },
  response: {
    OwnerAddress: {
      AddressLine1: 'Rue des plantes',
      AddressLine2: 'The Oasis',
      City: 'Paris',
      Region: 'Ile de France',
      PostalCode: '75001',
      Country: 'FR',
    },
    IBAN: 'FR7630004000031234567890143',
    BIC: 'BNPAFRPP',
    UserId: '142036728',
    OwnerName: 'John Doe',
    Type: 'IBAN',
    Id: '150287803',
    Tag: 'custom meta',
    CreationDate: 1661859994,
    Active: true,
  } satisfies bankAccount.IBANData,
};

export const errorInvalidIban: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/bank-accounts/create-iban-bank-account',
  response: {
    Message: 'One or several required parameters are missing or incorrect. An incorrect resource ID also raises this kind of error.',
    Type: 'param_error',
    Id: '692b34b2-86a5-4859-a515-f8838292a56e#1662449297',
    Date: 1662449298,
    errors: { IBAN: 'The value is not a valid IBAN' },
  },
};

export const createMandate: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/mandates/create-mandate',
  request: {
    BankAccountId: 'bankacc_m_01J999AWHFHW2PQ1ADNQ46AYE9',
    Culture: 'EN',
    ReturnURL: 'https://docs.mangopay.com/please-ignore',
    Tag: 'Created using the Mangopay API Postman collection',
  },
  response: {
    Scheme: null,
    BankAccountId: 'bankacc_m_01J999AWHFHW2PQ1ADNQ46AYE9',
    BankReference: null,
    Culture: 'EN',
    DocumentURL:
      'https://api.sandbox.mangopay.com/webhook/eu/public/mandates/e8a73d/dfbdce2a12a442bfae973e56777b3ddb/document?version=2.01',
    ReturnURL: 'https://docs.mangopay.com/please-ignore?MandateId=mdt_m_01J999B9HSEDH9CZDEXXYZGHEZ',
    RedirectURL:
      'https://api.sandbox.mangopay.com/mvc/eu/public/mandates/e8a73d/dfbdce2a12a442bfae973e56777b3ddb/confirmation?version=2.01',
    Id: 'mdt_m_01J999B9HSEDH9CZDEXXYZGHEZ',
    CreationDate: 1727962392,
    Status: 'CREATED',
    UserId: 'user_m_01J8SY95DQ5CM7DH43NQCAS65T',
    ExecutionType: 'WEB',
    MandateType: 'DIRECT_DEBIT',
    Tag: 'Created using the Mangopay API Postman collection',
    ResultCode: null,
    ResultMessage: null,
  } satisfies WithNulls<mandate.MandateData, 'Scheme' | 'BankReference' | 'ResultCode' | 'ResultMessage'>,
};

export const viewMandateSubmitted: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/mandates/view-mandate',
  response: {
    Scheme: 'SEPA',
    BankAccountId: 'bankacc_m_01J999AWHFHW2PQ1ADNQ46AYE9',
    BankReference: 'QYDZMNP',
    Culture: 'EN',
    DocumentURL:
      'https://api.sandbox.mangopay.com/webhook/eu/public/mandates/e8a73d/dfbdce2a12a442bfae973e56777b3ddb/document?version=2.01',
    ReturnURL: 'https://docs.mangopay.com/please-ignore?MandateId=mdt_m_01J999B9HSEDH9CZDEXXYZGHEZ',
    RedirectURL:
      'https://api.sandbox.mangopay.com/mvc/eu/public/mandates/e8a73d/dfbdce2a12a442bfae973e56777b3ddb/confirmation?version=2.01',
    Id: 'mdt_m_01J999B9HSEDH9CZDEXXYZGHEZ',
    CreationDate: 1727962392,
    Status: 'SUBMITTED',
    UserId: 'user_m_01J8SY95DQ5CM7DH43NQCAS65T',
    ExecutionType: 'WEB',
    MandateType: 'DIRECT_DEBIT',
    Tag: 'Created using the Mangopay API Postman collection',
    ResultCode: null,
    ResultMessage: null,
  } satisfies WithNulls<mandate.MandateData, 'ResultCode' | 'ResultMessage'>,
};

export const viewMandateExpired: Fixture = {
  source: 'https://docs.mangopay.com/errors/codes/001807',
  response: {
    Scheme: null,
    BankAccountId: '151453487',
    BankReference: null,
    Culture: 'FR',
    DocumentURL: 'https://api.sandbox.mangopay.com/public/mandates/e8a73d/5b7b0ca367b144d39670be5f76dc1b71/document',
    ReturnURL: 'http://www.my-site.com/returnURL/?MandateId=151566839',
    RedirectURL: 'https://api.sandbox.mangopay.com/public/mandates/e8a73d/5b7b0ca367b144d39670be5f76dc1b71/confirmation',
    Id: '151566839',
    CreationDate: 1663244376,
    Status: 'FAILED',
    UserId: '151452401',
    ExecutionType: 'WEB',
    MandateType: 'DIRECT_DEBIT',
    Tag: null,
    ResultCode: '001807',
    ResultMessage: 'User has let the mandate session expire without confirming',
  } satisfies WithNulls<mandate.MandateData, 'Scheme' | 'BankReference' | 'Tag'>,
};

export const cancelMandate: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/mandates/cancel-mandate',
  response: {
    Scheme: 'SEPA',
    BankAccountId: 'bankacc_m_01J999AWHFHW2PQ1ADNQ46AYE9',
    BankReference: 'QYDZMNP',
    Culture: 'EN',
    DocumentURL:
      'https://api.sandbox.mangopay.com/webhook/eu/public/mandates/e8a73d/dfbdce2a12a442bfae973e56777b3ddb/document?version=2.01',
    ReturnURL: 'https://docs.mangopay.com/please-ignore?MandateId=mdt_m_01J999B9HSEDH9CZDEXXYZGHEZ',
    RedirectURL:
      'https://api.sandbox.mangopay.com/mvc/eu/public/mandates/e8a73d/dfbdce2a12a442bfae973e56777b3ddb/confirmation?version=2.01',
    Id: 'mdt_m_01J999B9HSEDH9CZDEXXYZGHEZ',
    CreationDate: 1727962392,
    Status: 'FAILED',
    UserId: 'user_m_01J8SY95DQ5CM7DH43NQCAS65T',
    ExecutionType: 'WEB',
    MandateType: 'DIRECT_DEBIT',
    Tag: 'Created using the Mangopay API Postman collection',
    ResultCode: '001806',
    ResultMessage: 'The client has cancelled the mandate',
  } satisfies mandate.MandateData,
};

export const errorMandateCannotBeCancelled: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/mandates/cancel-mandate',
  response: {
    Message: 'The Status of this mandate does not allow it to be cancelled',
    Type: 'mandate_cannot_be_cancelled',
    Id: 'f569e443-17a1-4c59-a8ca-143586c99bca#1756734881',
    Date: 1756734882,
    errors: null,
  },
};

export const createDirectDebitPayIn: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/direct-debit-payins/create-direct-debit-payin',
  request: {
    AuthorId: 'user_m_01J8SY95DQ5CM7DH43NQCAS65T',
    CreditedWalletId: 'wlt_m_01J6EN9X1Q0PGM0CJ9QD197CRG',
    DebitedFunds: { Currency: 'EUR', Amount: 1200 },
    Fees: { Currency: 'EUR', Amount: 12 },
    Tag: 'Created using the Mangopay API Postman collection',
    MandateId: 'mdt_m_01J999B9HSEDH9CZDEXXYZGHEZ',
    StatementDescriptor: 'Example123',
  },
  response: {
    Id: 'payin_m_01J9C36G3DYBNZEHVZ5HC7WB5D',
    CreationDate: 1728056606,
    AuthorId: 'user_m_01J8SY95DQ5CM7DH43NQCAS65T',
    CreditedUserId: 'user_m_01J8SY95DQ5CM7DH43NQCAS65T',
    Status: 'CREATED',
    ExecutionDate: null,
    ChargeDate: null,
    Type: 'PAYIN',
    Nature: 'REGULAR',
    CreditedWalletId: 'wlt_m_01J6EN9X1Q0PGM0CJ9QD197CRG',
    DebitedWalletId: null,
    CreditedFunds: { Currency: 'EUR', Amount: 1188 },
    DebitedFunds: { Currency: 'EUR', Amount: 1200 },
    Fees: { Currency: 'EUR', Amount: 12 },
    ResultCode: null,
    ResultMessage: null,
    PaymentType: 'DIRECT_DEBIT',
    ExecutionType: 'DIRECT',
    Tag: 'Created using Mangopay API Postman Collection',
    MandateId: 'mdt_m_01J999B9HSEDH9CZDEXXYZGHEZ',
    StatementDescriptor: 'Example123',
  } satisfies DirectDebitAsDocumented,
};

/** FAILED 001833 on a mandate that does not allow payments (HTTP 200). */
export const createDirectDebitPayInFailed: Fixture = {
  source: 'https://docs.mangopay.com/api-reference/direct-debit-payins/create-direct-debit-payin',
  response: {
    Id: 'payin_m_01J9C36G3DYBNZEHVZ5HC7WB5D',
    CreationDate: 1728056606,
    AuthorId: 'user_m_01J8SY95DQ5CM7DH43NQCAS65T',
    CreditedUserId: 'user_m_01J8SY95DQ5CM7DH43NQCAS65T',
    Status: 'FAILED',
    ExecutionDate: null,
    ChargeDate: null,
    Type: 'PAYIN',
    Nature: 'REGULAR',
    CreditedWalletId: 'wlt_m_01J6EN9X1Q0PGM0CJ9QD197CRG',
    DebitedWalletId: null,
    CreditedFunds: { Currency: 'EUR', Amount: 1188 },
    DebitedFunds: { Currency: 'EUR', Amount: 1200 },
    Fees: { Currency: 'EUR', Amount: 12 },
    ResultCode: '001833',
    ResultMessage: 'The Status of this Mandate does not allow for payments',
    PaymentType: 'DIRECT_DEBIT',
    ExecutionType: 'DIRECT',
    Tag: 'Created using Mangopay API Postman Collection',
    MandateId: 'mdt_m_01J999B9HSEDH9CZDEXXYZGHEZ',
    StatementDescriptor: 'Example123',
  } satisfies DirectDebitAsDocumented,
};
