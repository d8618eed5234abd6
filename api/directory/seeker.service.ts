/**
 * The free-text search of `POST /seeker`: the charities whose accent-folded name holds every word of
 * the text (the directory's name filter), at most 20. Pots join the answer (`cagnottes`) when the
 * pots work adds them; until then that list is empty.
 */
import type { Knex } from 'knex';
import { EMPTY_FILTER, SEEKER_MAX_RESULTS } from '../../domain/directory-filter';
import type { Association } from '../../domain/directory';
import { searchKeywords } from '../../domain/text';
import { listCharities } from './assocs.service';

export interface SeekerResult {
  assocs: Association[];
  cagnottes: unknown[];
}

export async function seek(knex: Knex, query: string): Promise<SeekerResult> {
  if (searchKeywords(query).length === 0) return { assocs: [], cagnottes: [] };
  const { items } = await listCharities(knex, { ...EMPTY_FILTER, name: query }, { page: 1, per_page: SEEKER_MAX_RESULTS });
  return { assocs: items, cagnottes: [] };
}
