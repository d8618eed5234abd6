/**
 * The charity directory's wire shapes (spec: Association, Event type, Country, Odd, region and
 * category lists) as zod schemas. The API's presenters are typed by them, and the PWA parses with them
 * what it reads back from IndexedDB (rows kept offline are untrusted).
 */
import * as z from 'zod/mini';
import { GOAL_COUNT } from './goal-images';

// In goal-images.ts, without zod, for the PWA's pages (the first screens' script budget, docs/performance.md).
export { GOAL_COUNT, goalImagePath, SPONSORSHIP_GOALS } from './goal-images';

/** A media link: `{url}`, url null when the charity has none. */
const mediaSchema = z.object({ url: z.nullable(z.string()) });

export const categorySchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  slug: z.string(),
  /** Shown among the directory's quick filters. */
  enabled: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;

export const oddSchema = z.object({
  odd_number: z.int().check(z.minimum(1), z.maximum(GOAL_COUNT)),
  name: z.string(),
  img: mediaSchema,
  /** In GET /odds: supported by the sponsorship (8, 11, 17). */
  isActive: z.boolean(),
});
export type Odd = z.infer<typeof oddSchema>;

export const regionSchema = z.object({
  id: z.int().check(z.positive()),
  code: z.string(),
  name: z.string(),
});
export type Region = z.infer<typeof regionSchema>;

/** The spec's Country, as in /countries.json. */
export const countrySchema = z.object({
  alpha2Code: z.string().check(z.regex(/^[A-Z]{2}$/)),
  name: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const EVENT_CATEGORIES = ['particulier', 'entreprise'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const eventTypeSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  description: z.string(),
  img: z.nullable(z.string()),
  category: z.enum(EVENT_CATEGORIES),
});
export type EventType = z.infer<typeof eventTypeSchema>;

export const VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

export const videoSchema = z.object({
  /** The link as stored (a watch page). */
  url: z.nullable(z.string()),
  provider: z.nullable(z.enum(VIDEO_PROVIDERS)),
  /** The player to frame once the visitor asks for it. */
  embed_url: z.nullable(z.string()),
  /** Derived from the video's id, never looked up. */
  thumbnail: mediaSchema,
});
export type Video = z.infer<typeof videoSchema>;

export const DONOR_TYPES = ['PRIVATE', 'ENTERPRISE'] as const;

/** A partner charity, with every field of the spec plus its country and region (for the filters). */
export const associationSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  url: z.string(),
  description: z.nullable(z.string()),
  assoc_object: z.nullable(z.string()),
  /** Rich text (HTML). */
  about: z.nullable(z.string()),
  /** Rich text (HTML). */
  actions: z.nullable(z.string()),
  banner: mediaSchema,
  logo: mediaSchema,
  video: videoSchema,
  diaporamas: z.array(z.object({ value: z.object({ url: z.string() }) })),
  certification: z.nullable(z.string()),
  /** The certification's badge; the default 'Association partenaire' badge when none. */
  assoc_path_certification: z.string(),
  desc_doc: mediaSchema,
  event_doc: mediaSchema,
  category: z.object({ id: z.int().check(z.positive()), name: z.string() }),
  odds: z.array(z.object({ odd_number: z.int().check(z.minimum(1), z.maximum(GOAL_COUNT)), isActive: z.boolean() })),
  assoc_types: z.array(z.object({ assoc_type: z.enum(DONOR_TYPES), value: z.int().check(z.minimum(0), z.maximum(100)) })),
  equivalence_30euro: z.nullable(z.string()),
  equivalence_100euro: z.nullable(z.string()),
  country: countrySchema,
  region: z.nullable(regionSchema),
});
export type Association = z.infer<typeof associationSchema>;

/** A list of one of the shapes above, as the list endpoints answer. */
export const listOf = <T extends z.ZodMiniType>(item: T) => z.array(item);
