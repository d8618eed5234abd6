/**
 * Inserts charities for tests and the benchmark, with `search_name` folded as the seeds fold it, their
 * tax rates and goals. Not used by the server.
 */
import type { Knex } from 'knex';
import { foldForSearch, slugify } from '../../../domain/text';

export interface CharitySpec {
  name: string;
  /** Category id. */
  category: number;
  /** Region id, or null. */
  region?: number | null;
  country?: string;
  goals?: number[];
  active?: boolean;
  certification?: string | null;
  videoUrl?: string | null;
  privateRate?: number;
  enterpriseRate?: number;
  /** Unique url slug; derived from the name and an index when absent. */
  url?: string;
}

let counter = 0;

/** Inserts the charities (in batches) and returns their ids in order. */
export async function insertCharities(knex: Knex, specs: readonly CharitySpec[], batchSize = 500): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < specs.length; start += batchSize) {
    const batch = specs.slice(start, start + batchSize);
    await knex.transaction(async (trx) => {
      const rows = batch.map((spec) => ({
        name: spec.name,
        url: spec.url ?? `${slugify(spec.name).slice(0, 150).replace(/-+$/, '') || 'association'}-t${++counter}-${process.pid}`,
        search_name: foldForSearch(spec.name),
        description: `${spec.name} : association de test.`,
        category_id: spec.category,
        region_id: spec.region ?? null,
        country_iso: spec.country ?? 'FR',
        certification_code: spec.certification ?? null,
        video_url: spec.videoUrl ?? null,
        active: spec.active ?? true,
      }));
      const saved: Array<{ id: number }> = await trx('assocs').insert(rows).returning(['id']);
      const batchIds = saved.map((r) => Number(r.id));
      ids.push(...batchIds);
      const rates = batch.flatMap((spec, i) => [
        { assoc_id: batchIds[i], assoc_type: 'PRIVATE', percent: spec.privateRate ?? 66 },
        { assoc_id: batchIds[i], assoc_type: 'ENTERPRISE', percent: spec.enterpriseRate ?? 60 },
      ]);
      await trx('assoc_tax_rates').insert(rates);
      const goals = batch.flatMap((spec, i) => [...new Set(spec.goals ?? [])].map((odd_number) => ({ assoc_id: batchIds[i], odd_number })));
      if (goals.length > 0) await trx('assoc_odds').insert(goals);
    });
  }
  return ids;
}

/** Ids of the categories and regions, for specs. */
export async function referenceIds(knex: Knex): Promise<{ categories: number[]; regions: number[] }> {
  const categories = (await knex('assoc_categories').orderBy('id').pluck('id')).map(Number);
  const regions = (await knex('regions').orderBy('id').pluck('id')).map(Number);
  return { categories, regions };
}
