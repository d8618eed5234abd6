/**
 * Gateway operations on the SCA user endpoints (https://docs.mangopay.com/api-reference/users/create-natural-user-sca,
 * create-legal-user-sca, view-user-sca), which Mangopay requires for creating users since December 2025
 * (https://docs.mangopay.com/release-notes/api/2025-11-17: the legacy POST users/natural|legal and GET
 * users/{id} stop working). A PAYER is ACTIVE at once; an OWNER comes back UserStatus
 * PENDING_USER_ACTION with PendingUserAction.RedirectUrl, where the platform sends the person (adding
 * `ReturnUrl`) to enroll in strong authentication; USER_ACCOUNT_ACTIVATED follows. On the Sandbox an
 * e-mail containing "accept" skips the enrollment.
 */
import type { user } from 'mangopay2-nodejs-sdk/typings/models/user';
import type { GatewayCore, Full, Sdk } from './gateway';
import type { Address } from './gateway.types';
import { PaymentProviderError } from './errors';
import { copyForSdk } from './sdk-guard';

export type NaturalUserSca = user.UserNaturalScaData;
export type LegalUserSca = user.UserLegalScaData;

interface NaturalScaCommon {
  FirstName: string;
  LastName: string;
  Email: string;
  Address?: Address;
  PhoneNumber?: string;
  /** ISO 3166-1 alpha-2, needed with a local-format PhoneNumber. */
  PhoneNumberCountry?: string;
  Tag?: string;
}

export type NaturalUserScaInput =
  | (NaturalScaCommon & { UserCategory: 'PAYER'; TermsAndConditionsAccepted?: boolean })
  | (NaturalScaCommon & {
      UserCategory: 'OWNER';
      TermsAndConditionsAccepted: true;
      /** Unix seconds. */
      Birthday: number;
      Nationality: string;
      CountryOfResidence: string;
      PhoneNumber: string;
      Occupation?: string;
      IncomeRange?: 1 | 2 | 3 | 4 | 5 | 6;
    });

export interface LegalRepresentativeInput {
  FirstName: string;
  LastName: string;
  Email?: string;
  Birthday?: number;
  Nationality?: string;
  CountryOfResidence?: string;
  PhoneNumber?: string;
  PhoneNumberCountry?: string;
}

interface LegalScaCommon {
  LegalPersonType: 'BUSINESS' | 'PARTNERSHIP' | 'ORGANIZATION' | 'SOLETRADER';
  Name: string;
  Email: string;
  LegalRepresentativeAddress?: Address;
  Tag?: string;
}

export type LegalUserScaInput =
  | (LegalScaCommon & { UserCategory: 'PAYER'; TermsAndConditionsAccepted?: boolean; LegalRepresentative: LegalRepresentativeInput })
  | (LegalScaCommon & {
      UserCategory: 'OWNER';
      TermsAndConditionsAccepted: true;
      HeadquartersAddress: Address;
      /** Required for a BUSINESS. */
      CompanyNumber?: string;
      LegalRepresentative: LegalRepresentativeInput & { Email: string; Birthday: number; Nationality: string; CountryOfResidence: string };
    });

/**
 * PUT sca/users/legal/{UserId}: the fields to change (the category is not one of them). For an OWNER, a
 * changed LegalRepresentative.Email, PhoneNumber or PhoneNumberCountry sends the user back to
 * PENDING_USER_ACTION with a new PendingUserAction.RedirectUrl; a changed legal representative identity
 * (names, birthday, nationality) or LegalPersonType downgrades a REGULAR user to LIGHT
 * (https://docs.mangopay.com/api-reference/users/update-legal-user-sca).
 */
export interface LegalUserScaUpdate {
  /** The SDK's update typing requires it; an OWNER has accepted them. */
  TermsAndConditionsAccepted: boolean;
  Name?: string;
  LegalPersonType?: LegalScaCommon['LegalPersonType'];
  Email?: string;
  HeadquartersAddress?: Address;
  LegalRepresentativeAddress?: Address;
  CompanyNumber?: string;
  LegalRepresentative?: Partial<LegalRepresentativeInput>;
  Tag?: string;
}

export interface ScaUserOperations {
  createNaturalUserSca(input: NaturalUserScaInput, idempotencyKey: string): Promise<NaturalUserSca>;
  createLegalUserSca(input: LegalUserScaInput, idempotencyKey: string): Promise<LegalUserSca>;
  /** Any user, in the SCA shape (UserStatus, PendingUserAction). */
  getUserSca(userId: string): Promise<NaturalUserSca | LegalUserSca>;
  updateLegalUserSca(userId: string, changes: LegalUserScaUpdate): Promise<LegalUserSca>;
  /**
   * A new SCA session for an OWNER (POST sca/users/{UserId}/enrollment): to retry an enrolment that
   * failed or expired (Mangopay's sessions last 10 minutes). The user's status does not change.
   */
  enrollUserSca(userId: string): Promise<{ RedirectUrl: string }>;
}

function expectPersonType<U extends { PersonType: string }>(operation: string, found: U, personType: string): U {
  if (found?.PersonType !== personType) throw new PaymentProviderError('unexpected', `expected a ${personType} user`, { operation });
  return found;
}

export function scaUserOperations(core: GatewayCore): ScaUserOperations {
  return {
    async createNaturalUserSca(input, key) {
      // NaturalSca routes Users.create to sca/users/natural; the SDK deletes it from what it is given, hence a
      // fresh copy per attempt.
      const data = { ...copyForSdk(input), PersonType: 'NATURAL' as const, NaturalSca: true as const };
      const created = await core.create(
        'createNaturalUserSca',
        key,
        (sdk, options) => sdk.Users.create(copyForSdk(data) as never, options) as unknown as Full<NaturalUserSca>,
      );
      return expectPersonType('createNaturalUserSca', created, 'NATURAL');
    },

    async createLegalUserSca(input, key) {
      const data = { ...copyForSdk(input), PersonType: 'LEGAL' as const, LegalSca: true as const };
      const created = await core.create(
        'createLegalUserSca',
        key,
        (sdk, options) => sdk.Users.create(copyForSdk(data) as never, options) as unknown as Full<LegalUserSca>,
      );
      return expectPersonType('createLegalUserSca', created, 'LEGAL');
    },

    async updateLegalUserSca(userId, changes) {
      // LegalSca routes updateSca to sca/users/legal/{Id}; a fresh copy per attempt, as for creation.
      const data = { ...copyForSdk(changes), Id: userId, LegalSca: true as const };
      const call = (sdk: Sdk) =>
        sdk.Users.updateSca(copyForSdk(data) as never, { resolveWithFullResponse: true }) as unknown as Full<LegalUserSca>;
      return expectPersonType('updateLegalUserSca', (await core.run('updateLegalUserSca', call)).body, 'LEGAL');
    },

    async enrollUserSca(userId) {
      const answer = await core.run('enrollUserSca', (sdk) => sdk.Users.enroll(userId, { resolveWithFullResponse: true }));
      const redirectUrl = answer.body?.PendingUserAction?.RedirectUrl;
      if (typeof redirectUrl !== 'string')
        throw new PaymentProviderError('unexpected', 'no PendingUserAction.RedirectUrl', { operation: 'enrollUserSca' });
      return { RedirectUrl: redirectUrl };
    },

    async getUserSca(userId) {
      return (await core.run('getUserSca', (sdk) => sdk.Users.getSca(userId, { resolveWithFullResponse: true }))).body;
    },
  };
}
