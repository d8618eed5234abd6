/**
 * The escrow of the spec: each partner charity gets, at the provider, a legal user (ORGANIZATION,
 * OWNER) and a EUR wallet in its name, into which donations are paid. Run at every start after the
 * seeds; it only acts on charities lacking provider ids, and its idempotency keys are derived from
 * the charity (id and slug), so a crash or a concurrent run never creates a second user or wallet.
 * The user id is stored before the wallet is created, so an interrupted run resumes where it stopped.
 * Users are created through Mangopay's SCA endpoint (gateway-users-sca.ts; the legacy users/legal call
 * is retired). As an OWNER (it receives payouts) a charity comes back PENDING_USER_ACTION until its
 * legal representative enrolls in strong authentication (PendingUserAction.RedirectUrl, read again with
 * getUserSca); its wallet is created and credited meanwhile, payouts wait for the enrollment.
 */
import type { Knex } from 'knex';
import type { AssocsRow } from '../db/tables.generated';
import type { PaymentGateway } from './gateway.types';
import { deriveIdempotencyKey } from './idempotency-keys';

/** Fictional but well-formed details: the charities' real ones come with their KYC (a later slice). */
function representative(charityId: number) {
  return {
    FirstName: 'Camille',
    LastName: 'Martin',
    Email: `representant-${charityId}@associations.entraide.example`,
    Birthday: Date.UTC(1980, 0, 1) / 1000,
    Nationality: 'FR',
    CountryOfResidence: 'FR',
  };
}

export interface CharityWalletsResult {
  usersCreated: number;
  walletsCreated: number;
}

/** Gives every charity without provider ids its legal user and wallet, and stores their ids. */
export async function ensureCharityWallets(knex: Knex, gateway: PaymentGateway): Promise<CharityWalletsResult> {
  const rows = await knex<AssocsRow>('assocs')
    .select('id', 'name', 'url', 'country_iso', 'mangopay_user_id', 'mangopay_wallet_id')
    .whereNull('mangopay_user_id')
    .orWhereNull('mangopay_wallet_id')
    .orderBy('id');
  const result: CharityWalletsResult = { usersCreated: 0, walletsCreated: 0 };
  for (const charity of rows) {
    let userId = charity.mangopay_user_id;
    if (!userId) {
      const country = charity.country_iso?.trim() || 'FR';
      const user = await gateway.createLegalUserSca(
        {
          UserCategory: 'OWNER',
          TermsAndConditionsAccepted: true,
          LegalPersonType: 'ORGANIZATION',
          Name: charity.name.slice(0, 255),
          Email: `association-${charity.id}@associations.entraide.example`,
          HeadquartersAddress: { AddressLine1: '1 place de la Solidarité', City: 'Paris', PostalCode: '75001', Country: country },
          LegalRepresentative: representative(charity.id),
          Tag: `assoc:${charity.id}`,
        },
        deriveIdempotencyKey('assoc-user', charity.id, charity.url),
      );
      userId = user.Id;
      await knex<AssocsRow>('assocs').where({ id: charity.id }).update({ mangopay_user_id: userId });
      result.usersCreated++;
    }
    if (!charity.mangopay_wallet_id) {
      const wallet = await gateway.createWallet(
        { ownerId: userId, Currency: 'EUR', Description: `Séquestre des dons — ${charity.name}`.slice(0, 255), Tag: `assoc:${charity.id}` },
        deriveIdempotencyKey('assoc-wallet', charity.id, `${charity.url}:${userId}`),
      );
      await knex<AssocsRow>('assocs').where({ id: charity.id }).update({ mangopay_wallet_id: wallet.Id });
      result.walletsCreated++;
    }
  }
  return result;
}
