// Rich text of charity pages ('Qui sommes-nous ?', 'Nos actions') reduced to a short list of harmless
// tags before it is rendered: parsed inertly by DOMParser, every other element unwrapped (scripts and
// embeds dropped with their content), every attribute removed except a safe href on links.

export const ALLOWED = new Set(['P', 'BR', 'UL', 'OL', 'LI', 'STRONG', 'B', 'EM', 'I', 'U', 'A', 'H3', 'H4', 'BLOCKQUOTE', 'SPAN']);
export const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'SVG',
  'MATH',
  'FORM',
  'TEXTAREA',
  'SELECT',
]);
export const SAFE_HREF = /^(https?:|mailto:|\/(?!\/))/i;

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  const tag = element.tagName.toUpperCase();
  if (DROPPED.has(tag)) return [];
  const children = [...element.childNodes].flatMap((child) => clean(child, doc));
  if (!ALLOWED.has(tag)) return children;
  const copy = doc.createElement(tag.toLowerCase());
  if (tag === 'A') {
    const href = element.getAttribute('href')?.trim() ?? '';
    if (SAFE_HREF.test(href)) {
      copy.setAttribute('href', href);
      if (!href.startsWith('/')) {
        copy.setAttribute('target', '_blank');
        copy.setAttribute('rel', 'noopener noreferrer');
      }
    }
  }
  copy.append(...children);
  return [copy];
}

/** On the server (no DOMParser), the same rules through sanitize-html (pwa/ssr/rich-text.ts). */
let serverSanitizer: ((html: string) => string) | null = null;

export function setServerSanitizer(sanitize: (html: string) => string): void {
  serverSanitizer = sanitize;
}

/** The HTML with only the allowed tags and attributes left. */
export function sanitizeRichText(html: string): string {
  if (typeof DOMParser === 'undefined') return serverSanitizer?.(html) ?? '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.createElement('div');
  out.append(...[...doc.body.childNodes].flatMap((child) => clean(child, document)));
  return out.innerHTML;
}

/** The text of some HTML (scripts left out, blocks apart), whitespace collapsed: for meta descriptions. */
export function htmlToText(html: string): string {
  const spaced = sanitizeRichText(html).replace(/<\/(p|li|h3|h4|blockquote)>|<br>/gi, '$& ');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
