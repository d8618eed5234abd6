/**
 * The rich text a pot description may hold: exactly what the wizard's editor (tiptap's StarterKit)
 * produces, so the API's sanitizer keeps everything the editor can write and nothing else
 * (no script, no event handler, no style, no javascript: URL). Shared by the API (sanitize-html
 * options) and the PWA (the editor's configuration and its toolbar).
 */

/** Elements the editor produces. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'hr',
  'a',
] as const;

/** Heading levels the editor offers. */
export const RICH_TEXT_HEADING_LEVELS = [2, 3] as const;

/** Attributes kept, per element. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  ol: ['start'],
};

/** URL schemes a link may use. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** What every kept link carries: a new tab, no opener, no referrer, no ranking given away. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer nofollow';
