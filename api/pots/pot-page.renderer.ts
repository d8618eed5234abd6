/**
 * Fast first paint of `/participate/{id}` (donors arriving by QR code): the HTML shell is sent with
 * the pot's title, description and banner in Open Graph and Twitter tags, a preload of the banner at
 * the size the screen needs, the pot page's own script and style files (pot-page-preload.ts), and the
 * pot's JSON inlined (`<script type="application/json"
 * id="pot-data">`, inert under the CSP), so the page paints without a second request; its whole first
 * screen (banner, title, figures, the giving box, the organiser's message, the charity) is written into
 * `#root` by the PWA's own components (api/http/first-screens.ts), so it paints, and 'Je donne' works,
 * before any script. The JSON is the
 * visitor's view (`can_edit` false); the PWA asks the API again for the signed-in caller. Any other
 * path, and a missing or inactive pot, goes to the fallback renderer unchanged.
 */
import { htmlToText } from '../../domain/pot-fields';
import { BANNER_SIZES } from '../../domain/pot-images';
import { potBannerUrl, type PublicPot } from '../../domain/public-pot';
import { SITE_NAME } from '../../domain/seo';
import { truncate } from '../../domain/text';
import type { AppDeps } from '../app-deps';
import { escapeHtml } from '../public-site';
import { SERVED_AT_META } from '../../domain/pot-status';
import { deferScripts, firstScreenLoader, withoutNoscriptNotice, type FirstScreen } from '../http/first-screens';
import { inlineJson } from '../http/inline-json';
import type { HtmlRenderer } from '../http/static-files';
import { potPagePreloadTags } from './pot-page-preload';
import { findPublicPot } from './pots.service';

/** Id of the inlined JSON element, read by the PWA's pot page. */
export const POT_DATA_ELEMENT_ID = 'pot-data';
const POT_PATH = /^\/participate\/(\d{1,9})\/?$/;
const DESCRIPTION_LENGTH = 200;

export { inlineJson };

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The banner preload: the pot's WebP files as a srcset, else the charity's banner or logo. */
function preloadTag(pot: PublicPot): string | null {
  const webp = pot.banner.images.filter((image) => image.type === 'image/webp');
  if (webp.length > 0) {
    const srcset = webp.map((image) => `${image.url} ${image.width}w`).join(', ');
    return `<link rel="preload" as="image" type="image/webp" href="${escapeHtml(webp.at(-1)!.url)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${BANNER_SIZES}" fetchpriority="high" />`;
  }
  const url = potBannerUrl(pot) ?? pot.assoc.logo.url;
  return url ? `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high" />` : null;
}

/** The head tags of a pot page. */
export function potHeadTags(pot: PublicPot, origin: string, assets: string[] = []): string {
  const base = origin.replace(/\/+$/, '');
  const url = `${base}/participate/${pot.id}`;
  const title = escapeHtml(pot.name);
  const description = escapeHtml(truncate(htmlToText(pot.description), DESCRIPTION_LENGTH));
  const image = potBannerUrl(pot) ?? pot.assoc.logo.url ?? '/icons/icon-512.png';
  const largest = pot.banner.images.filter((i) => i.type !== 'image/webp').at(-1);
  return [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    preloadTag(pot),
    ...assets,
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    '<meta property="og:locale" content="fr_FR" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(absolute(base, image))}" />`,
    ...(largest
      ? [`<meta property="og:image:width" content="${largest.width}" />`, `<meta property="og:image:height" content="${largest.height}" />`]
      : []),
    `<meta property="og:image:alt" content="${title}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${escapeHtml(absolute(base, image))}" />`,
  ]
    .filter((tag): tag is string => tag !== null)
    .map((tag) => `    ${tag}`)
    .join('\n');
}

/** The shell with the pot's tags and JSON written in, and the first screen when the server render was built. */
export function renderPotPage(
  html: string,
  pot: PublicPot,
  origin: string,
  assets: string[] = [],
  now = new Date(),
  screen: FirstScreen | null = null,
): string {
  const description = escapeHtml(truncate(htmlToText(pot.description), DESCRIPTION_LENGTH));
  const data = `<script type="application/json" id="${POT_DATA_ELEMENT_ID}">${inlineJson(pot)}</script>`;
  return deferScripts(screen ? withoutNoscriptNotice(html) : html)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(pot.name)} — ${SITE_NAME}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => `<meta name="description" content="${description}" />`)
    .replace(
      '</head>',
      () => `${potHeadTags(pot, origin, assets)}\n    <meta name="${SERVED_AT_META}" content="${now.toISOString()}" />\n  </head>`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${screen?.html ?? ''}</div>\n    ${data}`);
}

/** The static files' renderer: pot pages here, every other path to `fallback`. */
export function potPageRenderer(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'distDir' | 'logger'>,
  fallback: HtmlRenderer,
): HtmlRenderer {
  let assets: string[] | undefined;
  const loadRender = firstScreenLoader(deps);
  return async (path, html, search, cookie) => {
    const match = POT_PATH.exec(path);
    const pot = match ? await findPublicPot(deps, Number(match[1])) : undefined;
    if (!pot) return fallback(path, html, search, cookie);
    assets ??= potPagePreloadTags(deps.distDir);
    const now = deps.clock.now();
    const render = await loadRender();
    // The visitor's copy of the pot, as the page reads it (pwa/features/pot-page/requests/pot.ts potKey); the
    // browser reads it from the pot's JSON below, so the dehydrated cache is not written a second time.
    const screen = render
      ? await render({ path, search, cookie }, [{ key: ['pot', pot.id, null], data: pot, updatedAt: now.getTime() }])
      : null;
    return renderPotPage(html, pot, deps.config.PUBLIC_URL, assets, now, screen);
  };
}
