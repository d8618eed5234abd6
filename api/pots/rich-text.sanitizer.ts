/**
 * The pot description's sanitizer: sanitize-html with the allow-list of what the wizard's editor
 * produces (domain/rich-text.ts). Anything else is dropped: unknown elements keep their text, but
 * script, style and similar lose their content too; every attribute outside the list goes (event
 * handlers, style, class); links keep only http, https and mailto URLs and always open in a new tab
 * without opener or referrer.
 */
import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_LINK_REL, RICH_TEXT_LINK_SCHEMES, RICH_TEXT_TAGS } from '../../domain/rich-text';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, list]) => [tag, [...list]])),
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const attributes: Record<string, string> = attribs.href ? { href: attribs.href } : {};
      return { tagName, attribs: { ...attributes, target: '_blank', rel: RICH_TEXT_LINK_REL } };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/** The description reduced to the editor's allow-list. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
