/**
 * Security headers on every answer. Pages and the PWA's files (anything outside /api/, and an HTML
 * answer wherever it comes from): a CSP without inline script (the card form may reach the provider's
 * tokenization origin, connect-src and form-action), HSTS, nosniff, Referrer-Policy, no framing
 * (X-Frame-Options and frame-ancestors), Permissions-Policy, COOP. API answers (JSON, never rendered as a
 * page) get what a data answer needs: HSTS, nosniff, and a CSP that allows nothing and no framing
 * (`default-src 'none'; frame-ancestors 'none'`, should one be opened as a document), about 150 bytes
 * instead of the page set's 900, written on every API request (docs/decisions.md, performance). And
 * `Cache-Control` on the API: `private, no-store` on personal data (the caller's account, dashboard,
 * donations, manager area), `no-store` on any API answer that does not set its own caching (errors
 * included), and never a shareable one for a signed-in caller or with a cookie set (shared-cache.ts).
 */
import type { Context } from 'koa';
import { finalCacheControl } from './shared-cache';

const CSP = [
  "default-src 'self'",
  "img-src 'self' data: blob: https:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
  "font-src 'self' data:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

/** One year, subdomains included (browsers ignore it over plain HTTP, e.g. on localhost). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** API paths whose answers are personal: never stored by a browser or a shared cache. */
const PERSONAL_API = /^\/api\/v1\/(user(\/|$)|manager(\/|$)|cagnottes\/?$|kyc\/|dev\/)/;

/** The CSP with the card tokenization origins added where the card form needs them. */
export function contentSecurityPolicy(tokenizationOrigins: string[]): string {
  if (tokenizationOrigins.length === 0) return CSP;
  const extra = tokenizationOrigins.join(' ');
  return CSP.replace("connect-src 'self'", `connect-src 'self' ${extra}`).replace("form-action 'self'", `form-action 'self' ${extra}`);
}

/** The Cache-Control an API answer gets, given its status and what its route set (if anything). */
function apiCacheControl(path: string, status: number, routeValue: string): string | undefined {
  if (PERSONAL_API.test(path)) return 'private, no-store';
  return routeValue && status < 400 ? undefined : 'no-store';
}

/** The CSP of API answers: nothing may load, nothing may frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Set by a route that answers an HTML page needing another policy than the PWA's (never from the request). */
export interface PagePolicyState {
  pagePolicy?: string;
}

/** Sets the headers on `ctx`'s answer (unless already sent), `csp` being the pages' policy (the request frame calls it). */
export function setSecurityHeaders(ctx: Context, csp: string): void {
  // Node's own response object: Koa's ctx.set adds a delegate and a type check per header.
  const res = ctx.res;
  if (res.headersSent) return;
  res.setHeader('Strict-Transport-Security', HSTS);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const path = ctx.path;
  // What the route set, read once: it decides the API's Cache-Control and the pages' alike.
  const routeCache = String(res.getHeader('Cache-Control') ?? '');
  if (path.startsWith('/api/') && !isHtml(res.getHeader('Content-Type'))) {
    const cache = apiCacheControl(path, ctx.status, routeCache);
    res.setHeader('Cache-Control', finalCacheControl(ctx, cache ?? routeCache));
    res.setHeader('Content-Security-Policy', API_CSP);
    return;
  }
  if (routeCache) res.setHeader('Cache-Control', finalCacheControl(ctx, routeCache));
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  // A page of our own with other needs names its policy in code (the API reference's: pagePolicy).
  res.setHeader('Content-Security-Policy', (ctx.state as PagePolicyState).pagePolicy ?? csp);
}

function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('text/html');
}
