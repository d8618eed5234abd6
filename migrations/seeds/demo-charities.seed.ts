/**
 * Seeds the fictional demo charities with their tax rates, goals and slideshow images, upserted by
 * url slug. A non-demo charity that happens to use a demo slug is never overwritten, and the
 * columns that live data owns (payment-provider ids, `active`, timestamps) are not merged, so the
 * seed can run at every start.
 */
import type { Knex } from 'knex';
import { foldForSearch } from '../../domain/text';
import { DEMO_NOTICE, ENTERPRISE_TAX_RATE, demoBannerPath, demoCharities, demoLogoPath, demoSlidePath } from './data/demo-charities';

const MERGED_COLUMNS = [
  'name',
  'search_name',
  'description',
  'assoc_object',
  'about',
  'actions',
  'banner_path',
  'logo_path',
  'video_url',
  'category_id',
  'region_id',
  'country_iso',
  'certification_code',
  'cerfa_type',
  'equivalence_30euro',
  'equivalence_100euro',
  'is_demo',
];

async function idsBy(trx: Knex.Transaction, table: string, key: string): Promise<Map<string, number>> {
  const rows: Array<Record<string, unknown>> = await trx(table).select('id', key);
  return new Map(rows.map((r) => [String(r[key]), Number(r.id)]));
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo charity seed: unknown ${what}`);
  return value;
}

export async function seedDemoCharities(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    const categoryIds = await idsBy(trx, 'assoc_categories', 'slug');
    const regionIds = await idsBy(trx, 'regions', 'code');
    const rows = demoCharities.map((c) => ({
      name: c.name,
      url: c.slug,
      search_name: foldForSearch(c.name),
      description: `${c.description} ${DEMO_NOTICE}`,
      assoc_object: c.object,
      about: `${c.about}<p><em>${DEMO_NOTICE}</em></p>`,
      actions: c.actions,
      banner_path: demoBannerPath(c.slug),
      logo_path: demoLogoPath(c.slug),
      video_url: c.videoUrl ?? null,
      category_id: required(categoryIds.get(c.category), `category ${c.category}`),
      region_id: required(regionIds.get(c.region), `region ${c.region}`),
      country_iso: c.country ?? 'FR',
      certification_code: c.certification,
      cerfa_type: c.cerfaType,
      equivalence_30euro: c.eq30,
      equivalence_100euro: c.eq100,
      is_demo: true,
    }));
    const saved: Array<{ id: number; url: string }> = await trx('assocs')
      .insert(rows)
      .onConflict('url')
      .merge(MERGED_COLUMNS)
      .where('assocs.is_demo', true)
      .returning(['id', 'url']);
    const idBySlug = new Map(saved.map((r) => [r.url, Number(r.id)]));
    const seeded = demoCharities.flatMap((c) => {
      const id = idBySlug.get(c.slug);
      return id === undefined ? [] : [{ id, charity: c }];
    });
    if (seeded.length === 0) return;
    const ids = seeded.map((s) => s.id);

    await trx('assoc_tax_rates')
      .insert(
        seeded.flatMap(({ id, charity }) => [
          { assoc_id: id, assoc_type: 'PRIVATE', percent: charity.privateRate },
          { assoc_id: id, assoc_type: 'ENTERPRISE', percent: ENTERPRISE_TAX_RATE },
        ]),
      )
      .onConflict(['assoc_id', 'assoc_type'])
      .merge(['percent']);

    // Insert-then-prune rather than delete-then-insert, so two servers starting together both succeed.
    const goals = seeded.flatMap(({ id, charity }) => charity.goals.map((n) => [id, n] as const));
    await trx('assoc_odds')
      .insert(goals.map(([assoc_id, odd_number]) => ({ assoc_id, odd_number })))
      .onConflict(['assoc_id', 'odd_number'])
      .ignore();
    await trx('assoc_odds')
      .whereIn('assoc_id', ids)
      .whereNotIn(
        ['assoc_id', 'odd_number'],
        goals.map(([a, n]) => [a, n]),
      )
      .delete();

    const slides = seeded.flatMap(({ id, charity }) =>
      Array.from({ length: charity.slides ?? 0 }, (_, i) => ({
        assoc_id: id,
        kind: 'diaporama',
        position: i + 1,
        path: demoSlidePath(charity.slug, i + 1),
      })),
    );
    if (slides.length > 0) {
      await trx('assoc_media').insert(slides).onConflict(['assoc_id', 'kind', 'position']).merge(['path']);
    }
    const keep = slides.map((s) => [s.assoc_id, s.position]);
    const prune = trx('assoc_media').whereIn('assoc_id', ids).where('kind', 'diaporama');
    await (keep.length > 0 ? prune.whereNotIn(['assoc_id', 'position'], keep) : prune).delete();
  });
}
