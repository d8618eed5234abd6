/** Security headers for every answer (API and PWA files). */
import type { Middleware } from 'koa';

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

export const securityHeaders: Middleware = async (ctx, next) => {
  await next();
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
  ctx.set('Content-Security-Policy', CSP);
};
