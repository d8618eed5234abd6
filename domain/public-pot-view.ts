/**
 * The rules the pot page applies to a public pot, in a module without zod (the first screens' script budget, docs/performance.md: the PWA's
 * pot page loads these at once and zod's schema only when it fetches). `domain/public-pot.ts` holds the
 * schema and re-exports these, so the API's imports are unchanged.
 */
import type { PublicPot } from './public-pot';

/** The banner to show: the pot's own, else the charity's banner, else null (the charity logo is shown). */
export function potBannerUrl(pot: Pick<PublicPot, 'banner' | 'assoc'>): string | null {
  return pot.banner.url ?? pot.assoc.banner.url ?? null;
}

/** Whether the sharing tools are shown: always to the creator, to others unless the pot is locked. */
export function canSharePot(pot: Pick<PublicPot, 'is_locked' | 'can_edit'>, isCreator: boolean): boolean {
  return !pot.is_locked || isCreator;
}
