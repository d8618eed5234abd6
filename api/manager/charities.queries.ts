/** Reads of charities for the manager area (inactive ones included), with tax rates, media and bank account. */
import type { Knex } from 'knex';
import { foldForSearch } from '../../domain/text';
import type { CerfaType, CharityListItem, ManagerCharity, TaxRateType } from '../../domain/manager-types';
import { currentPayoutAccountRow, presentPayoutAccount } from '../charity-area';
import type { AssocMediaRow, AssocsRow, AssocTaxRatesRow, CharityBankAccountsRow } from '../db/tables.generated';

/** A charity row: `cerfa_type` is written from CERFA_TYPES (domain/charity-input.ts). */
export type CharityRow = Omit<AssocsRow, 'cerfa_type'> & { cerfa_type: CerfaType };
/** A tax rate row: `assoc_type` is written from TAX_RATE_TYPES (domain/charity-input.ts). */
type TaxRateRow = Omit<AssocTaxRatesRow, 'assoc_type'> & { assoc_type: TaxRateType };

const COLUMNS = [
  'id',
  'name',
  'url',
  'description',
  'assoc_object',
  'about',
  'actions',
  'video_url',
  'category_id',
  'region_id',
  'country_iso',
  'certification_code',
  'cerfa_type',
  'equivalence_30euro',
  'equivalence_100euro',
  'logo_path',
  'banner_path',
  'active',
  'mangopay_user_id',
  'mangopay_wallet_id',
] as const satisfies ReadonlyArray<keyof CharityRow>;

export async function findManagerCharity(db: Knex, id: number): Promise<ManagerCharity | undefined> {
  const row = await db<CharityRow>('assocs')
    .where({ id })
    .first(...COLUMNS);
  if (!row) return undefined;
  const [rates, media, bank, payoutAccount] = await Promise.all([
    db<TaxRateRow>('assoc_tax_rates').where({ assoc_id: id }).orderBy('assoc_type').select('assoc_type', 'percent'),
    db<AssocMediaRow>('assoc_media').where({ assoc_id: id }).orderBy(['kind', 'position']).select('id', 'kind', 'position', 'path'),
    db<CharityBankAccountsRow>('charity_bank_accounts')
      .where({ assoc_id: id, active: true })
      .first('id', 'iban_masked', 'owner_name', 'mangopay_bank_account_id'),
    currentPayoutAccountRow(db, id),
  ]);
  return {
    id: Number(row.id),
    name: row.name,
    url: row.url,
    description: row.description,
    assoc_object: row.assoc_object,
    about: row.about,
    actions: row.actions,
    video_url: row.video_url,
    category_id: row.category_id,
    region_id: row.region_id,
    country_iso: String(row.country_iso).trim(),
    certification_code: row.certification_code,
    cerfa_type: row.cerfa_type,
    equivalence_30euro: row.equivalence_30euro,
    equivalence_100euro: row.equivalence_100euro,
    logo_path: row.logo_path,
    banner_path: row.banner_path,
    active: row.active,
    mangopay_user_id: row.mangopay_user_id,
    mangopay_wallet_id: row.mangopay_wallet_id,
    tax_rates: rates.map((r) => ({ assoc_type: r.assoc_type, value: Number(r.percent) })),
    media: media.map((m) => ({
      id: Number(m.id),
      kind: m.kind,
      position: m.position,
      url: m.path,
    })),
    bank_account: bank
      ? {
          id: Number(bank.id),
          iban_masked: bank.iban_masked,
          owner_name: bank.owner_name,
          mangopay_bank_account_id: bank.mangopay_bank_account_id,
        }
      : null,
    payout_account: payoutAccount ? presentPayoutAccount(payoutAccount) : null,
  };
}

export interface CharityListFilter {
  q?: string;
  active?: boolean;
  limit: number;
  offset: number;
}

const LIST_COLUMNS = [
  'id',
  'name',
  'url',
  'active',
  'certification_code',
  'cerfa_type',
  'category_id',
  'mangopay_wallet_id',
  'logo_path',
] as const satisfies ReadonlyArray<keyof CharityRow>;

/** A listed charity (bigint ids come back as strings from some drivers). */
export const presentCharityListItem = (r: Pick<CharityRow, (typeof LIST_COLUMNS)[number]>): CharityListItem => ({
  id: Number(r.id),
  name: r.name,
  url: r.url,
  active: r.active,
  certification_code: r.certification_code,
  cerfa_type: r.cerfa_type,
  category_id: r.category_id,
  mangopay_wallet_id: r.mangopay_wallet_id,
  logo_path: r.logo_path,
});

/** Charities by name (every keyword, accent-folded), newest first; inactive ones included unless filtered. */
export function listManagerCharities(db: Knex, filter: CharityListFilter) {
  const query = db<CharityRow>('assocs')
    .orderBy('name')
    .limit(filter.limit)
    .offset(filter.offset)
    .select(...LIST_COLUMNS);
  for (const keyword of foldForSearch(filter.q ?? '')
    .split(/\s+/)
    .filter(Boolean))
    query.where('search_name', 'like', `%${keyword.replace(/[\\%_]/g, '\\$&')}%`);
  if (filter.active !== undefined) query.where('active', filter.active);
  return query;
}
