/**
 * Gateway operations on Recipients, Mangopay's payout accounts since 2025 (https://docs.mangopay.com/api-reference/recipients,
 * https://docs.mangopay.com/guides/sca/recipients), through the SDK's Recipients service. A recipient here
 * is a EUR LocalBankTransfer account (IBAN, BIC optional) with the PAYOUT scope: it needs an OWNER
 * enrolled in SCA and, with ScaContext USER_PRESENT, comes back Status PENDING with
 * PendingUserAction.RedirectUrl, where the platform sends the person (with its own ReturnUrl added,
 * {@link scaRedirectUrl}); the recipient then turns ACTIVE (RECIPIENT_ACTIVE) or CANCELED
 * (RECIPIENT_CANCELED). USER_NOT_PRESENT is refused (403) unless the user gave a proxy consent. EUR
 * recipients in a SEPA country carry RecipientVerificationOfPayee (Verification of Payee): MATCH,
 * CLOSE_MATCH, NO_MATCH or MATCH_NOT_POSSIBLE; payouts to a NO_MATCH or MATCH_NOT_POSSIBLE recipient
 * fail with 121030 (https://docs.mangopay.com/release-notes/api/2025-11-10).
 */
import type { recipient } from 'mangopay2-nodejs-sdk/typings/models/recipient';
import type { GatewayCore, Sdk } from './gateway';
import type { Address } from './gateway.types';
import { PaymentProviderError } from './errors';
import { copyForSdk } from './sdk-guard';

export type Recipient = recipient.RecipientData;
export type VerificationOfPayee = recipient.VerificationOfPayee;
export type ScaContext = 'USER_PRESENT' | 'USER_NOT_PRESENT';
/** What GET users/{UserId}/recipients lists: a condensed recipient (no account details, no verification); read one with getRecipient. */
export type RecipientSummary = Pick<
  Recipient,
  | 'Id'
  | 'CreationDate'
  | 'DisplayName'
  | 'PayoutMethodType'
  | 'RecipientType'
  | 'Currency'
  | 'Country'
  | 'UserId'
  | 'Status'
  | 'RecipientScope'
>;

interface RecipientCommon {
  /** The account's name as the user sees it (e.g. "Compte courant"): 1 to 50 characters, none of `& , ' /`. */
  DisplayName: string;
  /** ISO 3166-1 alpha-2 of the account's bank. */
  Country: string;
  IBAN: string;
  BIC?: string;
  /** Set once, never changed. */
  Tag?: string;
}

export type RecipientInput =
  | (RecipientCommon & { RecipientType: 'Business'; BusinessRecipient: { BusinessName: string; Address: Address } })
  | (RecipientCommon & { RecipientType: 'Individual'; IndividualRecipient: { FirstName: string; LastName: string; Address: Address } });

export interface RecipientListOptions {
  RecipientScope?: 'PAYOUT' | 'PAYIN';
  Page?: number;
  /** At most 100. */
  PerPage?: number;
}

export interface RecipientOperations {
  /** A PAYOUT recipient of the user (EUR, LocalBankTransfer); PENDING with a RedirectUrl when the user must authenticate. */
  createRecipient(userId: string, input: RecipientInput, scaContext: ScaContext, idempotencyKey: string): Promise<Recipient>;
  getRecipient(recipientId: string): Promise<Recipient>;
  listUserRecipients(userId: string, options?: RecipientListOptions): Promise<RecipientSummary[]>;
  /** Final. A recipient already DEACTIVATED is returned as it is (a retried call). */
  deactivateRecipient(recipientId: string): Promise<Recipient>;
}

/**
 * Where to send the user for a PendingUserAction (a user's enrolment or a recipient's SCA): the RedirectUrl
 * with the platform's return address added as the percent-encoded query parameter `returnUrl`, Mangopay's
 * spelling (https://docs.mangopay.com/guides/sca/session, api-reference/users/enroll-user). Only http(s) URLs.
 */
export function scaRedirectUrl(redirectUrl: string, returnUrl: string): string {
  for (const url of [redirectUrl, returnUrl]) {
    if (!URL.canParse(url) || !['http:', 'https:'].includes(new URL(url).protocol)) throw new Error(`not an http(s) URL: ${url}`);
  }
  const target = new URL(redirectUrl);
  target.searchParams.set('returnUrl', returnUrl);
  return target.toString();
}

/**
 * The holder name a CLOSE_MATCH suggests, or null. Mangopay has no field of its own for it: the
 * emulator writes it at the end of RecipientVerificationMessage after "Suggested name: "; against
 * Mangopay, whose message wording is not documented, this finds nothing and returns null.
 */
export function suggestedPayeeName(verification: VerificationOfPayee | null | undefined): string | null {
  if (verification?.RecipientVerificationCheck !== 'CLOSE_MATCH') return null;
  const found = /Suggested name: (.+)$/.exec(verification.RecipientVerificationMessage ?? '');
  return found?.[1]?.trim() || null;
}

function createData(input: RecipientInput, scaContext: ScaContext): recipient.CreateRecipientData {
  const data: recipient.CreateRecipientData = {
    DisplayName: input.DisplayName,
    PayoutMethodType: 'LocalBankTransfer',
    RecipientType: input.RecipientType,
    RecipientScope: 'PAYOUT',
    Currency: 'EUR',
    Country: input.Country as recipient.CreateRecipientData['Country'],
    LocalBankTransfer: { EUR: input.BIC ? { IBAN: input.IBAN, BIC: input.BIC } : { IBAN: input.IBAN } },
    ScaContext: scaContext,
  };
  // Address.Country is checked by the provider; the SDK types it as its CountryISO union.
  if (input.RecipientType === 'Business') data.BusinessRecipient = input.BusinessRecipient as recipient.CreateBusinessRecipientData;
  else data.IndividualRecipient = input.IndividualRecipient as recipient.CreateIndividualRecipientData;
  if (input.Tag !== undefined) data.Tag = input.Tag;
  return copyForSdk(data);
}

export function recipientOperations(core: GatewayCore): RecipientOperations {
  const get = async (recipientId: string) =>
    (await core.run('getRecipient', (sdk) => sdk.Recipients.get(recipientId, { resolveWithFullResponse: true }))).body;
  return {
    createRecipient(userId, input, scaContext, key) {
      const data = createData(input, scaContext);
      return core.create('createRecipient', key, (sdk, options) => sdk.Recipients.create(copyForSdk(data), userId, options));
    },

    getRecipient: get,

    async listUserRecipients(userId, options = {}) {
      const parameters: Record<string, string | number> = { page: options.Page ?? 1, per_page: options.PerPage ?? 100 };
      if (options.RecipientScope) parameters.RecipientScope = options.RecipientScope;
      const call = (sdk: Sdk) => sdk.Recipients.getUserRecipients(userId, { resolveWithFullResponse: true, parameters });
      return (await core.run('listUserRecipients', call)).body;
    },

    async deactivateRecipient(recipientId) {
      try {
        const call = (sdk: Sdk) => sdk.Recipients.deactivate(recipientId, { resolveWithFullResponse: true });
        return (await core.run('deactivateRecipient', call)).body;
      } catch (err) {
        if (!(err instanceof PaymentProviderError) || err.status !== 400) throw err;
        const current = await get(recipientId);
        if (current.Status === 'DEACTIVATED') return current;
        throw err;
      }
    },
  };
}
