/**
 * The front door of api/public-site/ (docs/architecture.md, "Areas and their front doors"): what the other
 * areas use of it. They import these names from here, never from one of its files.
 */
export { purgeExpiredPageViews } from './page-views.service';
export { createRateLimiter, type RateLimiter } from './rate-limit';
export { routePreloadRenderer } from './route-preload';
export { escapeHtml, seoHtmlRenderer } from './seo-html.renderer';
