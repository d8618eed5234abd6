/**
 * Amounts written in French words for tax receipts, in the traditional spelling (before the 1990
 * reform), which receipts and cheques still use:
 * - hyphens only between tens and units below one hundred ('vingt-deux', 'quatre-vingt-dix-neuf');
 *   'et' without hyphens for 21, 31, 41, 51, 61 and 71 ('soixante et onze'), never for 81 or 91;
 * - 'vingt' and 'cent' take an s when multiplied and last ('quatre-vingts', 'deux cents'), also before
 *   'million' and 'milliard', which are nouns ('deux cents millions'), but not before 'mille'
 *   ('quatre-vingt mille', 'deux cent mille');
 * - 'mille' is invariable and never preceded by 'un'; 'million' and 'milliard' take an s when plural;
 * - 'd'euros' after a whole number of millions or billions ('un million d'euros');
 * - 'euro' and 'centime' are singular for one, and 'zéro euro' for an amount of 0.
 */

const UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
const TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

/** 0 to 99. `last` is false when 'mille' follows (quatre-vingt mille). */
function belowHundred(n: number, last: boolean): string {
  if (n < 20) return UNITS[n]!;
  const tens = Math.floor(n / 10);
  const units = n % 10;
  if (tens === 7 || tens === 9) {
    const base = tens === 7 ? 'soixante' : 'quatre-vingt';
    return tens === 7 && units === 1 ? 'soixante et onze' : `${base}-${UNITS[10 + units]}`;
  }
  if (tens === 8) return units === 0 ? (last ? 'quatre-vingts' : 'quatre-vingt') : `quatre-vingt-${UNITS[units]}`;
  const word = TENS[tens]!;
  if (units === 0) return word;
  return units === 1 ? `${word} et un` : `${word}-${UNITS[units]}`;
}

/** 0 to 999 (0 gives ''). `last` is false when 'mille' follows. */
function belowThousand(n: number, last: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const tail = rest === 0 ? '' : belowHundred(rest, last);
  if (hundreds === 0) return tail;
  const head = hundreds === 1 ? 'cent' : `${UNITS[hundreds]} cent${rest === 0 && last ? 's' : ''}`;
  return tail === '' ? head : `${head} ${tail}`;
}

/** A whole number from 0 to 999 999 999 999 in words. */
export function integerInFrenchWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e12) throw new RangeError(`unsupported number ${n}`);
  if (n === 0) return UNITS[0]!;
  const billions = Math.floor(n / 1e9);
  const millions = Math.floor(n / 1e6) % 1000;
  const thousands = Math.floor(n / 1e3) % 1000;
  const rest = n % 1000;
  const parts: string[] = [];
  if (billions > 0) parts.push(`${belowThousand(billions, true)} milliard${billions > 1 ? 's' : ''}`);
  if (millions > 0) parts.push(`${belowThousand(millions, true)} million${millions > 1 ? 's' : ''}`);
  if (thousands > 0) parts.push(thousands === 1 ? 'mille' : `${belowThousand(thousands, false)} mille`);
  if (rest > 0) parts.push(belowThousand(rest, true));
  return parts.join(' ');
}

/**
 * An amount in cents written out: 12050 -> 'cent vingt euros et cinquante centimes', 100 -> 'un euro',
 * 50 -> 'cinquante centimes', 100000000 -> 'un million d'euros'. Throws a RangeError for negative or
 * non-integer cents.
 */
export function amountInFrenchWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`unsupported amount ${cents}`);
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  const centsPart = `${integerInFrenchWords(rest)} centime${rest > 1 ? 's' : ''}`;
  if (euros === 0 && rest > 0) return centsPart;
  const words = integerInFrenchWords(euros);
  const unit = euros >= 1e6 && euros % 1e6 === 0 ? "d'euros" : euros > 1 ? 'euros' : 'euro';
  const eurosPart = `${words} ${unit}`;
  return rest === 0 ? eurosPart : `${eurosPart} et ${centsPart}`;
}
