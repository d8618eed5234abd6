/**
 * Tax reduction of a gift. The percent comes from the charity's assoc_types value for the donor's
 * type (PRIVATE or ENTERPRISE); 66 is shown when it is unknown.
 * Net cost = amount x (100 - percent) / 100, rounded to the nearest cent, halves rounded up
 * (25 cents at 66 % costs 8.5 -> 9 cents); the reduction is the rest, so the two always add up to the
 * amount. Percents are whole numbers from 0 to 100.
 */
import { TAX_REDUCTION_PERCENT } from './constants';

function check(cents: number, percent: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`amount must be whole cents >= 0, got ${cents}`);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percent must be a whole number from 0 to 100, got ${percent}`);
  }
}

/** What the gift costs the donor after the tax reduction, in cents. */
export function netCost(cents: number, percent: number = TAX_REDUCTION_PERCENT.default): number {
  check(cents, percent);
  return Math.round((cents * (100 - percent)) / 100);
}

/** The tax reduction itself, in cents (amount minus net cost). */
export function taxReduction(cents: number, percent: number = TAX_REDUCTION_PERCENT.default): number {
  return cents - netCost(cents, percent);
}

/** The donor types of a charity's assoc_types. */
export type DonorType = 'PRIVATE' | 'ENTERPRISE';

/**
 * The reduction percent for a donor type from a charity's assoc_types (`{assoc_type, value}`); the
 * default 66 when the charity has none for that type.
 */
export function reductionPercentFor(
  assocTypes: ReadonlyArray<{ assoc_type: string; value: number | string }> | null | undefined,
  donorType: DonorType,
): number {
  const entry = assocTypes?.find((type) => type.assoc_type === donorType);
  const value = entry === undefined ? Number.NaN : Number(entry.value);
  return Number.isInteger(value) && value >= 0 && value <= 100 ? value : TAX_REDUCTION_PERCENT.default;
}

/**
 * The donor type of a logged-in role on a charity's page: 'private' (any case) is PRIVATE, any other
 * role ENTERPRISE (pots spec §4); null for an anonymous visitor, who chooses.
 */
export function donorTypeOfRole(roleName: string | null | undefined): DonorType | null {
  if (roleName === null || roleName === undefined || roleName === '') return null;
  return roleName.toLowerCase() === 'private' ? 'PRIVATE' : 'ENTERPRISE';
}

/** The range shown before the type is known: lowest and highest percent among assoc_types. */
export function reductionPercentRange(
  assocTypes: ReadonlyArray<{ value: number | string }> | null | undefined,
): { min: number; max: number } | null {
  const values = (assocTypes ?? []).map((type) => Number(type.value)).filter((v) => Number.isFinite(v));
  return values.length === 0 ? null : { min: Math.min(...values), max: Math.max(...values) };
}
