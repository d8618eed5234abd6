/**
 * A euro amount in French words ('mille euros', 'deux cent cinquante euros et cinquante centimes'), for
 * the second look at a large gift (issue 47). Traditional spelling: 'vingt et un', 'quatre-vingts',
 * 'deux cents' but 'deux cent un', 'mille' invariable, 'un million'. Up to 999 999 999 euros.
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
const TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante', 'soixante', 'quatre-vingt', 'quatre-vingt'];

/** 0 to 99; `final`: last word of the number (quatre-vingts takes its s only there). */
function belowHundred(n: number, final: boolean): string {
  if (n < 20) return UNITS[n] ?? '';
  const ten = Math.floor(n / 10);
  // soixante-dix and quatre-vingt-dix count on from dix
  const rest = ten === 7 || ten === 9 ? (n % 10) + 10 : n % 10;
  const tens = TENS[ten] ?? '';
  if (rest === 0) return ten === 8 && final ? 'quatre-vingts' : tens;
  if (rest === 1 && ten < 8) return `${tens} et un`;
  if (rest === 11 && ten === 7) return `${tens} et onze`;
  return `${tens}-${UNITS[rest]}`;
}

/** 0 to 999. */
function belowThousand(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const tail = rest === 0 ? '' : belowHundred(rest, final);
  if (hundreds === 0) return tail;
  const head = hundreds === 1 ? 'cent' : `${UNITS[hundreds]} cent${rest === 0 && final ? 's' : ''}`;
  return tail ? `${head} ${tail}` : head;
}

/** A whole number (0 to 999 999 999) in words. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n > 999_999_999) throw new RangeError(`numberInWords: ${n}`);
  if (n === 0) return UNITS[0] ?? '';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor(n / 1000) % 1000;
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions > 0) parts.push(`${belowThousand(millions, true)} million${millions > 1 ? 's' : ''}`);
  if (thousands > 0) parts.push(thousands === 1 ? 'mille' : `${belowThousand(thousands, false)} mille`);
  if (rest > 0) parts.push(belowThousand(rest, true));
  return parts.join(' ');
}

/** Cents as euros in words: 'mille euros', 'un euro et un centime', 'douze euros et cinquante centimes'. */
export function eurosInWords(cents: number): string {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  const whole = `${numberInWords(euros)} euro${euros > 1 ? 's' : ''}`;
  // 'un million d’euros': a round number of millions takes 'd’'
  const euroPart = euros >= 1_000_000 && euros % 1_000_000 === 0 ? whole.replace(/ euros$/, ' d’euros') : whole;
  if (rest === 0) return euroPart;
  const centPart = `${numberInWords(rest)} centime${rest > 1 ? 's' : ''}`;
  return euros === 0 ? centPart : `${euroPart} et ${centPart}`;
}
