/** Page-view rows and the day's salt. Each query takes the connection (or transaction) first. */
import type { Knex } from 'knex';
import type { PageViewSaltsRow, PageViewsRow } from '../db/tables.generated';

export type PageViewRow = PageViewsRow;

export async function insertPageView(db: Knex, row: Omit<PageViewRow, 'id'>): Promise<void> {
  await db('page_views').insert(row);
}

/** The salt of `day`, created (by whichever request comes first) when it does not exist yet. */
export async function saltOfDay(db: Knex, day: string, candidate: string): Promise<string> {
  await db('page_view_salts').insert({ day, salt: candidate }).onConflict('day').ignore();
  const row = await db<PageViewSaltsRow>('page_view_salts').where({ day }).first('salt');
  return (row as { salt: string }).salt;
}

/** Deletes the salts of every other day, so yesterday's visitor ids can no longer be recomputed. */
export async function deleteSaltsExcept(db: Knex, day: string): Promise<void> {
  await db('page_view_salts').whereNot({ day }).delete();
}

export async function deletePageViewsBefore(db: Knex, day: string): Promise<number> {
  return db('page_views').where('day', '<', day).delete();
}

/** Views and distinct visitors per path over a range of days (inclusive), most viewed first. */
export async function countPageViews(
  db: Knex,
  from: string,
  to: string,
): Promise<Array<{ path: string; views: number; visitors: number }>> {
  return db('page_views')
    .whereBetween('day', [from, to])
    .groupBy('path')
    .select('path')
    .count({ views: '*' })
    .countDistinct({ visitors: 'visitor_id' })
    .orderBy([{ column: 'views', order: 'desc' }, { column: 'path' }]) as unknown as Promise<
    Array<{ path: string; views: number; visitors: number }>
  >;
}
