/**
 * The pot page's first screen written by the server into `#root` (largest paint under a slow 4G connection, docs/performance.md): the
 * banner, the event, the title, who organises it for which charity, and the three figures. It paints as
 * soon as the HTML and the page's style sheets arrive, before any script. It is the same markup as the
 * PWA's components write (PotPage, PotHero, PotStats in pwa/features/pot-page/components/, inside
 * RootLayout and ParticipationLayout), without whitespace between tags, so that Preact's first render
 * hydrates these elements (pwa/app/render-app.tsx) instead of painting new ones: nothing moves and the
 * banner is not loaded twice. Hydration keeps the attributes written here, so they must be the
 * components' own; text that differs (the days left by the phone's clock) is corrected. e2e/pots-page-first-view.spec.ts checks the page
 * without and with script.
 */
import { BANNER_SIZES } from '../../domain/pot-images';
import { potStatItems } from '../../domain/pot-status';
import type { PublicPot } from '../../domain/public-pot';
import { potBannerUrl } from '../../domain/public-pot-view';
import { charityInitials } from '../../domain/text';
import { escapeHtml } from '../public-site/seo-html.renderer';

type Attributes = Record<string, string | number | undefined>;

/** `<tag a="b">children</tag>` with escaped attribute values; undefined attributes are left out. */
function el(tag: string, attributes: Attributes, ...children: string[]): string {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('');
  return tag === 'img' || tag === 'source' ? `<${tag}${attrs}>` : `<${tag}${attrs}>${children.join('')}</${tag}>`;
}

const text = (value: string) => escapeHtml(value);

/** PotHero's Banner: the pot's WebP and original files, else the charity's banner, else its logo. */
function banner(pot: PublicPot): string {
  const srcset = (list: PublicPot['banner']['images']) => list.map((image) => `${image.url} ${image.width}w`).join(', ');
  const webp = pot.banner.images.filter((image) => image.type === 'image/webp');
  const original = pot.banner.images.filter((image) => image.type !== 'image/webp');
  if (original.length > 0) {
    const largest = original.at(-1)!;
    return el(
      'picture',
      {},
      el('source', { type: 'image/webp', srcset: srcset(webp), sizes: BANNER_SIZES }),
      el('img', { class: 'pot-hero__banner', src: largest.url, srcset: srcset(original), sizes: BANNER_SIZES, width: largest.width, height: largest.height, alt: '', fetchpriority: 'high' }),
    );
  }
  const fallback = potBannerUrl(pot);
  if (fallback) return el('img', { class: 'pot-hero__banner', src: fallback, alt: '', width: 1120, height: 400, fetchpriority: 'high' });
  const { name, logo } = pot.assoc;
  const logoHtml = logo.url
    ? el('img', { class: 'charity-logo', src: logo.url, alt: '', width: 120, height: 120, loading: 'lazy' })
    : el('span', { class: 'charity-logo charity-logo--initials', style: 'width: 120px; height: 120px;', 'aria-hidden': 'true' }, text(charityInitials(name)));
  return el('div', { class: 'pot-hero__banner pot-hero__banner--logo' }, logoHtml);
}

/** PotStats: collected total, days remaining (or 'Terminée'), donors. */
function stats(pot: PublicPot, now: Date): string {
  const items = potStatItems(pot, now);
  return el('dl', { class: 'pot-stats' }, ...items.map((item) => el('div', { class: `pot-stats__item pot-stats__item--${item.key}` }, el('dt', {}, text(item.label)), el('dd', {}, text(item.value)))));
}

/** A company colour as the API stores it (domain/pot-fields.ts). */
const SAFE_COLOR = /^#[0-9a-f]{3,8}$/i;

/**
 * The markup that goes inside `<div id="root">` for a visitor of this pot; empty for a colour that is not
 * a plain hex code (the PWA hydrates without re-applying attributes, so it writes that page itself).
 */
export function potFirstViewHtml(pot: PublicPot, now: Date): string {
  if (pot.color && !SAFE_COLOR.test(pot.color)) return '';
  const logo = pot.created_by.entreprise?.logo?.url;
  const head = el(
    'header',
    { class: 'pot-page__head' },
    el('p', { class: 'pot-page__event' }, text(pot.event_type.name)),
    el('h1', { id: 'pot-title', class: 'pot-page__title' }, text(pot.name)),
    pot.is_locked ? el('p', { class: 'pot-page__locked' }, 'Partage réservé à l’organisateur') : '',
    el('p', { class: 'pot-page__by' }, 'Organisée par ', el('strong', {}, text(pot.created_by.display_name)), ' au profit de ', el('strong', {}, text(pot.assoc.name))),
  );
  const hero = el(
    'div',
    { class: 'pot-hero' },
    banner(pot),
    logo ? el('img', { class: 'pot-hero__company-logo', src: logo, alt: `Logo de ${pot.created_by.entreprise?.enterprise_name}`, width: 72, height: 72 }) : '',
  );
  const style = pot.color ? `--pot-color: ${pot.color};` : undefined;
  const article = el('article', { class: 'pot-page', style, 'aria-labelledby': 'pot-title' }, hero, el('div', { class: 'pot-page__body container' }, head, stats(pot, now)));
  return el('div', { class: 'connection-bar-slot', 'aria-live': 'polite' }) + el('main', { id: 'contenu', class: 'layout layout__main layout--participation' }, article);
}
