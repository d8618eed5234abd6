/** Reads of charities for the manager area (inactive ones included), with tax rates, media and bank account. */
import type { Knex } from 'knex';
import { foldForSearch } from '../../domain/text';

export interface ManagerCharity {
  id: number;
  name: string;
  url: string;
  description: string | null;
  assoc_object: string | null;
  about: string | null;
  actions: string | null;
  video_url: string | null;
  category_id: number;
  region_id: number | null;
  country_iso: string;
  certification_code: string | null;
  cerfa_type: 'GENERATED' | 'SENT_BY_ASSOC';
  equivalence_30euro: string | null;
  equivalence_100euro: string | null;
  logo_path: string | null;
  banner_path: string | null;
  active: boolean;
  mangopay_user_id: string | null;
  mangopay_wallet_id: string | null;
  tax_rates: Array<{ assoc_type: string; value: number }>;
  media: Array<{ id: number; kind: string; position: number; url: string }>;
  bank_account: { id: number; iban_masked: string; owner_name: string; mangopay_bank_account_id: string } | null;
}

const COLUMNS = [
  'id', 'name', 'url', 'description', 'assoc_object', 'about', 'actions', 'video_url', 'category_id', 'region_id', 'country_iso',
  'certification_code', 'cerfa_type', 'equivalence_30euro', 'equivalence_100euro', 'logo_path', 'banner_path', 'active', 'mangopay_user_id', 'mangopay_wallet_id',
];

export async function findManagerCharity(db: Knex, id: number): Promise<ManagerCharity | undefined> {
  const row = await db('assocs').where({ id }).first(COLUMNS);
  if (!row) return undefined;
  const [rates, media, bank] = await Promise.all([
    db('assoc_tax_rates').where({ assoc_id: id }).orderBy('assoc_type').select('assoc_type', 'percent'),
    db('assoc_media').where({ assoc_id: id }).orderBy(['kind', 'position']).select('id', 'kind', 'position', 'path'),
    db('charity_bank_accounts').where({ assoc_id: id, active: true }).first('id', 'iban_masked', 'owner_name', 'mangopay_bank_account_id'),
  ]);
  return {
    ...row,
    country_iso: String(row.country_iso).trim(),
    tax_rates: rates.map((r: { assoc_type: string; percent: number }) => ({ assoc_type: r.assoc_type, value: Number(r.percent) })),
    media: media.map((m: { id: number; kind: string; position: number; path: string }) => ({ id: Number(m.id), kind: m.kind, position: m.position, url: m.path })),
    bank_account: bank ? { ...bank, id: Number(bank.id) } : null,
  };
}

export interface CharityListFilter {
  q?: string;
  active?: boolean;
  limit: number;
  offset: number;
}

/** Charities by name (every keyword, accent-folded), newest first; inactive ones included unless filtered. */
export function listManagerCharities(db: Knex, filter: CharityListFilter) {
  const query = db('assocs').orderBy('name').limit(filter.limit).offset(filter.offset)
    .select('id', 'name', 'url', 'active', 'certification_code', 'cerfa_type', 'category_id', 'mangopay_wallet_id', 'logo_path');
  for (const keyword of foldForSearch(filter.q ?? '').split(/\s+/).filter(Boolean)) query.where('search_name', 'like', `%${keyword.replace(/[\\%_]/g, '\\$&')}%`);
  if (filter.active !== undefined) query.where('active', filter.active);
  return query;
}
