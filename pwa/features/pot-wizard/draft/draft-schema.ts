// The wizard's draft: every value the spec keeps under gan_param_* (evt, assoc, desc, end, name,
// banner, banner_name, banner_reset, color, locked, logo, logo_name, routePath, id), kept in
// IndexedDB with the images as Blobs. Rows read back are untrusted, so they go through this schema.
import { z } from 'zod';
import { SHARING_OPTIONS } from '@domain/pot-fields';

const blob = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob);
const optionalId = z.number().int().positive().nullable().catch(null);

export const potDraftSchema = z.object({
  evt: optionalId,
  assoc: optionalId,
  name: z.string().max(1000).catch(''),
  desc: z.string().max(200_000).catch(''),
  /** Closing day as typed, DD-MM-YYYY. */
  end: z.string().max(20).catch(''),
  banner: blob.nullable().catch(null),
  banner_name: z.string().max(255).nullable().catch(null),
  banner_reset: z.boolean().catch(false),
  color: z.string().max(7).nullable().catch(null),
  locked: z.enum(SHARING_OPTIONS).catch('SHARE'),
  logo: blob.nullable().catch(null),
  logo_name: z.string().max(255).nullable().catch(null),
  /** The details route the images were chosen on. */
  routePath: z.string().max(300).nullable().catch(null),
  /** The saved pot, in edit mode. */
  id: optionalId,
  /** The Idempotency-Key of the last creation sent, and the body it was sent with. */
  saveKey: z.string().max(64).nullable().catch(null),
  saveBody: z.string().max(300_000).nullable().catch(null),
});
export type PotDraft = z.infer<typeof potDraftSchema>;

export const EMPTY_DRAFT: PotDraft = {
  evt: null,
  assoc: null,
  name: '',
  desc: '',
  end: '',
  banner: null,
  banner_name: null,
  banner_reset: false,
  color: null,
  locked: 'SHARE',
  logo: null,
  logo_name: null,
  routePath: null,
  id: null,
  saveKey: null,
  saveBody: null,
};

/** A stored value as a draft (anything unreadable becomes its empty value). */
export function parseDraft(data: unknown): PotDraft {
  const parsed = potDraftSchema.safeParse(data && typeof data === 'object' ? { ...EMPTY_DRAFT, ...data } : EMPTY_DRAFT);
  return parsed.success ? parsed.data : EMPTY_DRAFT;
}

/** The draft kept for the creation flow, or for one saved pot in edit mode. */
export function draftId(potId?: number | null): string {
  return potId ? `pot-wizard:${potId}` : 'pot-wizard';
}

/** The draft as it is on `routePath`: images chosen on another route are dropped (spec). */
export function forRoute(draft: PotDraft, routePath: string): PotDraft {
  if (draft.routePath === null || draft.routePath === routePath) return { ...draft, routePath };
  return { ...draft, banner: null, banner_name: null, logo: null, logo_name: null, routePath };
}
