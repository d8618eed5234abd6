import { describe, expect, it } from 'vitest';
import { expiryExample } from './card-inputs';

describe('expiryExample', () => {
  it.each([
    ['2026-11-29T12:00:00Z', '1227'],
    ['2026-01-01T12:00:00Z', '1227'],
    ['2099-06-15T12:00:00Z', '1200'],
  ])('on %s the example is %s, a future expiry', (today, example) => {
    expect(expiryExample(new Date(today))).toBe(example);
  });
});
