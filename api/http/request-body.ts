/** Reading the spec's request wrappers (`{user: {...}}`, `{entreprise: {...}}`) from a JSON body. */
import type { Context } from 'koa';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The whole JSON body as an object ({} when absent or not an object). */
export function bodyOf(ctx: Context): Json {
  const body: unknown = ctx.request.body;
  return isObject(body) ? body : {};
}

/** `body[key]` when it is an object, else {} so that the schema lists every missing field. */
export function wrapped(ctx: Context, key: string): Json {
  const value = bodyOf(ctx)[key];
  return isObject(value) ? value : {};
}
