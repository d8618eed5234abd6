/**
 * A charity row as the spec's Association: media as `{url}` (paths on this site, url null when the
 * charity has none), the video's player and thumbnail derived from its link, the certification with
 * its badge (the default 'Association partenaire' badge when uncertified), goals as
 * `{odd_number, isActive}` and tax rates as `{assoc_type, value}`.
 */
import { DEFAULT_CERTIFICATION_BADGE } from '../../migrations/seeds/data/certifications';
import type { Association } from '../../domain/directory';
import { describeVideo } from '../../domain/video';
import type { CharityRow } from './assocs.queries';

const media = (path: string | null) => ({ url: path || null });

export function presentCharity(row: CharityRow): Association {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    description: row.description,
    assoc_object: row.assoc_object,
    about: row.about,
    actions: row.actions,
    banner: media(row.banner_path),
    logo: media(row.logo_path),
    video: describeVideo(row.video_url),
    diaporamas: row.diaporamas.map((url) => ({ value: { url } })),
    certification: row.certification_code,
    assoc_path_certification: row.certification_badge ?? DEFAULT_CERTIFICATION_BADGE,
    desc_doc: media(row.desc_doc_path),
    event_doc: media(row.event_doc_path),
    category: { id: row.category_id, name: row.category_name },
    odds: row.odds.map((odd_number) => ({ odd_number, isActive: true })),
    assoc_types: row.assoc_types.map((t) => ({
      assoc_type: t.assoc_type === 'ENTERPRISE' ? 'ENTERPRISE' : 'PRIVATE',
      value: t.value,
    })),
    equivalence_30euro: row.equivalence_30euro,
    equivalence_100euro: row.equivalence_100euro,
    country: { alpha2Code: row.country_iso, name: row.country_name },
    region: row.region_id === null ? null : { id: row.region_id, code: row.region_code ?? '', name: row.region_name ?? '' },
  };
}
