/**
 * The server's render of a first screen (api/http/first-screens.ts): the app's own components, routes and
 * providers, rendered to HTML by react-dom (its static prerender, which waits for lazy parts), which the browser then hydrates (pwa/app/render-app.tsx).
 * Built by `vite build --ssr` (package.json's build) into `<dist>-ssr/entry-server.js`, which the API imports.
 * The caller gives the data the page's queries would read; it comes back dehydrated, for the browser's
 * cache (pwa/app/server-queries.ts), so that its first render matches the server's.
 */
import { dehydrate, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { ConsentChoice } from '@domain/consent-cookie';
import { App } from '@/app/App';
import { AppRoot } from '@/app/AppRoot';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/route-table';
import { ServerConsentContext } from '@/features/consent/useConsent';
import { setServerOrigin } from '@/lib/server-markup';
import { setServerSanitizer } from '@/lib/safe-html';
import { setRouterNavigation } from '@/lib/navigation';
import { routerNavigation } from '@/lib/router-navigation';
import { sanitizeOnServer } from './rich-text';

setServerSanitizer(sanitizeOnServer);
setRouterNavigation(routerNavigation);
const handler = createStaticHandler(routes);

export type QueryData = { key: QueryKey; data: unknown; updatedAt?: number };
export type FirstScreen = { html: string; queries: DehydratedState };

/**
 * The markup of `url`'s first screen with these queries' data, or null when the route redirects. `consent`
 * is the cookie banner's choice read from the request's cookie: without one the banner is written.
 */
export async function renderFirstScreen(
  url: string,
  queries: QueryData[],
  consent: ConsentChoice | null = null,
): Promise<FirstScreen | null> {
  setServerOrigin(new URL(url).origin);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const queryClient = createQueryClient();
  for (const query of queries) queryClient.setQueryData(query.key, query.data, { updatedAt: query.updatedAt });
  const router = createStaticRouter(handler.dataRoutes, context);
  // Waits for the lazy parts of the first screen (the page's own Suspense boundaries), which a
  // renderToString would leave for the browser to render (and report as a failed hydration).
  const { prelude } = await prerenderToNodeStream(
    <AppRoot>
      <ServerConsentContext value={consent}>
        <App queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </ServerConsentContext>
    </AppRoot>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), queries: dehydrate(queryClient) };
}
