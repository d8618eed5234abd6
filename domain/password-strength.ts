/**
 * Password strength indicator (spec accounts §4, pots §5), exactly as specified:
 * - score = 2 per character, + 1 when the length is 10 or more, + 10 per class present among
 *   lower-case letters, upper-case letters, digits and symbols (anything else);
 * - capped at 10 when the length is 6 or less or only one class is present;
 * - otherwise capped at 20, 30 or 40 for two, three or four classes.
 * Level from the score: <= 10 Poor, <= 20 Not Good, <= 30 Average, above 30 Good (the level values
 * 10/20/30/40 are the upper bounds of each band). Only Good counts as strong.
 * Consequence: above 6 characters the level is set by the number of classes alone.
 * Letters are classed by Unicode case, so 'é' is lower-case and 'É' upper-case.
 */
import { PASSWORD_STRENGTH_LABELS } from './messages';

/** The four levels, weakest first, with the value the spec gives each. */
export const PASSWORD_STRENGTH_LEVELS = [
  { level: 'Poor', value: 10 },
  { level: 'Not Good', value: 20 },
  { level: 'Average', value: 30 },
  { level: 'Good', value: 40 },
] as const;

/** One strength level. */
export type PasswordStrengthLevel = (typeof PASSWORD_STRENGTH_LEVELS)[number]['level'];

/** What the indicator shows for a password. */
export interface PasswordStrength {
  score: number;
  level: PasswordStrengthLevel;
  /** The level's value: 10, 20, 30 or 40. */
  value: number;
  /** French label of the level. */
  label: string;
  /** Only Good is strong. */
  strong: boolean;
}

/** Number of character classes present: lower, upper, digit, symbol. */
export function characterClassCount(password: string): number {
  const chars = Array.from(password);
  const isLower = (c: string) => c !== c.toUpperCase() && c === c.toLowerCase();
  const isUpper = (c: string) => c !== c.toLowerCase() && c === c.toUpperCase();
  const isDigit = (c: string) => c >= '0' && c <= '9';
  const classes = [
    chars.some(isLower),
    chars.some(isUpper),
    chars.some(isDigit),
    chars.some((c) => !isLower(c) && !isUpper(c) && !isDigit(c)),
  ];
  return classes.filter(Boolean).length;
}

/** The spec's score of a password (0 for an empty one). */
export function passwordScore(password: string): number {
  const length = Array.from(password).length;
  const classes = characterClassCount(password);
  const raw = 2 * length + (length >= 10 ? 1 : 0) + 10 * classes;
  if (length <= 6 || classes <= 1) return Math.min(raw, 10);
  return Math.min(raw, classes * 10);
}

/** The level of a score: <= 10 Poor, <= 20 Not Good, <= 30 Average, else Good. */
export function levelOfScore(score: number): PasswordStrengthLevel {
  const found = PASSWORD_STRENGTH_LEVELS.find((entry) => score <= entry.value);
  return found ? found.level : 'Good';
}

/** Score, level, French label and strength of a password. */
export function passwordStrength(password: string): PasswordStrength {
  const score = passwordScore(password);
  const level = levelOfScore(score);
  const value = PASSWORD_STRENGTH_LEVELS.find((entry) => entry.level === level)?.value ?? 40;
  return { score, level, value, label: PASSWORD_STRENGTH_LABELS[level], strong: level === 'Good' };
}
