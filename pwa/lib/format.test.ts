import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format';

describe('formatLongDate', () => {
  it('writes the first of a month as an ordinal, the other days as numbers', () => {
    expect(formatLongDate('2026-12-01')).toBe('1er décembre 2026');
    expect(formatLongDate('2026-12-15')).toBe('15 décembre 2026');
    expect(formatLongDate('')).toBe('');
  });
});
