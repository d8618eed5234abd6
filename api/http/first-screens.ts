/**
 * First screens written by the server with the PWA's own components (react-dom/server): the render built
 * by `vite build --ssr` from pwa/ssr/entry-server.tsx into `<dist>-ssr/entry-server.js`, which the
 * browser hydrates (pwa/app/render-app.tsx). Written into `<div id="root">` with the data it was rendered
 * from (React Query's dehydrated cache) beside it, for the browser's first render to be the same.
 * Without that build (the API's tests, a dev server) pages are sent with an empty `#root`, as before.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { consentFromCookies, type ConsentChoice } from '../../domain/consent-cookie';
import { DIRECTORY_ALIAS_PATH, DIRECTORY_PATH } from '../../domain/directory-paths';
import type { AppDeps } from '../app-deps';
import type { HtmlRenderer } from './static-files';
import type { Logger } from 'pino';
import { inlineJson } from './inline-json';

export type QueryData = { key: readonly unknown[]; data: unknown; updatedAt?: number };
export type FirstScreen = { html: string; queries: unknown };
/** `consent`: the cookie banner's choice from the request's cookie; the banner is written without one. */
export type RenderFirstScreen = (url: string, queries: QueryData[], consent?: ConsentChoice | null) => Promise<FirstScreen | null>;

/** Id of the data block (pwa/app/server-queries.ts reads it). */
export const SERVER_QUERIES_ID = 'server-queries';

/** The request a page is rendered for: its path, query string and Cookie header (as the static files give them). */
export type PageRequest = { path: string; search: string; cookie: string };
/** The render of one request's first screen, with the data its queries read. */
export type RenderPage = (request: PageRequest, queries: QueryData[]) => Promise<FirstScreen | null>;

type LoaderDeps = { distDir?: string; config: { PUBLIC_URL: string }; logger?: Pick<Logger, 'error'> };

/** The server render of this build, or null when it was not built beside it. Loaded once. */
export function firstScreenLoader(deps: LoaderDeps): () => Promise<RenderPage | null> {
  let loaded: Promise<RenderPage | null> | undefined;
  return () => {
    loaded ??= (async () => {
      const file = deps.distDir ? path.join(`${path.resolve(deps.distDir)}-ssr`, 'entry-server.js') : '';
      if (!file || !existsSync(file)) return null;
      const module = (await import(pathToFileURL(file).href)) as { renderFirstScreen: RenderFirstScreen };
      return forRequests(module.renderFirstScreen, deps);
    })();
    return loaded;
  };
}

/**
 * The render at the request's public address, with the cookie banner's choice read from its cookie; a
 * render that fails is logged and the page sent without its first screen (the app draws it).
 */
function forRequests(render: RenderFirstScreen, { config, logger }: LoaderDeps): RenderPage {
  const origin = config.PUBLIC_URL.replace(/\/+$/, '');
  return async ({ path: pathname, search, cookie }, queries) => {
    const url = `${origin}${pathname}${search}`;
    try {
      return await render(url, queries, consentFromCookies(cookie));
    } catch (err) {
      logger?.error({ err, url }, 'first screen not rendered');
      return null;
    }
  };
}

/** The shell's 'needs JavaScript' notice, wrong on a page that works without it. */
export function withoutNoscriptNotice(html: string): string {
  return html.replace(/[ \t]*<noscript>[\s\S]*?<\/noscript>\n?/, '');
}

/** The shell with the first screen in `#root` and its data after it. */
export function writeFirstScreen(html: string, screen: FirstScreen): string {
  const data = `<script type="application/json" id="${SERVER_QUERIES_ID}">${inlineJson(screen.queries)}</script>`;
  return withoutNoscriptNotice(html).replace('<div id="root"></div>', () => `<div id="root">${screen.html}</div>\n    ${data}`);
}

/**
 * A page whose first screen is HTML paints before any script, so its style sheets (and the pot page's
 * banner) get the slow connection first: the entry script is fetched at low priority and the shell's
 * and the route's module preloads are left out (the scripts follow their imports). On simulated slow 4G
 * this took the pot page's LCP from about 2.0 s to 1.4 s and the home page's from 2.1 s to about 1.5 s; the
 * scripts' start-up then runs after the first paint and counts as blocking time (docs/performance.md).
 */
export function deferScripts(html: string): string {
  return html
    .replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '')
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"');
}

/** The data the directory's first page is rendered from, read by its area (api/directory's `directoryFirstPage`). */
export type DirectoryQueries = (updatedAt: number) => Promise<QueryData[]>;

/**
 * The home page and the directory's first page (no search, no quick filter) written by the server: the
 * directory with its first page of charities and the categories, read as the API answers them.
 */
export function firstScreensRenderer(
  deps: Pick<AppDeps, 'clock' | 'config' | 'distDir' | 'logger'>,
  directoryQueries: DirectoryQueries,
  next: HtmlRenderer,
): HtmlRenderer {
  const loadRender = firstScreenLoader(deps);
  return async (pathname, html, search, cookie) => {
    const rendered = await next(pathname, html, search, cookie);
    const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const directory = DIRECTORY_PATHS.has(page) && search === '';
    if (page !== '/' && !directory) return rendered;
    const render = await loadRender();
    if (!render) return rendered;
    const updatedAt = deps.clock.now().getTime();
    const queries: QueryData[] = directory ? await directoryQueries(updatedAt) : [];
    const screen = await render({ path: pathname, search, cookie }, queries);
    return screen ? writeFirstScreen(deferScripts(rendered), screen) : rendered;
  };
}

const DIRECTORY_PATHS = new Set([DIRECTORY_PATH, DIRECTORY_ALIAS_PATH]);
