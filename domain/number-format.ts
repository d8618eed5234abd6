/**
 * French number formatting without Intl: building the first `Intl.NumberFormat` loads the locale's data
 * and cost 25–50 ms of main thread on the pot page (blocking time on a slow phone, docs/performance.md). The output is what
 * `Intl.NumberFormat('fr-FR')` writes (narrow no-break space between thousands, comma before decimals);
 * domain/number-format.test.ts compares the two.
 */
export const NARROW_NBSP = '\u202f';
export const NBSP = '\u00a0';

/** '1234567' -> '1 234 567' (U+202F). */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NARROW_NBSP);
}

/** Cents with two decimals, in integer arithmetic: 123456 -> '1 234,56', -5 -> '-0,05'. */
export function formatCentsFr(cents: number): string {
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${cents < 0 ? '-' : ''}${groupThousands(String(units))},${String(rest).padStart(2, '0')}`;
}

/**
 * A non-negative number with at most `maxFractionDigits` decimals, trailing zeros dropped, rounded half
 * away from zero on its exact value (as Intl does): 2.25 -> '2,3' at one decimal, 12345 -> '12 345'.
 */
export function formatNumberFr(value: number, maxFractionDigits = 0): string {
  const [units = '0', decimals = ''] = Math.abs(value).toFixed(maxFractionDigits).split('.');
  const fraction = decimals.replace(/0+$/, '');
  const sign = value < 0 && /[1-9]/.test(units + fraction) ? '-' : '';
  return `${sign}${groupThousands(units)}${fraction ? `,${fraction}` : ''}`;
}
