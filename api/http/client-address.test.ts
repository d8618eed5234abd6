import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy } from './client-address';

const none = parseTrustProxy(undefined)!;
const oneHop = parseTrustProxy('1')!;
const twoHops = parseTrustProxy('2')!;
const listed = parseTrustProxy('10.0.0.5, 10.0.0.6')!;

describe('TRUST_PROXY', () => {
  it('reads off, a hop count and a list of addresses; refuses anything else', () => {
    expect([parseTrustProxy(''), parseTrustProxy('false'), parseTrustProxy('0')]).toEqual([
      { kind: 'none' },
      { kind: 'none' },
      { kind: 'none' },
    ]);
    expect(oneHop).toEqual({ kind: 'hops', hops: 1 });
    expect(listed).toEqual({ kind: 'addresses', addresses: new Set(['10.0.0.5', '10.0.0.6']) });
    expect(parseTrustProxy('true')).toBeNull();
    expect(parseTrustProxy('loopback')).toBeNull();
    expect(parseTrustProxy('99')).toBeNull();
  });
});

describe('the client address', () => {
  it('is the socket when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress('::ffff:203.0.113.7', '1.2.3.4, 5.6.7.8', none)).toBe('203.0.113.7');
  });

  it('is the entry the outermost trusted proxy wrote, counted from the right', () => {
    expect(clientAddress('10.0.0.5', 'forged, 198.51.100.4', oneHop)).toBe('198.51.100.4');
    expect(clientAddress('10.0.0.5', 'forged, 198.51.100.4, 10.0.0.9', twoHops)).toBe('198.51.100.4');
    expect(clientAddress('10.0.0.5', undefined, oneHop)).toBe('10.0.0.5');
  });

  it('walks past the listed proxies only, and ignores the header from anyone else', () => {
    expect(clientAddress('10.0.0.5', 'forged, 198.51.100.4, 10.0.0.6', listed)).toBe('198.51.100.4');
    expect(clientAddress('203.0.113.7', '198.51.100.4', listed)).toBe('203.0.113.7');
  });
});
