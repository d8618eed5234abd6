import { describe, expect, it } from 'vitest';
import { eurosInWords, numberInWords } from './amount-words';

describe('numberInWords', () => {
  it.each([
    [0, 'zéro'],
    [1, 'un'],
    [16, 'seize'],
    [17, 'dix-sept'],
    [21, 'vingt et un'],
    [22, 'vingt-deux'],
    [70, 'soixante-dix'],
    [71, 'soixante et onze'],
    [72, 'soixante-douze'],
    [80, 'quatre-vingts'],
    [81, 'quatre-vingt-un'],
    [91, 'quatre-vingt-onze'],
    [99, 'quatre-vingt-dix-neuf'],
    [100, 'cent'],
    [101, 'cent un'],
    [200, 'deux cents'],
    [201, 'deux cent un'],
    [280, 'deux cent quatre-vingts'],
    [1000, 'mille'],
    [1001, 'mille un'],
    [1250, 'mille deux cent cinquante'],
    [2000, 'deux mille'],
    [80_000, 'quatre-vingt mille'],
    [200_000, 'deux cent mille'],
    [100_000, 'cent mille'],
    [1_000_000, 'un million'],
    [2_300_000, 'deux millions trois cent mille'],
  ])('%i -> %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it('refuses what it cannot say', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
    expect(() => numberInWords(1_000_000_000)).toThrow(RangeError);
  });
});

describe('eurosInWords', () => {
  it.each([
    [100_000, 'mille euros'],
    [10_000_000, 'cent mille euros'],
    [100, 'un euro'],
    [101, 'un euro et un centime'],
    [1250, 'douze euros et cinquante centimes'],
    [50, 'cinquante centimes'],
    [125_075, 'mille deux cent cinquante euros et soixante-quinze centimes'],
    [100_000_000, 'un million d’euros'],
  ])('%i cents -> %s', (cents, words) => {
    expect(eurosInWords(cents)).toBe(words);
  });
});
