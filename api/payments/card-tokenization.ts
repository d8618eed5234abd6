import type { Config } from '../config';
import { sandboxPublicUrl } from './provider';

/**
 * Where the browser may post card data: the provider's tokenization URL (CardRegistrationURL). Mangopay
 * tokenizes on *.payline.com (its CSP guidance for connect-src); the embedded emulator on its public
 * address (PUBLIC_URL's host on SANDBOX_PORT).
 */
export function cardTokenizationOrigins(
  config: Pick<Config, 'MANGOPAY_CLIENT_ID' | 'MANGOPAY_API_KEY' | 'MANGOPAY_BASE_URL' | 'PUBLIC_URL' | 'SANDBOX_PORT'>,
): string[] {
  if (config.MANGOPAY_CLIENT_ID && config.MANGOPAY_API_KEY && config.MANGOPAY_BASE_URL) return ['https://*.payline.com'];
  return config.SANDBOX_PORT === 0 ? [] : [sandboxPublicUrl(config)];
}
