/**
 * The pot as the API answers it (domain/public-pot.ts): closing instant in ISO UTC, `closed` computed
 * from the clock and the organiser's closing, the organiser by display name (company name and logo for
 * company pots), the banner's files as URLs, and `can_edit` for the caller.
 */
import type { Association } from '../../domain/directory';
import { personDisplayName } from '../../domain/participants';
import type { PublicPot } from '../../domain/public-pot';
import { uploadUrl } from '../storage/upload-url';
import type { PotDetailsRow, StoredImageFile } from './pots.queries';

function presentBanner(files: StoredImageFile[] | null): PublicPot['banner'] {
  if (!files || files.length === 0) return { url: null, images: [] };
  const images = files.map((file) => ({ url: uploadUrl(file.key) as string, width: file.width, height: file.height, type: file.type }));
  const original = images.filter((image) => image.type !== 'image/webp').sort((a, b) => b.width - a.width)[0];
  return { url: original?.url ?? images[0]?.url ?? null, images };
}

/**
 * Whether the pot is closed at `now` (closing instant passed, or closed by its organiser), as the
 * domain's `isPotClosed` decides, on the stored instant as milliseconds rather than through an ISO string
 * written and parsed again on every pot read (issue 41, item 8). An invalid instant still throws.
 */
export function potIsClosed(row: Pick<PotDetailsRow, 'closing_date' | 'closed_at'>, now: Date): boolean {
  if (row.closed_at !== null) return true;
  const closing = new Date(row.closing_date).getTime();
  if (Number.isNaN(closing)) throw new RangeError(`invalid instant ${JSON.stringify(row.closing_date)}`);
  return now.getTime() > closing;
}

export function presentPot(row: PotDetailsRow, charity: Association, caller: { userId?: number; now: Date }): PublicPot {
  const closed = potIsClosed(row, caller.now);
  const isCompany = row.pot_type === 1 && row.enterprise_name !== null;
  const logo = uploadUrl(row.enterprise_logo_path);
  return {
    id: Number(row.id),
    name: row.name,
    description: row.description,
    closing_date: new Date(row.closing_date).toISOString(),
    event_type: { id: row.event_type_id, name: row.event_type_name, category: row.event_type_category },
    assoc: charity,
    banner: presentBanner(row.banner_images),
    color: row.color,
    is_locked: row.is_locked,
    pot_type: row.pot_type === 1 ? 1 : 0,
    created_by: {
      display_name: isCompany ? (row.enterprise_name as string) : personDisplayName(row.organiser_firstname, row.organiser_name),
      entreprise: isCompany ? { enterprise_name: row.enterprise_name as string, logo: logo ? { url: logo } : null } : null,
    },
    is_active: row.is_active,
    closed,
    donations_total_amount: Number(row.donations_total_amount),
    donators_count: row.donators_count,
    donations_count: row.donations_count,
    can_edit: caller.userId !== undefined && Number(row.created_by_id) === caller.userId && !closed,
    created_at: new Date(row.created_at).toISOString(),
  };
}
