/**
 * Run after `vite build` (npm run build): prints the JavaScript each budgeted page needs before it is
 * interactive, and fails the build when the pot page goes over its limit (POT_PAGE_JS_LIMIT_KB in
 * scripts/bundle-budget.ts, or BUNDLE_BUDGET_POT_KB), or the home page or the directory over theirs
 * (SITE_PAGES_JS_LIMIT_KB), and says how far the pot page's target still is.
 * DIST_DIR names the build (default dist/). See docs/performance.md.
 */
import path from 'node:path';
import { measurePages, POT_PAGE_JS_LIMIT_KB, POT_PAGE_JS_TARGET_KB, SITE_PAGES_JS_LIMIT_KB } from './bundle-budget';

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const limitKb = Number(process.env.BUNDLE_BUDGET_POT_KB ?? POT_PAGE_JS_LIMIT_KB);
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

const pages = measurePages(dist);
for (const page of pages)
  console.log(`budget: ${page.page}: ${kb(page.gzipBytes)} kB gzip of JavaScript in ${page.files} files before interactive`);
const pot = pages[0]!;
if (pot.gzipBytes > limitKb * 1000) {
  console.error(
    `budget: the pot page needs ${kb(pot.gzipBytes)} kB gzip of JavaScript, over its limit of ${limitKb} kB (target ${POT_PAGE_JS_TARGET_KB} kB).`,
  );
  process.exit(1);
}
for (const page of pages.slice(1)) {
  if (page.gzipBytes > SITE_PAGES_JS_LIMIT_KB * 1000) {
    console.error(
      `budget: ${page.page} needs ${kb(page.gzipBytes)} kB gzip of JavaScript, over its limit of ${SITE_PAGES_JS_LIMIT_KB} kB.`,
    );
    process.exit(1);
  }
}
if (pot.gzipBytes > POT_PAGE_JS_TARGET_KB * 1000) {
  console.log(`budget: within the build's limit of ${limitKb} kB, but over the pot page's target of ${POT_PAGE_JS_TARGET_KB} kB.`);
}
