/** The charity directory and its reference data in the API reference (api/openapi/operation.ts). */
import { associationSchema, categorySchema, eventTypeSchema, oddSchema, regionSchema } from '../../domain/directory';
import {
  directoryFilterRequestSchema,
  directoryPagingSchema,
  seekerRequestSchema,
  sponsorshipRequestSchema,
} from '../../domain/directory-filter-schemas';
import { answer, plainBody, type ApiOperation } from '../openapi/operation';
import { eventTypesQuerySchema } from './event-types.routes';

const TAG = 'Directory';
const CACHED = 'Public and cacheable (ETag, Cache-Control).';
const PAGED = 'A page of charities; X-Total-Count gives the number of all that match.';

export function directoryOperations(): ApiOperation[] {
  return [
    {
      method: 'get',
      path: '/assocs',
      tag: TAG,
      summary: 'The charities (all, or one page with `page`)',
      access: 'public',
      description: CACHED,
      query: directoryPagingSchema(),
      ok: answer(200, PAGED, { schema: associationSchema, list: true }),
    },
    {
      method: 'post',
      path: '/assocs/filter',
      tag: TAG,
      summary: 'Filter the charities',
      access: 'public',
      description:
        'Name keywords all match (accent-folded substrings); the other criteria match any of their values. Always one page, 12 by default.',
      query: directoryPagingSchema(1),
      body: plainBody(directoryFilterRequestSchema, {
        filter: { name: 'enfance', categories: [1], odds: [3, 4], countries: ['FR'], regions: [] },
      }),
      ok: answer(200, PAGED, { schema: associationSchema, list: true }),
    },
    {
      method: 'get',
      path: '/assocs/url/:url',
      tag: TAG,
      summary: 'A charity by its page address',
      access: 'public',
      params: { url: 'The charity’s `url` (its page’s slug).' },
      description: CACHED,
      ok: answer(200, 'The charity.', { schema: associationSchema }),
    },
    {
      method: 'get',
      path: '/assocs/:id',
      tag: TAG,
      summary: 'A charity',
      access: 'public',
      description: CACHED,
      ok: answer(200, 'The charity.', { schema: associationSchema }),
    },
    {
      method: 'get',
      path: '/assoc_categories',
      tag: TAG,
      summary: 'The charity categories',
      access: 'public',
      description: CACHED,
      ok: answer(200, 'Every category.', { schema: categorySchema, list: true }),
    },
    {
      method: 'get',
      path: '/assoc_categories/:id',
      tag: TAG,
      summary: 'A category',
      access: 'public',
      description: CACHED,
      ok: answer(200, 'The category.', { schema: categorySchema }),
    },
    {
      method: 'get',
      path: '/assoc_categories/:id/assocs',
      tag: TAG,
      summary: 'The charities of a category',
      access: 'public',
      description: CACHED,
      query: directoryPagingSchema(),
      ok: answer(200, PAGED, { schema: associationSchema, list: true }),
    },
    {
      method: 'get',
      path: '/regions',
      tag: TAG,
      summary: 'The regions',
      access: 'public',
      description: CACHED,
      ok: answer(200, 'Every region.', { schema: regionSchema, list: true }),
    },
    {
      method: 'get',
      path: '/odds',
      tag: TAG,
      summary: 'The sustainable development goals',
      access: 'public',
      description: CACHED,
      ok: answer(200, 'The 17 goals.', { schema: oddSchema, list: true }),
    },
    {
      method: 'get',
      path: '/event_types',
      tag: TAG,
      summary: 'The pot event types',
      access: 'public',
      description: `${CACHED} With \`cat\`, that category’s types; without, both groups: \`[[individual types], [company types]]\`.`,
      query: eventTypesQuerySchema,
      ok: answer(200, 'The event types.', { schema: eventTypeSchema, list: true }),
    },
    {
      method: 'get',
      path: '/event_types/:id',
      tag: TAG,
      summary: 'An event type',
      access: 'public',
      description: CACHED,
      ok: answer(200, 'The event type.', { schema: eventTypeSchema }),
    },
    {
      method: 'post',
      path: '/seeker',
      tag: TAG,
      summary: 'Free-text search across charities and pots',
      access: 'public',
      body: plainBody(seekerRequestSchema, { seeker: { query: 'enfance' } }),
      ok: answer(200, 'The charities and pots found.'),
    },
    {
      method: 'post',
      path: '/sponsorship/show',
      tag: TAG,
      summary: 'Where the sponsorship is explained',
      access: 'public',
      body: plainBody(sponsorshipRequestSchema, { description: 'Objectif 4 : éducation de qualité' }),
      ok: answer(200, '`{url}`: a path of this site.'),
    },
  ];
}
