/**
 * The head of a page from the shared SEO table: title, meta description, canonical URL and Open Graph
 * tags (pages outside the table get the site's defaults); a page may still render its own <title>,
 * which React hoists before the head's own and so wins (pwa/lib/document-title.ts). Loaded by the useDocumentMeta hook after the page renders.
 */
import { canonicalUrl, fullTitle, HOME_SEO, seoForPath } from '@domain/seo';
import { setSiteTitle } from '@/lib/document-title';

export { seoForPath };

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string | null): void {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function setCanonical(href: string | null): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === null) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

export const DEFAULT_TITLE = 'Entraide — cagnottes solidaires';

export function applyDocumentMeta(pathname: string, origin: string): void {
  const seo = seoForPath(pathname);
  const title = seo ? fullTitle(seo) : DEFAULT_TITLE;
  const description = (seo ?? HOME_SEO).description;
  const url = seo ? canonicalUrl(origin, seo) : null;
  setSiteTitle(title);
  setMeta('meta[name="description"]', 'name', 'description', description);
  setMeta('meta[name="robots"]', 'name', 'robots', seo && !seo.sitemap ? 'noindex' : null);
  setMeta('meta[property="og:title"]', 'property', 'og:title', title);
  setMeta('meta[property="og:description"]', 'property', 'og:description', description);
  setMeta('meta[property="og:url"]', 'property', 'og:url', url);
  setCanonical(url);
}
