/**
 * Text helpers: accent folding for search, slugs, and the display cuts (pot names at 30 characters,
 * partner titles at 44 with '..', press titles at 60 and one description at 180 with '...').
 * Lengths count Unicode code points, so an emoji is never cut in half.
 */
import { TRUNCATE_LENGTHS } from './constants';

/**
 * The form of a text used to compare for search: lower-cased, decomposed (NFD) and stripped of
 * diacritics, œ -> oe and æ -> ae, whitespace collapsed to single spaces and trimmed.
 * 'Œuvre  d’Été' -> 'oeuvre d’ete'. Idempotent.
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The keywords of a search text (folded, split on spaces). */
export function searchKeywords(query: string): string[] {
  const folded = foldForSearch(query);
  return folded === '' ? [] : folded.split(' ');
}

/** Whether a name contains every keyword of the query (AND) as a substring, accents and case ignored. */
export function matchesAllKeywords(name: string, query: string): boolean {
  const folded = foldForSearch(name);
  return searchKeywords(query).every((keyword) => folded.includes(keyword));
}

/**
 * A URL slug: folded, every run of characters other than a-z and 0-9 becomes one hyphen, no hyphen at
 * either end. 'Les Ateliers du Cœur' -> 'les-ateliers-du-coeur'.
 */
export function slugify(text: string): string {
  return foldForSearch(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Cuts a text longer than `max` characters to its first `max` characters followed by `suffix`
 * ('...' by default); a text of `max` characters or fewer is returned unchanged.
 */
export function truncate(text: string, max: number, suffix = '...'): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}${suffix}` : text;
}

/** A pot name in the dashboard tables: 30 characters then '...'. */
export function truncatePotName(name: string): string {
  return truncate(name, TRUNCATE_LENGTHS.potName);
}

/** A partner title: 44 characters then two dots. */
export function truncatePartnerTitle(title: string): string {
  return truncate(title, TRUNCATE_LENGTHS.partnerTitle, '..');
}

/** A press title: 60 characters then '...'. */
export function truncatePressTitle(title: string): string {
  return truncate(title, TRUNCATE_LENGTHS.pressTitle);
}

/** The long press description: 180 characters then '...'. */
export function truncatePressDescription(description: string): string {
  return truncate(description, TRUNCATE_LENGTHS.pressDescription);
}

/** A charity's initials for a missing logo: 'Les Amis du Vent' -> 'AD' (a leading article is skipped). */
export function charityInitials(name: string): string {
  const words = name
    .replace(/^(les?|la|l'|l’)\s*/i, '')
    .split(/[\s'’-]+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}
