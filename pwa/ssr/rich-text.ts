/**
 * The rich-text rules of pwa/features/directory/safe-html.ts (allowed tags, dropped ones with their
 * content, safe links only) for the server's render, which has no DOMParser: sanitize-html with the same
 * lists, so that the server writes what the browser's render would (hydration keeps it).
 */
import sanitizeHtml from 'sanitize-html';
import { ALLOWED, DROPPED, SAFE_HREF } from '@/lib/safe-html';

const lower = (set: Set<string>) => [...set].map((tag) => tag.toLowerCase());

export function sanitizeOnServer(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: lower(ALLOWED),
    nonTextTags: lower(DROPPED),
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href?.trim() ?? '';
        const kept: Record<string, string> = {};
        if (SAFE_HREF.test(href)) {
          kept.href = href;
          if (!href.startsWith('/')) Object.assign(kept, { target: '_blank', rel: 'noopener noreferrer' });
        }
        return { tagName, attribs: kept };
      },
    },
  });
}
