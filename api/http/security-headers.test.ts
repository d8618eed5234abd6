import { describe, expect, it } from 'vitest';
import { cardTokenizationOrigins } from '../payments/card-tokenization';

describe('cardTokenizationOrigins', () => {
  const base = {
    PUBLIC_URL: 'http://127.0.0.1:8201',
    SANDBOX_PORT: 8202,
    MANGOPAY_CLIENT_ID: undefined,
    MANGOPAY_API_KEY: undefined,
    MANGOPAY_BASE_URL: undefined,
  };
  it('lets the browser post card data to the embedded emulator, or to Mangopay’s tokenizer', () => {
    expect(cardTokenizationOrigins(base)).toEqual(['http://127.0.0.1:8202']);
    expect(cardTokenizationOrigins({ ...base, SANDBOX_PORT: 0 })).toEqual([]);
    expect(
      cardTokenizationOrigins({
        ...base,
        MANGOPAY_CLIENT_ID: 'c',
        MANGOPAY_API_KEY: 'k',
        MANGOPAY_BASE_URL: 'https://api.sandbox.mangopay.com',
      }),
    ).toEqual(['https://*.payline.com']);
  });
});
