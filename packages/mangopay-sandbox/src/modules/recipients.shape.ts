/**
 * The Recipient request checks and record (https://docs.mangopay.com/api-reference/recipients/recipient-object,
 * create-recipient, validate-recipient-data). The emulator takes the LocalBankTransfer payout method in
 * EUR (account details `LocalBankTransfer.EUR` {IBAN, BIC?}); other methods and currencies are refused
 * with a param_error saying the emulator does not offer them.
 */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { Resource } from '../state';
import { BodyCheck, presentAddress } from '../validation';
import type { VerificationOfPayee } from './payee-check';

export const RECIPIENTS = 'recipients';

export type RecipientStatus = 'PENDING' | 'CANCELED' | 'ACTIVE' | 'DEACTIVATED';
export type RecipientResource = Resource & {
  Status: RecipientStatus;
  UserId: string;
  DisplayName: string;
  RecipientType: 'Individual' | 'Business';
  RecipientScope: 'PAYOUT' | 'PAYIN';
  Currency: 'EUR';
  Country: string;
  LocalBankTransfer: { EUR: { IBAN: string; BIC: string | null } };
  PendingUserAction: { RedirectUrl: string } | null;
  RecipientVerificationOfPayee: VerificationOfPayee | null;
};

const BIC_PATTERN = /^[a-zA-Z]{6}\w{2}(\w{3})?$/;

/** Checks a create (or validate) body; throws the 400 param_error listing every failing field. */
export function checkRecipient(body: Record<string, unknown>): void {
  const c = new BodyCheck(body);
  c.string('DisplayName', { required: true, max: 50 })
    .oneOf('PayoutMethodType', ['LocalBankTransfer', 'InternationalBankTransfer'], { required: true })
    .oneOf('RecipientType', ['Individual', 'Business'], { required: true })
    .string('Currency', { required: true })
    .country('Country', { required: true })
    .oneOf('RecipientScope', ['PAYOUT', 'PAYIN'])
    .oneOf('ScaContext', ['USER_PRESENT', 'USER_NOT_PRESENT'])
    .string('Tag', { max: 255 });
  const displayName = c.value('DisplayName');
  if (typeof displayName === 'string' && /[&,'/]/.test(displayName))
    c.fail('DisplayName', "The DisplayName field must match the regular expression '^(?!.*[&,'/]).{1,50}$'.");
  if (c.value('PayoutMethodType') === 'InternationalBankTransfer')
    c.fail('PayoutMethodType', 'The emulator offers the LocalBankTransfer payout method only.');
  if (c.present('Currency') && c.value('Currency') !== 'EUR') c.fail('Currency', 'The emulator offers EUR recipients only.');
  if (c.value('RecipientType') === 'Individual') {
    c.string('IndividualRecipient.FirstName', { required: true, max: 255 })
      .string('IndividualRecipient.LastName', { required: true, max: 255 })
      .address('IndividualRecipient.Address', { required: true });
  } else if (c.value('RecipientType') === 'Business') {
    c.string('BusinessRecipient.BusinessName', { required: true, max: 255 }).address('BusinessRecipient.Address', { required: true });
  }
  c.string('LocalBankTransfer.EUR.IBAN', { required: true }).string('LocalBankTransfer.EUR.BIC');
  const iban = c.value('LocalBankTransfer.EUR.IBAN');
  if (typeof iban === 'string' && iban !== '' && !isValidIBAN(electronicFormatIBAN(iban) ?? ''))
    c.fail('LocalBankTransfer.EUR.IBAN', 'The value is not a valid IBAN');
  const bic = c.value('LocalBankTransfer.EUR.BIC');
  if (typeof bic === 'string' && bic !== '' && (!BIC_PATTERN.test(bic) || !isValidBIC(bic.toUpperCase())))
    c.fail('LocalBankTransfer.EUR.BIC', 'The value is not a valid BIC');
  c.done();
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The name the bank is asked about (a body or a record): the business's name, or the person's first and last names. */
export function payeeName(body: Record<string, unknown>): string {
  if (body.RecipientType === 'Business') return text((body.BusinessRecipient as Record<string, unknown> | null)?.BusinessName);
  const person = (body.IndividualRecipient ?? {}) as Record<string, unknown>;
  return `${text(person.FirstName)} ${text(person.LastName)}`;
}

/** The condensed view GET users/{UserId}/recipients lists (https://docs.mangopay.com/api-reference/recipients/list-recipients-user). */
export function recipientSummary(r: RecipientResource): Record<string, unknown> {
  const { Id, CreationDate, DisplayName, PayoutMethodType, RecipientType, Currency, Country, UserId, Status, RecipientScope } = r;
  return { Id, CreationDate, DisplayName, PayoutMethodType, RecipientType, Currency, Country, UserId, Status, RecipientScope };
}

/** A new recipient record from a checked body (status and verification filled in by the caller). */
export function recipientRecord(
  body: Record<string, unknown>,
  base: { Id: string; CreationDate: number; UserId: string },
): RecipientResource {
  const eur = (body.LocalBankTransfer as { EUR: { IBAN: string; BIC?: string } }).EUR;
  const individual = body.IndividualRecipient as Record<string, unknown> | undefined;
  const business = body.BusinessRecipient as Record<string, unknown> | undefined;
  return {
    ScaContext: body.ScaContext ?? ((body.RecipientScope ?? 'PAYOUT') === 'PAYOUT' ? 'USER_PRESENT' : null),
    ...base,
    Status: 'PENDING',
    DisplayName: String(body.DisplayName),
    PayoutMethodType: 'LocalBankTransfer',
    RecipientType: body.RecipientType as 'Individual' | 'Business',
    RecipientScope: (body.RecipientScope as 'PAYOUT' | 'PAYIN' | undefined) ?? 'PAYOUT',
    Currency: 'EUR',
    Country: String(body.Country),
    Tag: typeof body.Tag === 'string' ? body.Tag : null,
    IndividualRecipient:
      body.RecipientType === 'Individual' && individual
        ? { FirstName: individual.FirstName, LastName: individual.LastName, Address: presentAddress(individual.Address) }
        : null,
    BusinessRecipient:
      body.RecipientType === 'Business' && business
        ? { BusinessName: business.BusinessName, Address: presentAddress(business.Address) }
        : null,
    LocalBankTransfer: { EUR: { IBAN: electronicFormatIBAN(eur.IBAN) ?? eur.IBAN, BIC: eur.BIC ? eur.BIC.toUpperCase() : null } },
    InternationalBankTransfer: null,
    PendingUserAction: null,
    RecipientVerificationOfPayee: null,
  };
}
