// Saving the wizard's draft (spec: create when there is no id, update otherwise; then the banner and
// the company logo are uploaded if present; an upload failure does not stop the flow). A creation is
// sent with an Idempotency-Key kept in the draft with the body it was sent with, so sending the same
// pot again (a retry, the outbox) can never create two.
import { formDateToIso } from '@domain/dates';
import { DEFAULT_POT_COLOR, sharingOptionToLocked } from '@domain/pot-fields';
import { publicPotSchema, type PublicPot } from '@domain/public-pot';
import { api } from '@/lib/api-client';
import type { PotDraft } from '../draft/draft-schema';

/** The `charity_pot` body of a draft (plus `reset_banner` in edit mode when the banner was reset). */
export function potRequestBody(draft: PotDraft, potType: 0 | 1): { charity_pot: Record<string, unknown> } {
  return {
    charity_pot: {
      name: draft.name,
      description: draft.desc,
      closing_date: formDateToIso(draft.end) ?? draft.end,
      event_type_id_id: draft.evt,
      assoc_id_id: draft.assoc,
      ...(potType === 1 ? { pot_type: 1, color: draft.color ?? DEFAULT_POT_COLOR, is_locked: sharingOptionToLocked(draft.locked) } : {}),
      ...(draft.id && draft.banner_reset ? { reset_banner: true } : {}),
    },
  };
}

/** The key to send a creation with: the draft's own when the body is the one it was sent with. */
export function creationKey(draft: PotDraft, body: unknown): { key: string; bodyText: string; reused: boolean } {
  const bodyText = JSON.stringify(body);
  if (draft.saveKey && draft.saveBody === bodyText) return { key: draft.saveKey, bodyText, reused: true };
  return { key: crypto.randomUUID(), bodyText, reused: false };
}

/** Sends the pot itself: PUT for a saved pot, else POST with the key. */
export async function sendPot(draft: PotDraft, potType: 0 | 1, key: string): Promise<PublicPot> {
  const body = potRequestBody(draft, potType);
  const answer = draft.id
    ? await api.put<unknown>(`/user/cagnottes/${draft.id}`, body)
    : await api.post<unknown>('/user/cagnottes', body, { idempotencyKey: key });
  return publicPotSchema.parse(answer);
}

/** A file name without accents or special characters, with the given extension. */
function uploadName(name: string | null, fallback: string, extension: string): string {
  const base = (name ?? fallback)
    .replace(/\.[^.]*$/, '')
    .normalize('NFD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || fallback}.${extension}`;
}

export type ImageUploads = Pick<PotDraft, 'banner' | 'banner_name' | 'logo' | 'logo_name'>;
export type UploadFailure = 'banner' | 'logo';

/** Uploads the banner (charity_pot[banner], named .jpg) and the company logo; returns what failed. */
export async function uploadImages(potId: number, images: ImageUploads, potType: 0 | 1): Promise<UploadFailure[]> {
  const failures: UploadFailure[] = [];
  if (images.banner) {
    const form = new FormData();
    form.append('charity_pot[banner]', images.banner, uploadName(images.banner_name, 'banniere', 'jpg'));
    await api.put(`/user/cagnottes/${potId}/banner`, form).catch(() => failures.push('banner'));
  }
  if (images.logo && potType === 1) {
    const form = new FormData();
    form.append('entreprise[logo]', images.logo, uploadName(images.logo_name, 'logo', 'png'));
    await api.put('/user/company/upload/logo', form).catch(() => failures.push('logo'));
  }
  return failures;
}
