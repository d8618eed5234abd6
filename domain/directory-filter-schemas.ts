/**
 * The directory's request schemas (zod): the Association filter, `POST /assocs/filter`'s body, the lists'
 * paging, `POST /seeker` and `POST sponsorship/show`. The filter's rules themselves are in
 * directory-filter.ts, which does not load zod.
 */
import { z } from 'zod';
import { CHARITY_PAGE_SIZE } from './constants';
import {
  DIRECTORY_MAX_PAGE,
  DIRECTORY_MAX_PER_PAGE,
  DIRECTORY_MESSAGES,
  FILTER_MAX_VALUES,
  FILTER_NAME_MAX_LENGTH,
  type DirectoryFilter,
} from './directory-filter';
import { GOAL_COUNT } from './goal-images';
import { ADDRESS_MESSAGES, REQUEST_MESSAGES } from './messages';
import { integerInput } from './schema-helpers';

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
      integerInput(DIRECTORY_MESSAGES.oddInvalid, DIRECTORY_MESSAGES.oddInvalid).refine((n) => n >= 1 && n <= GOAL_COUNT, {
        error: DIRECTORY_MESSAGES.oddInvalid,
      }),
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

export type DirectoryFilterInput = z.input<typeof directoryFilterSchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** Fails to compile unless directory-filter.ts's zod-free type is what this schema gives. */
export type FilterTypeMatchesSchema = Assert<Same<DirectoryFilter, z.output<typeof directoryFilterSchema>>>;

/** Body of `POST /assocs/filter`: `{filter: {...}}`; a missing filter is the empty filter. */
export const directoryFilterRequestSchema = z.object(
  { filter: z.preprocess((v: unknown) => (v === null || v === undefined ? {} : v), directoryFilterSchema) },
  { error: DIRECTORY_MESSAGES.filterInvalid },
);

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
