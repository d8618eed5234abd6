/**
 * HTTP helpers of the emulator: path normalisation (the SDK mixes case and trailing slashes, e.g.
 * `/users/{id}/KYC/documents/`), case-insensitive query parameters, and Mangopay's pagination
 * (https://docs.mangopay.com/api-reference/overview/pagination: `page`, `per_page` <= 100, default 10;
 * headers `x-number-of-pages`, `x-number-of-items`) and sorting (`Sort=CreationDate:DESC`,
 * https://docs.mangopay.com/api-reference/overview/filtering-and-sorting).
 */
import type { Context, Middleware } from 'koa';
import { paramError } from './errors';

/**
 * First middleware: collapses repeated slashes and drops trailing ones. Case is left alone (the router
 * matches case-insensitively, and ids and idempotency keys keep their case).
 */
export const normalisePath: Middleware = async (ctx, next) => {
  const normalised = ctx.path.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
  if (normalised !== ctx.path) ctx.path = normalised;
  await next();
};

/** A query parameter by case-insensitive name (the SDK passes `Per_Page`, docs say `per_page`). */
export function queryParam(ctx: Context, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(ctx.query)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

function positiveInt(ctx: Context, name: string, fallback: number, max: number): number {
  const raw = queryParam(ctx, name);
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw paramError({ [name]: `The ${name} parameter must be an integer between 1 and ${max}` });
  }
  return value;
}

/**
 * Sorts (when `Sort=<field>:ASC|DESC` is given), pages the list and sets the pagination headers.
 * `defaultField` is the field sorted on (CreationDate, or Date for events).
 */
export function paginate<T extends Record<string, unknown>>(ctx: Context, items: T[], defaultField = 'CreationDate'): T[] {
  const page = positiveInt(ctx, 'Page', 1, Number.MAX_SAFE_INTEGER);
  const perPage = positiveInt(ctx, 'Per_Page', 10, 100);
  const sort = queryParam(ctx, 'Sort');
  let sorted = items;
  if (sort) {
    const [field = defaultField, direction = 'ASC'] = sort.split(':');
    const sign = direction.toUpperCase() === 'DESC' ? -1 : 1;
    sorted = [...items].sort((a, b) => sign * (Number(a[field] ?? 0) - Number(b[field] ?? 0)));
  }
  ctx.set('x-number-of-items', String(items.length));
  ctx.set('x-number-of-pages', String(Math.max(1, Math.ceil(items.length / perPage))));
  return sorted.slice((page - 1) * perPage, page * perPage);
}

/** A Unix-seconds query parameter (BeforeDate, AfterDate), or undefined. */
export function unixParam(ctx: Context, name: string): number | undefined {
  const raw = queryParam(ctx, name);
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw paramError({ [name]: `The ${name} parameter must be a Unix timestamp` });
  return value;
}
