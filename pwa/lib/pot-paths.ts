// Addresses of a pot's pages.
import type { PublicPot } from '@domain/public-pot';
import { pageOrigin } from './server-markup';

/** The pot id of a `/participate/{id}` address (a positive 32-bit integer, as the API's idSchema), else null. */
export function parsePotId(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The public pot page. */
export function potPagePath(id: number): string {
  return `/participate/${id}`;
}

/** The pot's live screen for an event's room (a projector or a TV). */
export function liveScreenPath(id: number): string {
  return `${potPagePath(id)}/ecran`;
}

/** Its absolute address (what the QR code and the share links carry). */
export function potPageUrl(id: number, origin = pageOrigin()): string {
  return `${origin}${potPagePath(id)}`;
}

/** The edit form: /edit/{company|particular}/details/{id}?evt&assoc (spec). */
export function editPotPath(pot: Pick<PublicPot, 'id' | 'pot_type' | 'event_type' | 'assoc'>): string {
  const kind = pot.pot_type === 1 ? 'company' : 'particular';
  return `/edit/${kind}/details/${pot.id}?evt=${pot.event_type.id}&assoc=${pot.assoc.id}`;
}

/** The tips step of a donation (payments issue), with the amount in euros as typed. */
/** The tips step of a pot's donation (the pot page's form goes there before its script has run). */
export const tipsPath = (id: number): string => `/participate/${id}/tips`;

export function donationPath(id: number, amount: string, quick: boolean): string {
  const query = new URLSearchParams({ amount });
  if (quick) query.set('quick', 'true');
  return `${tipsPath(id)}?${query}`;
}
