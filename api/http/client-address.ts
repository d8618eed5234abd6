/**
 * The client's address, as the per-address throttles and 3-D Secure see it. X-Forwarded-For is written
 * by whoever sends the request, so it is believed only as far as TRUST_PROXY says (README.md):
 * - unset (or `false`, `0`): the app is reached directly; the socket's address is the client's, and the
 *   header is ignored whatever it says;
 * - a hop count `N`: N reverse proxies stand in front of the app, each appending the address it saw; the
 *   client is the entry the outermost of them wrote (N from the right, counting the socket as the last);
 * - a list of addresses: only requests whose socket address is one of them are proxied; the header is
 *   walked from the right past those addresses, and the first other address is the client.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; addresses: ReadonlySet<string> };

/** An IPv4 address mapped into IPv6 (`::ffff:1.2.3.4`) is its IPv4 address. */
export function plainAddress(address: string): string {
  const value = address.trim();
  return value.toLowerCase().startsWith('::ffff:') && value.includes('.') ? value.slice('::ffff:'.length) : value;
}

/** The TRUST_PROXY setting, or null when it is neither off, a hop count, nor a list of addresses. */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 32 ? { kind: 'hops', hops } : null;
  }
  const addresses = text.split(',').map(plainAddress);
  if (addresses.some((a) => !/^[0-9a-f.:]{2,45}$/i.test(a))) return null;
  return { kind: 'addresses', addresses: new Set(addresses) };
}

/** The client's address for a request from `socketAddress` carrying `forwardedFor` (X-Forwarded-For). */
export function clientAddress(socketAddress: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  const socket = plainAddress(socketAddress || '0.0.0.0');
  if (trust.kind === 'none') return socket;
  const entries = (forwardedFor ?? '')
    .split(',')
    .map(plainAddress)
    .filter((e) => e !== '');
  const chain = [...entries, socket];
  if (trust.kind === 'hops') return chain[Math.max(0, chain.length - 1 - trust.hops)] as string;
  let i = chain.length - 1;
  while (i > 0 && trust.addresses.has(chain[i] as string)) i--;
  return chain[i] as string;
}
