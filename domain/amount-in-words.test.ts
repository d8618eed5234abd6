import { describe, expect, it } from 'vitest';
import { amountInFrenchWords, integerInFrenchWords } from './amount-in-words';

describe('amountInFrenchWords (traditional spelling)', () => {
  it.each([
    [0, 'zéro euro'],
    [1, 'un centime'],
    [2, 'deux centimes'],
    [80, 'quatre-vingts centimes'],
    [100, 'un euro'],
    [101, 'un euro et un centime'],
    [1000, 'dix euros'],
    [1600, 'seize euros'],
    [1700, 'dix-sept euros'],
    [2100, 'vingt et un euros'],
    [2200, 'vingt-deux euros'],
    [3100, 'trente et un euros'],
    [6100, 'soixante et un euros'],
    [7000, 'soixante-dix euros'],
    [7100, 'soixante et onze euros'],
    [7200, 'soixante-douze euros'],
    [7700, 'soixante-dix-sept euros'],
    [8000, 'quatre-vingts euros'],
    [8100, 'quatre-vingt-un euros'],
    [9000, 'quatre-vingt-dix euros'],
    [9100, 'quatre-vingt-onze euros'],
    [9900, 'quatre-vingt-dix-neuf euros'],
    [10000, 'cent euros'],
    [12050, 'cent vingt euros et cinquante centimes'],
    [20000, 'deux cents euros'],
    [20100, 'deux cent un euros'],
    [28000, 'deux cent quatre-vingts euros'],
    [100000, 'mille euros'],
    [110000, 'mille cent euros'],
    [200000, 'deux mille euros'],
    [250000, 'deux mille cinq cents euros'],
    [2150000, 'vingt et un mille cinq cents euros'],
    [8000000, 'quatre-vingt mille euros'],
    [20000000, 'deux cent mille euros'],
    [100000000, "un million d'euros"],
    [100010000, 'un million cent euros'],
    [200000000, "deux millions d'euros"],
    [20000000000, "deux cents millions d'euros"],
    [8000000000, "quatre-vingts millions d'euros"],
    [100000000000, "un milliard d'euros"],
    [123456789, 'un million deux cent trente-quatre mille cinq cent soixante-sept euros et quatre-vingt-neuf centimes'],
  ])('%i cents -> %s', (cents, words) => {
    expect(amountInFrenchWords(cents)).toBe(words);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s', (cents) => {
    expect(() => amountInFrenchWords(cents)).toThrow(RangeError);
  });

  it('spells whole numbers up to the billions', () => {
    expect(integerInFrenchWords(999_999_999_999)).toBe(
      'neuf cent quatre-vingt-dix-neuf milliards neuf cent quatre-vingt-dix-neuf millions ' +
        'neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf',
    );
    expect(() => integerInFrenchWords(1e12)).toThrow(RangeError);
  });
});
