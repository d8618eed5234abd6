import type { Context } from 'koa';
import { idSchema } from '../../domain/requests';
import { potNotFound } from './pot-errors';

/** A path id as most requests write it: digits without a leading zero, at most 2,147,483,647 (checked below). */
const PLAIN_ID = /^[1-9][0-9]{0,9}$/;

/** The pot id of the path; 404 for anything that is not one. */
export function potIdOf(ctx: Context): number {
  const raw: unknown = (ctx.params as Record<string, unknown>).id;
  // The usual spelling skips zod (issue 41, item 8: the pot read's per-request cost); any other goes through
  // `idSchema`, which decides the same for these.
  if (typeof raw === 'string' && PLAIN_ID.test(raw)) {
    const id = Number(raw);
    if (id <= 2_147_483_647) return id;
  }
  const parsed = idSchema.safeParse(raw);
  if (!parsed.success) throw potNotFound();
  return parsed.data;
}
