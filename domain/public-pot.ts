/**
 * The pot as `GET /cagnottes/{id}` answers it (docs/api-contract.md, Pots): the spec's Pot with the organiser
 * shown by a display name (never the e-mail), `can_edit` for the caller, the closing instant as ISO UTC,
 * the totals in cents, and the banner as a set of re-encoded files. The PWA parses answers and the
 * copies it keeps offline with this schema.
 */
import { z } from 'zod';
import { associationSchema, EVENT_CATEGORIES } from './directory';

/** One re-encoded file of a pot image. */
export const potImageFileSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  type: z.enum(['image/webp', 'image/jpeg', 'image/png']),
});

/** The pot's own banner: `url` is the largest file in the original format; null when it has none. */
export const potBannerSchema = z.object({
  url: z.string().nullable(),
  images: z.array(potImageFileSchema),
});

/** The organiser as the public sees them. */
export const potOrganiserSchema = z.object({
  display_name: z.string(),
  entreprise: z
    .object({
      enterprise_name: z.string(),
      logo: z.object({ url: z.string() }).nullable(),
    })
    .nullable(),
});

export const publicPotSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** Sanitized rich text (HTML). */
  description: z.string(),
  /** The end of the closing day in Paris, ISO 8601 UTC. */
  closing_date: z.string(),
  event_type: z.object({ id: z.number().int().positive(), name: z.string(), category: z.enum(EVENT_CATEGORIES) }),
  assoc: associationSchema,
  banner: potBannerSchema,
  color: z.string().nullable(),
  is_locked: z.boolean(),
  pot_type: z.union([z.literal(0), z.literal(1)]),
  created_by: potOrganiserSchema,
  is_active: z.boolean(),
  closed: z.boolean(),
  donations_total_amount: z.number().int().min(0),
  donators_count: z.number().int().min(0),
  donations_count: z.number().int().min(0),
  can_edit: z.boolean(),
  created_at: z.string(),
});
export type PublicPot = z.infer<typeof publicPotSchema>;

// The pot page's rules without zod (the PWA's pot page loads them eagerly, zod only when it fetches).
export { potBannerUrl } from './public-pot-view';
