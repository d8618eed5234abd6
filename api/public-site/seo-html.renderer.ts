/**
 * Writes a public page's title, meta description, canonical URL and Open Graph tags into the HTML
 * shell before it is sent, so that search engines and link previews see them without running the
 * PWA. Paths the SEO table does not know keep the shell as it is (other parts may render their own).
 */
import { canonicalUrl, fullTitle, seoForPath, SITE_NAME, type PageSeo } from '../../domain/seo';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function headTags(seo: PageSeo, origin: string): string {
  const title = escapeHtml(fullTitle(seo));
  const description = escapeHtml(seo.description);
  const url = escapeHtml(canonicalUrl(origin, seo));
  const image = escapeHtml(`${origin.replace(/\/+$/, '')}/icons/icon-512.png`);
  return [
    `<link rel="canonical" href="${url}" />`,
    ...(seo.sitemap ? [] : ['<meta name="robots" content="noindex" />']),
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    '<meta property="og:locale" content="fr_FR" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    '<meta name="twitter:card" content="summary" />',
  ]
    .map((tag) => `    ${tag}`)
    .join('\n');
}

/** The renderer given to the static files' HTML fallback: `(path, html) => html`. */
export function seoHtmlRenderer(publicUrl: string): (path: string, html: string) => string {
  return (path, html) => {
    const seo = seoForPath(path);
    if (!seo) return html;
    const description = escapeHtml(seo.description);
    return html
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(fullTitle(seo))}</title>`)
      .replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => `<meta name="description" content="${description}" />`)
      .replace('</head>', () => `${headTags(seo, publicUrl)}\n  </head>`);
  };
}
