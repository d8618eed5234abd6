/**
 * SQL of the charity directory. The filter runs here: every keyword as a substring of the stored,
 * accent-folded `search_name` (LIKE with its wildcards escaped), any of the chosen values within a
 * criterion, all criteria together. The order is `search_name COLLATE "C", id`, which does not depend
 * on the database's collation (PGlite and PostgreSQL differ) and is what the PWA's offline filter
 * reproduces; the partial index of migration 20261122010000 serves it.
 */
import type { Knex } from 'knex';
import type { DirectoryFilter } from '../../domain/directory-filter';
import { searchKeywords } from '../../domain/text';
import type { AssocsRow } from '../db/tables.generated';

/** One charity as read, with its category, certification, country, region, rates, goals and slides. */
export type CharityRow = Pick<
  AssocsRow,
  | 'id'
  | 'name'
  | 'url'
  | 'description'
  | 'assoc_object'
  | 'about'
  | 'actions'
  | 'banner_path'
  | 'logo_path'
  | 'video_url'
  | 'desc_doc_path'
  | 'event_doc_path'
  | 'certification_code'
  | 'equivalence_30euro'
  | 'equivalence_100euro'
  | 'category_id'
  | 'country_iso'
  | 'region_id'
> & {
  certification_badge: string | null;
  category_name: string;
  country_name: string;
  region_code: string | null;
  region_name: string | null;
  assoc_types: Array<{ assoc_type: string; value: number }>;
  odds: number[];
  diaporamas: string[];
};

/** A slice of the ordered list; no slice means every row. */
export interface Slice {
  limit: number;
  offset: number;
}

const ORDER = 'a.search_name COLLATE "C", a.id';

const COLUMNS = `
  a.id, a.name, a.url, a.description, a.assoc_object, a.about, a.actions, a.banner_path, a.logo_path,
  a.video_url, a.desc_doc_path, a.event_doc_path, a.certification_code, cert.badge_path AS certification_badge,
  a.equivalence_30euro, a.equivalence_100euro,
  cat.id AS category_id, cat.name AS category_name,
  co.alpha2 AS country_iso, co.name AS country_name,
  r.id AS region_id, r.code AS region_code, r.name AS region_name,
  COALESCE((SELECT json_agg(json_build_object('assoc_type', t.assoc_type, 'value', t.percent) ORDER BY t.assoc_type DESC)
            FROM assoc_tax_rates t WHERE t.assoc_id = a.id), '[]'::json) AS assoc_types,
  COALESCE((SELECT json_agg(o.odd_number ORDER BY o.odd_number)
            FROM assoc_odds o WHERE o.assoc_id = a.id), '[]'::json) AS odds,
  COALESCE((SELECT json_agg(m.path ORDER BY m.position)
            FROM assoc_media m WHERE m.assoc_id = a.id AND m.kind = 'diaporama'), '[]'::json) AS diaporamas`;

/** Escapes LIKE's wildcards and its escape character, so a keyword matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Restricts a query on `assocs AS a` to the active charities passing the filter. */
function applyFilter(query: Knex.QueryBuilder, filter: DirectoryFilter): Knex.QueryBuilder {
  query.where('a.active', true);
  for (const keyword of searchKeywords(filter.name)) {
    query.whereRaw("a.search_name LIKE ? ESCAPE '\\'", [`%${escapeLike(keyword)}%`]);
  }
  if (filter.categories.length > 0) query.whereIn('a.category_id', filter.categories);
  if (filter.countries.length > 0) query.whereIn('a.country_iso', filter.countries);
  if (filter.regions.length > 0) query.whereIn('a.region_id', filter.regions);
  if (filter.odds.length > 0) {
    query.whereExists((sub) => {
      sub.select('fo.assoc_id').from('assoc_odds as fo').whereRaw('fo.assoc_id = a.id').whereIn('fo.odd_number', filter.odds);
    });
  }
  return query;
}

function withDetails(knex: Knex): Knex.QueryBuilder {
  return knex
    .from('assocs as a')
    .join('assoc_categories as cat', 'cat.id', 'a.category_id')
    .join('countries as co', 'co.alpha2', 'a.country_iso')
    .leftJoin('regions as r', 'r.id', 'a.region_id')
    .leftJoin('certifications as cert', 'cert.code', 'a.certification_code')
    .select(knex.raw(COLUMNS));
}

/** Number of active charities passing the filter. */
export async function countCharities(knex: Knex, filter: DirectoryFilter): Promise<number> {
  const row = await applyFilter(knex.from('assocs as a'), filter).count<{ n: number | string }[]>({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** The active charities passing the filter, in the directory's order, optionally one slice of them. */
export async function findCharities(knex: Knex, filter: DirectoryFilter, slice?: Slice): Promise<CharityRow[]> {
  const query = applyFilter(withDetails(knex), filter).orderByRaw(ORDER);
  if (slice) query.limit(slice.limit).offset(slice.offset);
  return query as Promise<CharityRow[]>;
}

/**
 * One page of the active charities passing the filter, and how many pass it, in one round trip: the
 * matching ids are gathered once (a CTE used twice is materialised), counted, and only the page's rows
 * are read in full. Past the last page there is no row to carry the count, so it is counted apart.
 */
export async function findCharityPage(knex: Knex, filter: DirectoryFilter, slice: Slice): Promise<{ rows: CharityRow[]; total: number }> {
  const matched = applyFilter(knex.from('assocs as a').select('a.id', 'a.search_name'), filter);
  const page = knex
    .from('matched')
    .select('id', 'search_name')
    .orderByRaw('search_name COLLATE "C", id')
    .limit(slice.limit)
    .offset(slice.offset);
  const rows: Array<CharityRow & { total_count: number }> = await knex
    .with('matched', matched)
    .with('page', page)
    .from('page as p')
    .join('assocs as a', 'a.id', 'p.id')
    .join('assoc_categories as cat', 'cat.id', 'a.category_id')
    .join('countries as co', 'co.alpha2', 'a.country_iso')
    .leftJoin('regions as r', 'r.id', 'a.region_id')
    .leftJoin('certifications as cert', 'cert.code', 'a.certification_code')
    .select(knex.raw(COLUMNS), knex.raw('(SELECT count(*) FROM matched)::int AS total_count'))
    .orderByRaw('p.search_name COLLATE "C", p.id');
  if (rows.length === 0) return { rows: [], total: slice.offset === 0 ? 0 : await countCharities(knex, filter) };
  const total = Number(rows[0]?.total_count ?? 0);
  return { rows: rows.map(({ total_count: _omitted, ...row }) => row), total };
}

/** One active charity by id. */
export async function findCharityById(knex: Knex, id: number): Promise<CharityRow | undefined> {
  return withDetails(knex).where('a.active', true).where('a.id', id).first<CharityRow | undefined>();
}

/** One active charity by its url slug. */
export async function findCharityByUrl(knex: Knex, url: string): Promise<CharityRow | undefined> {
  return withDetails(knex).where('a.active', true).where('a.url', url).first<CharityRow | undefined>();
}
