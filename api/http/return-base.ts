/**
 * The address a payment's return (3-D Secure, mandate page) comes back to (issue 47, item 2). Always
 * PUBLIC_URL, except in the demo (NODE_ENV other than production, PUBLIC_URL on a loopback name): a
 * visitor who opened it as `127.0.0.1` or `localhost` (same port) comes back to the name they used, where
 * their session and this tab's storage are. Any other Host is ignored, so the header cannot send a payer
 * elsewhere.
 */
import type { Config } from '../config';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export function returnBaseUrl(config: Pick<Config, 'PUBLIC_URL' | 'NODE_ENV'>, host: string | undefined): string {
  const base = new URL(config.PUBLIC_URL);
  if (config.NODE_ENV === 'production' || !host || !LOOPBACK_NAMES.has(base.hostname)) return config.PUBLIC_URL;
  let asked: URL;
  try {
    asked = new URL(`${base.protocol}//${host}`);
  } catch {
    return config.PUBLIC_URL;
  }
  if (!LOOPBACK_NAMES.has(asked.hostname) || asked.port !== base.port || asked.username || asked.pathname !== '/') return config.PUBLIC_URL;
  return asked.origin;
}
