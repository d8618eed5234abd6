/**
 * The directory's filter (spec: name keywords, categories, odds, countries, regions) and its rules,
 * shared by the API (which runs it in SQL) and the PWA (which runs `filterCharities` on the copy kept
 * offline). Both give the same charities in the same order: every keyword of the accent-folded name
 * as a substring (AND), any of the chosen values within a criterion (OR), all criteria together (AND);
 * sorted by folded name in code-point order (PostgreSQL's COLLATE "C" on UTF-8), then by id. Without zod,
 * so that the directory paints without loading it; the request schemas are in
 * directory-filter-schemas.ts.
 */
import { CHARITY_PAGE_SIZE } from './constants';
import type { Association } from './directory';
import { foldForSearch, searchKeywords } from './text';

/** French texts of the directory (invented where the spec gives none). */
export const DIRECTORY_MESSAGES = {
  filterInvalid: "Le filtre de recherche n'est pas valide",
  nameInvalid: "Le nom recherché n'est pas valide",
  nameTooLong: 'Le nom recherché est trop long',
  categoryInvalid: "La cause choisie n'est pas valide",
  oddInvalid: "L'objectif de développement durable choisi n'est pas valide",
  countryInvalid: "Le pays choisi n'est pas valide",
  regionInvalid: "La région choisie n'est pas valide",
  eventCategoryInvalid: "La catégorie d'événement n'est pas valide",
  charityUrlInvalid: "L'adresse de l'association n'est pas valide",
  charityNotFound: "Cette association n'existe pas",
  categoryNotFound: "Cette cause n'existe pas",
  eventTypeNotFound: "Ce type d'événement n'existe pas",
  searchInvalid: "La recherche n'est pas valide",
  sponsorshipDescriptionRequired: 'La description est obligatoire',
  // Spec texts (pots §2 and §8), kept as written.
  noResults: 'Aucune association partenaire trouvée',
  loading: 'Chargement des résultats, veuillez patienter…',
} as const;

/** Longest name search accepted (characters). */
export const FILTER_NAME_MAX_LENGTH = 100;
/** Most values accepted in one criterion. */
export const FILTER_MAX_VALUES = 50;
/** Largest page size of the directory's lists. */
export const DIRECTORY_MAX_PER_PAGE = 100;
/** Largest page number accepted (keeps offsets small). */
export const DIRECTORY_MAX_PAGE = 100_000;

/** The spec's Association filter, as directory-filter-schemas.ts parses it (values trimmed, deduplicated). */
export type DirectoryFilter = { name: string; categories: number[]; odds: number[]; countries: string[]; regions: number[] };

/** The filter with nothing chosen. */
export const EMPTY_FILTER: DirectoryFilter = { name: '', categories: [], odds: [], countries: [], regions: [] };

/** Whether no criterion is set (the search then resets to the full list). */
export function isEmptyFilter(filter: DirectoryFilter): boolean {
  return (
    searchKeywords(filter.name).length === 0 &&
    filter.categories.length === 0 &&
    filter.odds.length === 0 &&
    filter.countries.length === 0 &&
    filter.regions.length === 0
  );
}

/** What the filter needs to know of a charity. */
export type FilterableCharity = Pick<Association, 'id' | 'name' | 'category' | 'odds' | 'country' | 'region'>;

/** Compares two strings by Unicode code points, as PostgreSQL's "C" collation compares UTF-8 bytes. */
export function compareCodePoints(a: string, b: string): number {
  const left = a[Symbol.iterator]();
  const right = b[Symbol.iterator]();
  for (;;) {
    const x = left.next();
    const y = right.next();
    if (x.done || y.done) return x.done && y.done ? 0 : x.done ? -1 : 1;
    const diff = (x.value.codePointAt(0) ?? 0) - (y.value.codePointAt(0) ?? 0);
    if (diff !== 0) return diff;
  }
}

/** Whether one charity passes the filter (keywords already folded). */
function passes(charity: FilterableCharity, folded: string, keywords: string[], filter: DirectoryFilter): boolean {
  return (
    keywords.every((keyword) => folded.includes(keyword)) &&
    (filter.categories.length === 0 || filter.categories.includes(charity.category.id)) &&
    (filter.odds.length === 0 || charity.odds.some((odd) => filter.odds.includes(odd.odd_number))) &&
    (filter.countries.length === 0 || filter.countries.includes(charity.country.alpha2Code)) &&
    (filter.regions.length === 0 || (charity.region !== null && filter.regions.includes(charity.region.id)))
  );
}

/** The charities passing the filter, in the directory's order (the offline twin of the SQL filter). */
export function filterCharities<T extends FilterableCharity>(charities: readonly T[], filter: DirectoryFilter): T[] {
  const keywords = searchKeywords(filter.name);
  return charities
    .map((charity) => ({ charity, folded: foldForSearch(charity.name) }))
    .filter(({ charity, folded }) => passes(charity, folded, keywords, filter))
    .sort((a, b) => compareCodePoints(a.folded, b.folded) || a.charity.id - b.charity.id)
    .map(({ charity }) => charity);
}

/** One page (from 1) of a list. */
export function paginate<T>(items: readonly T[], page: number, perPage: number = CHARITY_PAGE_SIZE): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/** Number of pages for a total (at least 1). */
export function pageCount(total: number, perPage: number = CHARITY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Results of the free-text search (`POST /seeker`). */
export const SEEKER_MAX_RESULTS = 20;
