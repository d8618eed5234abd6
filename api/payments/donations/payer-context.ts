/**
 * What the provider needs about the payer's browser for 3-D Secure 2, taken by the server: the IP
 * address from the request (`ctx.ip`: the socket's, or the X-Forwarded-For entry of a proxy TRUST_PROXY
 * names, api/http/client-address.ts), never from the client's body or a third-party service;
 * the Accept and User-Agent headers; and the screen details the PWA sends in `browser_info`.
 */
import type { Context } from 'koa';
import type { z } from 'zod';
import type { browserInfoSchema } from '../../../domain/donation-requests';
import type { Config } from '../../config';
import { returnBaseUrl } from '../../http/return-base';
import type { BrowserInfo } from '../gateway-cards';

export type BrowserInfoBody = z.infer<typeof browserInfoSchema>;

export interface PayerContext {
  ipAddress: string;
  browserInfo: BrowserInfo;
  /** Where the 3-D Secure page sends the browser back (api/http/return-base.ts); PUBLIC_URL when absent. */
  returnBaseUrl?: string;
}

const COLOR_DEPTHS = [1, 4, 8, 15, 16, 24, 32, 48];

/** The request's IP address; an IPv4 address mapped into IPv6 is given back as IPv4. */
export function requestIp(ctx: Pick<Context, 'ip'>): string {
  const ip = ctx.ip || '0.0.0.0';
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice('::ffff:'.length) : ip;
}

const nonNegative = (value: number | undefined, fallback: number) => (value !== undefined && value >= 0 ? value : fallback);

export function payerContext(
  ctx: Context,
  body: BrowserInfoBody | undefined,
  config?: Pick<Config, 'PUBLIC_URL' | 'NODE_ENV'>,
): PayerContext {
  const info = body ?? {};
  return {
    ipAddress: requestIp(ctx),
    ...(config ? { returnBaseUrl: returnBaseUrl(config, ctx.get('Host')) } : {}),
    browserInfo: {
      AcceptHeader: (ctx.get('Accept') || 'application/json').slice(0, 255),
      JavaEnabled: false,
      JavascriptEnabled: true,
      Language: (info.language || ctx.get('Accept-Language').split(',')[0] || 'fr-FR').slice(0, 35),
      ColorDepth: info.color_depth !== undefined && COLOR_DEPTHS.includes(info.color_depth) ? info.color_depth : 24,
      ScreenHeight: nonNegative(info.screen_height, 0),
      ScreenWidth: nonNegative(info.screen_width, 0),
      TimeZoneOffset: info.timezone_offset ?? 0,
      UserAgent: (info.user_agent || ctx.get('User-Agent') || 'inconnu').slice(0, 1024),
    },
  };
}
