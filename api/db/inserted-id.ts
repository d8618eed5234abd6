/** The id an `INSERT ... RETURNING id` of one row answers (knex gives the returned rows as an array). */
export function insertedId(rows: ReadonlyArray<{ id: number }>): number {
  const [row] = rows;
  if (!row) throw new Error('INSERT ... RETURNING id answered no row');
  return Number(row.id);
}
