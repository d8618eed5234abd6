/**
 * Fields of a pot (cagnotte): name (3 to 120 characters after trimming), description (rich text whose
 * visible text has at least 3 characters), colour and its 14 presets, and the company sharing option.
 */
import { z } from 'zod';
import { COLORS, POT_DESCRIPTION_MAX_HTML_LENGTH, POT_DESCRIPTION_MIN_LENGTH, POT_NAME_LENGTH } from './constants';
import { POT_MESSAGES } from './messages';
import { IF_NO_ISSUE_YET, requiredText } from './schema-helpers';

/** The pot name field. */
export const potNameSchema = requiredText(POT_MESSAGES.nameRequired, {
  max: POT_NAME_LENGTH.max,
  tooLong: POT_MESSAGES.nameTooLong,
}).min(POT_NAME_LENGTH.min, { error: POT_MESSAGES.nameTooShort, ...IF_NO_ISSUE_YET });

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text people read in a rich-text description: tags removed (block ends become spaces), common and
 * numeric entities decoded, whitespace collapsed and trimmed.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|br|li|h[1-6]|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
      if (entity.startsWith('#')) {
        const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
      }
      return ENTITIES[entity.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The description field: required and at least 3 visible characters; raw HTML at most 100 000 characters. */
export const potDescriptionSchema = z.string({ error: POT_MESSAGES.descriptionRequired }).superRefine((html, ctx) => {
  const length = Array.from(htmlToText(html)).length;
  if (length === 0) ctx.addIssue({ code: 'custom', message: POT_MESSAGES.descriptionRequired });
  else if (length < POT_DESCRIPTION_MIN_LENGTH) ctx.addIssue({ code: 'custom', message: POT_MESSAGES.descriptionTooShort });
  else if (html.length > POT_DESCRIPTION_MAX_HTML_LENGTH) {
    ctx.addIssue({ code: 'custom', message: POT_MESSAGES.descriptionTooLong });
  }
});

/** A colour: `#rrggbb` or `#rgb`, output lower-case. */
export const HEX_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The colour field ('La couleur choisie n'est pas valide'). */
export const potColorSchema = z
  .string({ error: POT_MESSAGES.colorInvalid })
  .trim()
  .regex(HEX_COLOR_PATTERN, { error: POT_MESSAGES.colorInvalid })
  .toLowerCase();

/** The 14 colours a company may pick; the first is the default pot colour. */
export const POT_COLOR_PRESETS = [
  '#e7348f', // Entraide pink (default)
  '#c2185b', // raspberry
  '#e53935', // red
  '#f4511e', // coral
  '#fb8c00', // orange
  '#f9a825', // mustard
  '#7cb342', // leaf green
  '#2e7d32', // forest green
  '#00897b', // teal
  '#0097a7', // lagoon
  '#1e88e5', // sky blue
  '#3949ab', // indigo
  '#8e24aa', // purple
  '#546e7a', // slate
] as const;

/** Colour of a new pot. */
export const DEFAULT_POT_COLOR = COLORS.potDefault;

/** Colour shown when editing a pot: its own when valid, else the edit fallback #e8589e. */
export function potColorForEdit(color: string | null | undefined): string {
  return typeof color === 'string' && HEX_COLOR_PATTERN.test(color) ? color.toLowerCase() : COLORS.potEditFallback;
}

/** Company sharing options: SHARE (default, anyone may share) or SHOW (locked: only the creator shares). */
export const SHARING_OPTIONS = ['SHARE', 'SHOW'] as const;
/** One sharing option. */
export type SharingOption = (typeof SHARING_OPTIONS)[number];
/** Default sharing option. */
export const DEFAULT_SHARING_OPTION: SharingOption = 'SHARE';

/** The sharing field ('Merci de choisir une option de partage ou d'invitation'). */
export const sharingOptionSchema = z.enum(SHARING_OPTIONS, { error: POT_MESSAGES.sharingRequired });

/** SHOW means the pot is locked. */
export function sharingOptionToLocked(option: SharingOption): boolean {
  return option === 'SHOW';
}

/** On edit, a locked pot shows SHOW, any other SHARE. */
export function lockedToSharingOption(isLocked: boolean | null | undefined): SharingOption {
  return isLocked === true ? 'SHOW' : 'SHARE';
}
