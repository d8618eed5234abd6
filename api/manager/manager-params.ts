/** Query and path parameters of the manager routes (422 with the field for a bad value, 404 for a bad id). */
import type { Context } from 'koa';
import { z } from 'zod';
import { notFound } from '../http/errors';
import { bodyOf } from '../http/request-body';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date attendue au format AAAA-MM-JJ');

export const pagingSchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const booleanParam = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

export const donationSearchSchema = pagingSchema.extend({
  email: z.string().trim().max(254).optional(),
  pot_id: z.coerce.number().int().positive().optional(),
  status: z.enum(['CREATED', 'SUCCEEDED', 'FAILED', 'REFUNDED']).optional(),
  from: day.optional(),
  to: day.optional(),
});

export const potSearchSchema = pagingSchema.extend({
  q: z.string().trim().max(120).optional(),
  charity_id: z.coerce.number().int().positive().optional(),
  organiser_email: z.string().trim().max(254).optional(),
  active: booleanParam,
});

/** The query string as a plain object of first values. */
export function queryOf(ctx: Context): Record<string, unknown> {
  return Object.fromEntries(Object.entries(ctx.query).map(([k, v]) => [k, first(v)]));
}

/** A positive integer path parameter, else 404. */
export function idParam(ctx: Context, name = 'id'): number {
  const raw = (ctx.params as Record<string, string | undefined>)[name] ?? '';
  const value = Number(raw);
  if (!/^\d{1,12}$/.test(raw) || !Number.isSafeInteger(value) || value < 1) throw notFound();
  return value;
}

/** The body of a refund or deactivation: `{reason}`, optional text, 500 characters at most. */
export const reasonBodySchema = z.object({ reason: z.string().trim().max(500, '500 caractères au plus').nullable().optional() });

/** The reason of a refund or deactivation, or null. */
export function reasonOf(ctx: Context): string | null {
  const parsed = reasonBodySchema.parse({ reason: bodyOf(ctx).reason ?? null }).reason;
  return parsed ? parsed : null;
}
