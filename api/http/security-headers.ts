/**
 * Security headers for every answer (API and PWA files): a CSP without inline script (the card form
 * may reach the provider's tokenization origin, connect-src and form-action), HSTS, nosniff,
 * Referrer-Policy, no framing; and `Cache-Control` on the API: `private, no-store` on personal data
 * (the caller's account, dashboard, donations, manager area), `no-store` on any API answer that does
 * not set its own caching (errors included).
 */
import type { Middleware } from 'koa';
import type { Config } from '../config';
import { sandboxPublicUrl } from '../payments/provider';

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

/**
 * Where the browser may post card data: the provider's tokenization URL (CardRegistrationURL). Mangopay
 * tokenizes on *.payline.com (its CSP guidance for connect-src); the embedded emulator on its public
 * address (PUBLIC_URL's host on SANDBOX_PORT).
 */
export function cardTokenizationOrigins(config: Pick<Config, 'MANGOPAY_CLIENT_ID' | 'MANGOPAY_API_KEY' | 'MANGOPAY_BASE_URL' | 'PUBLIC_URL' | 'SANDBOX_PORT'>): string[] {
  if (config.MANGOPAY_CLIENT_ID && config.MANGOPAY_API_KEY && config.MANGOPAY_BASE_URL) return ['https://*.payline.com'];
  return config.SANDBOX_PORT === 0 ? [] : [sandboxPublicUrl(config)];
}

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

/** The headers, with the card tokenization origins allowed. */
export function securityHeadersWith(tokenizationOrigins: string[]): Middleware {
  const csp = contentSecurityPolicy(tokenizationOrigins);
  return async (ctx, next) => {
    await next();
    if (ctx.path.startsWith('/api/')) {
      const cache = apiCacheControl(ctx.path, ctx.status, ctx.response.get('Cache-Control'));
      if (cache) ctx.set('Cache-Control', cache);
    }
    ctx.set('Strict-Transport-Security', HSTS);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Content-Security-Policy', csp);
  };
}

/** The headers without extra origins. */
export const securityHeaders: Middleware = securityHeadersWith([]);
