/**
 * A charity's legal details, given by its representative (`PUT /charity/legal_details`): checked with the
 * French rules of domain/charity-area.ts, then sent to the provider's legal user of the charity (ORGANIZATION,
 * OWNER, SCA endpoints): created when the charity has none, else updated (a charity usually has one, made
 * at start-up with placeholder details by api/payments/charity-wallets.ts). The provider is called first and
 * the details stored after: a failure stores nothing, and a retry sends the same update again.
 */
import type { AppDeps } from '../app-deps';
import type { AssocsRow, CharityLegalDetailsRow } from '../db/tables.generated';
import { legalDetailsSchema, type LegalDetailsInput, type RegistrationKind } from '../../domain/charity-area';
import type { LegalDetails, ScaState, ScaStatus } from '../../domain/charity-area-types';
import { HttpError, unprocessable } from '../http/errors';
import { providerDown } from '../http/back-office-errors';
import { recordAudit } from '../audit';
import { deriveIdempotencyKey, type LegalUserScaInput, PaymentProviderError } from '../payments';
import { readScaStatus } from './sca.service';

const day = (value: Date | string) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** The stored details: `registration_kind` is written from the schema's enum (domain/charity-area.ts), `sca_status` by sca.service.ts. */
export type LegalDetailsRow = Omit<CharityLegalDetailsRow, 'registration_kind' | 'sca_status'> & {
  registration_kind: RegistrationKind;
  sca_status: ScaStatus;
};

export const presentLegalDetails = (r: LegalDetailsRow): LegalDetails => ({
  organisation_name: r.organisation_name,
  registration_kind: r.registration_kind,
  registration_number: r.registration_number,
  address_line_1: r.address_line_1,
  address_line_2: r.address_line_2,
  postal_code: r.postal_code,
  city: r.city,
  country_iso: r.country_iso,
  representative_first_name: r.representative_first_name,
  representative_last_name: r.representative_last_name,
  representative_birth_date: day(r.representative_birth_date),
  representative_nationality: r.representative_nationality,
  representative_country_of_residence: r.representative_country_of_residence,
  representative_email: r.representative_email,
  representative_phone: r.representative_phone,
  updated_at: new Date(r.updated_at).toISOString(),
});

/** The provider's legal user of the charity, from the representative's details. */
export function providerLegalUser(assocId: number, d: LegalDetailsInput): LegalUserScaInput & { UserCategory: 'OWNER' } {
  const phone = d.representative_phone.replace(/[^\d+]/g, '');
  return {
    UserCategory: 'OWNER',
    TermsAndConditionsAccepted: true,
    LegalPersonType: 'ORGANIZATION',
    Name: d.organisation_name,
    Email: d.representative_email,
    CompanyNumber: d.registration_number,
    HeadquartersAddress: {
      AddressLine1: d.address_line_1,
      ...(d.address_line_2 ? { AddressLine2: d.address_line_2 } : {}),
      City: d.city,
      PostalCode: d.postal_code,
      Country: d.country_iso,
    },
    LegalRepresentative: {
      FirstName: d.representative_first_name,
      LastName: d.representative_last_name,
      Email: d.representative_email,
      Birthday: Date.parse(`${d.representative_birth_date}T00:00:00Z`) / 1000,
      Nationality: d.representative_nationality,
      CountryOfResidence: d.representative_country_of_residence,
      PhoneNumber: phone,
      ...(phone.startsWith('+') ? {} : { PhoneNumberCountry: d.country_iso }),
    },
    Tag: `assoc:${assocId}`,
  };
}

/** A provider refusal of the details, in French; an outage is a 502. */
function providerRefusal(err: unknown, deps: Pick<AppDeps, 'logger'>, assocId: number): HttpError {
  if (!(err instanceof PaymentProviderError)) throw err;
  deps.logger.warn({ err, assocId }, 'legal details not accepted by the provider');
  if (err.retryable) return providerDown();
  return unprocessable([
    {
      code: 'legal_details_refused',
      detail: 'Le prestataire de paiement refuse ces informations. Vérifiez-les (nom, numéro, adresse, représentant) et réessayez.',
      field: '',
    },
  ]);
}

/** Checks, sends to the provider and stores the charity's legal details. */
export async function saveLegalDetails(
  deps: AppDeps,
  assocId: number,
  userId: number,
  body: unknown,
): Promise<{ legal_details: LegalDetails; sca: ScaState }> {
  const input = legalDetailsSchema({ today: deps.clock.now() }).parse(body);
  const knex = deps.db.knex;
  const charity = await knex<AssocsRow>('assocs')
    .where({ id: assocId })
    .first('id', 'name', 'url', 'mangopay_user_id', 'mangopay_wallet_id');
  if (!charity) throw new Error(`charity ${assocId} not found`);
  const provider = providerLegalUser(assocId, input);
  let providerUserId = charity.mangopay_user_id;
  try {
    if (providerUserId) {
      // The category is not changed by an update (the provider has its own route for that).
      const { UserCategory: _category, ...changes } = provider;
      await deps.payments.updateLegalUserSca(providerUserId, changes);
    } else {
      const user = await deps.payments.createLegalUserSca(provider, deriveIdempotencyKey('assoc-user', assocId, charity.url));
      providerUserId = String(user.Id);
      await knex<AssocsRow>('assocs').where({ id: assocId }).whereNull('mangopay_user_id').update({ mangopay_user_id: providerUserId });
      const stored = await knex<AssocsRow>('assocs').where({ id: assocId }).first('mangopay_user_id');
      if (!stored?.mangopay_user_id) throw new Error(`charity ${assocId} has no provider user after its creation`);
      providerUserId = stored.mangopay_user_id;
    }
    if (!charity.mangopay_wallet_id) {
      // The same key as the start-up's (charity-wallets.ts): never a second wallet.
      const wallet = await deps.payments.createWallet(
        {
          ownerId: providerUserId,
          Currency: 'EUR',
          Description: `Séquestre des dons — ${charity.name}`.slice(0, 255),
          Tag: `assoc:${assocId}`,
        },
        deriveIdempotencyKey('assoc-wallet', assocId, `${charity.url}:${providerUserId}`),
      );
      await knex<AssocsRow>('assocs').where({ id: assocId }).whereNull('mangopay_wallet_id').update({ mangopay_wallet_id: wallet.Id });
    }
  } catch (err) {
    throw providerRefusal(err, deps, assocId);
  }
  const now = deps.clock.now();
  const columns = {
    organisation_name: input.organisation_name,
    registration_kind: input.registration_kind,
    registration_number: input.registration_number,
    address_line_1: input.address_line_1,
    address_line_2: input.address_line_2 ?? null,
    postal_code: input.postal_code,
    city: input.city,
    country_iso: input.country_iso,
    representative_first_name: input.representative_first_name,
    representative_last_name: input.representative_last_name,
    representative_birth_date: input.representative_birth_date,
    representative_nationality: input.representative_nationality,
    representative_country_of_residence: input.representative_country_of_residence,
    representative_email: input.representative_email,
    representative_phone: input.representative_phone,
    updated_by_id: userId,
    updated_at: now,
  };
  await knex.transaction(async (trx) => {
    await trx<CharityLegalDetailsRow>('charity_legal_details')
      .insert({ assoc_id: assocId, ...columns, created_at: now })
      .onConflict('assoc_id')
      .merge(columns);
    await recordAudit(
      trx,
      {
        actorId: userId,
        action: 'charity.legal_details_saved',
        entityType: 'charity',
        entityId: assocId,
        details: { registration_kind: input.registration_kind },
      },
      now,
    );
  });
  const sca = await readScaStatus(deps, assocId);
  const row = await knex<LegalDetailsRow>('charity_legal_details').where({ assoc_id: assocId }).first();
  if (!row) throw new Error(`charity ${assocId}'s legal details not found after their saving`);
  return { legal_details: presentLegalDetails(row), sca };
}
