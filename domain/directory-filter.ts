/**
 * The directory's filter (spec: name keywords, categories, odds, countries, regions) and its rules,
 * shared by the API (which runs it in SQL) and the PWA (which runs `filterCharities` on the copy kept
 * offline). Both give the same charities in the same order: every keyword of the accent-folded name
 * as a substring (AND), any of the chosen values within a criterion (OR), all criteria together (AND);
 * sorted by folded name in code-point order (PostgreSQL's COLLATE "C" on UTF-8), then by id.
 */
import { z } from 'zod';
import { CHARITY_PAGE_SIZE } from './constants';
import type { Association } from './directory';
import { GOAL_COUNT } from './directory';
import { ADDRESS_MESSAGES, REQUEST_MESSAGES } from './messages';
import { integerInput } from './schema-helpers';
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
  noResults: 'Aucune association partenaires trouvée...',
  loading: 'Chargement des résultats, veuillez patienter ...',
} as const;

/** Longest name search accepted (characters). */
export const FILTER_NAME_MAX_LENGTH = 100;
/** Most values accepted in one criterion. */
export const FILTER_MAX_VALUES = 50;
/** Largest page size of the directory's lists. */
export const DIRECTORY_MAX_PER_PAGE = 100;
/** Largest page number accepted (keeps offsets small). */
export const DIRECTORY_MAX_PAGE = 100_000;

const INT4_MAX = 2_147_483_647;

function idInput(invalid: string) {
  return integerInput(invalid, invalid).refine((n) => n > 0 && n <= INT4_MAX, { error: invalid });
}

/** A criterion: a list of values (missing or null is no constraint), duplicates dropped. */
function criterion<T extends z.ZodType>(item: T, invalid: string) {
  return z.preprocess(
    (value: unknown) => (value === null || value === undefined ? [] : value),
    z
      .array(item, { error: invalid })
      .max(FILTER_MAX_VALUES, { error: invalid })
      .transform((values) => [...new Set(values as Array<z.output<T>>)]),
  );
}

const nameInput = z.preprocess(
  (value: unknown) => (value === null || value === undefined ? '' : value),
  z
    .string({ error: DIRECTORY_MESSAGES.nameInvalid })
    .max(FILTER_NAME_MAX_LENGTH, { error: DIRECTORY_MESSAGES.nameTooLong })
    .transform((name) => name.trim()),
);

/** The spec's Association filter. Unknown keys are ignored. */
export const directoryFilterSchema = z.object(
  {
    name: nameInput,
    categories: criterion(idInput(DIRECTORY_MESSAGES.categoryInvalid), DIRECTORY_MESSAGES.categoryInvalid),
    odds: criterion(
      integerInput(DIRECTORY_MESSAGES.oddInvalid, DIRECTORY_MESSAGES.oddInvalid).refine(
        (n) => n >= 1 && n <= GOAL_COUNT,
        { error: DIRECTORY_MESSAGES.oddInvalid },
      ),
      DIRECTORY_MESSAGES.oddInvalid,
    ),
    countries: criterion(
      z
        .string({ error: DIRECTORY_MESSAGES.countryInvalid })
        .trim()
        .regex(/^[A-Za-z]{2}$/, { error: DIRECTORY_MESSAGES.countryInvalid })
        .transform((code) => code.toUpperCase()),
      DIRECTORY_MESSAGES.countryInvalid,
    ),
    regions: criterion(idInput(DIRECTORY_MESSAGES.regionInvalid), DIRECTORY_MESSAGES.regionInvalid),
  },
  { error: DIRECTORY_MESSAGES.filterInvalid },
);

export type DirectoryFilter = z.output<typeof directoryFilterSchema>;
export type DirectoryFilterInput = z.input<typeof directoryFilterSchema>;

/** Body of `POST /assocs/filter`: `{filter: {...}}`; a missing filter is the empty filter. */
export const directoryFilterRequestSchema = z.object(
  { filter: z.preprocess((v: unknown) => (v === null || v === undefined ? {} : v), directoryFilterSchema) },
  { error: DIRECTORY_MESSAGES.filterInvalid },
);

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

/**
 * `page` and `per_page` query parameters of the directory's lists. Without `page`, `defaultPage`
 * applies; undefined means the whole list.
 */
export function directoryPagingSchema(defaultPage?: number) {
  const message = REQUEST_MESSAGES.paginationInvalid;
  const page = integerInput(message, message).refine((n) => n >= 1 && n <= DIRECTORY_MAX_PAGE, { error: message });
  return z.object({
    page: defaultPage === undefined ? page.optional() : page.default(defaultPage),
    per_page: integerInput(message, message)
      .refine((n) => n >= 1 && n <= DIRECTORY_MAX_PER_PAGE, { error: message })
      .default(CHARITY_PAGE_SIZE),
  });
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

/** Body of `POST /seeker`: `{seeker: {query}}`, the free text matched like the directory's name filter. */
export const seekerRequestSchema = z.object(
  {
    seeker: z.object(
      {
        query: z
          .string({ error: DIRECTORY_MESSAGES.searchInvalid })
          .max(FILTER_NAME_MAX_LENGTH, { error: DIRECTORY_MESSAGES.nameTooLong })
          .transform((query) => query.trim()),
      },
      { error: DIRECTORY_MESSAGES.searchInvalid },
    ),
  },
  { error: DIRECTORY_MESSAGES.searchInvalid },
);

/** Body of `POST sponsorship/show`: `{description}` (what the visitor is reading about). */
export const sponsorshipRequestSchema = z.object(
  {
    description: z
      .string({ error: DIRECTORY_MESSAGES.sponsorshipDescriptionRequired })
      .trim()
      .min(1, { error: DIRECTORY_MESSAGES.sponsorshipDescriptionRequired })
      .max(500, { error: ADDRESS_MESSAGES.fieldTooLong }),
  },
  { error: DIRECTORY_MESSAGES.sponsorshipDescriptionRequired },
);
