/**
 * What a CDN (a shared cache) may keep (issue 42, docs/scaling.md "CDN"). The public reads — the pot
 * page's HTML and its API reads, the directory's — say `s-maxage` and `stale-while-revalidate`, and
 * nothing personal is ever cacheable: a request that speaks for someone (a bearer token, or a cookie
 * other than the cookie banner's choice: a browser that signed in carries its device cookie) and a
 * response that sets a cookie answer `private, no-store` whatever their route said. The security
 * headers' middleware applies `finalCacheControl` to every answer, so no route can forget it.
 */
import type { Context } from 'koa';
import { CONSENT_COOKIE } from '../../domain/consent-cookie';
import { DIRECTORY_PATH, DIRECTORY_ALIAS_PATH } from '../../domain/directory-paths';

/** The pot page (HTML and API): a CDN keeps it 10 s and may serve it 20 s more while it asks again. */
export const POT_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=20';
/** The directory (HTML and API lists): charities change rarely, a minute each way. */
export const DIRECTORY_CACHE_CONTROL = 'public, max-age=60, s-maxage=60, stale-while-revalidate=60';
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

const POT_PAGE = /^\/participate\/\d{1,9}\/?$/;

/**
 * The Cache-Control of a page of the PWA whose HTML is public (undefined: the shell's own, revalidated).
 * A pot page with a query (a donor back from 3-D Secure with its transactionId) is not shared.
 */
export function publicPageCacheControl(path: string, search: string): string | undefined {
  if (POT_PAGE.test(path)) return search ? undefined : POT_CACHE_CONTROL;
  if (path === DIRECTORY_PATH || path === DIRECTORY_ALIAS_PATH) return DIRECTORY_CACHE_CONTROL;
  return undefined;
}

/** Whether the request speaks for someone: a bearer token, or any cookie but the cookie banner's. */
function speaksForSomeone(ctx: Context): boolean {
  if (ctx.get('Authorization')) return true;
  const cookie = ctx.get('Cookie');
  if (!cookie) return false;
  return cookie.split(';').some((pair) => {
    const name = pair.split('=')[0]?.trim();
    return Boolean(name) && name !== CONSENT_COOKIE;
  });
}

/** What a shared cache may keep: an answer naming s-maxage, or an API answer saying public. */
const shareable = (path: string, value: string) => value.includes('s-maxage') || (path.startsWith('/api/') && /\bpublic\b/.test(value));

/**
 * The Cache-Control an answer leaves with: a shareable one turns private for a person or a cookie set
 * (the PWA's hashed files and uploads, public but never personal, keep theirs).
 */
export function finalCacheControl(ctx: Context, value: string): string {
  if (!shareable(ctx.path, value)) return value;
  return ctx.response.get('Set-Cookie') || speaksForSomeone(ctx) ? PERSONAL_CACHE_CONTROL : value;
}
