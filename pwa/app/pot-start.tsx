/**
 * The pot page's start without React Router (its script before interactive, issue 45 item 5,
 * docs/performance.md): a pot page opened from a QR code hydrates the server's markup with the same layouts
 * and page on a small router that knows that one page (location, the pot's id, links). React Router's data
 * router (pwa/app/router.tsx, about 29 kB gzip) is fetched when the browser is idle and takes over on the
 * first navigation: it starts on the pot page, replaces this router, then navigates.
 */
import { Component, createContext, use, useEffect, useMemo, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { NavigationContext, type LinkProps, type Navigation, type NavigateOptions, type To } from '@/lib/navigation';
import { whenIdle } from '@/lib/when-idle';
import { ParticipationLayout } from './layouts/ParticipationLayout';
import { RootLayout } from './layouts/RootLayout';
import { RouteErrorPage } from './routes/RouteErrorPage';

/** The pot page's path (pwa/features/pot-page/routes.tsx, `/participate/:id`). */
const POT_PAGE = /^\/participate\/([^/]+)\/?$/;

const loadRouter = () => import('./router');

function href(to: To): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

/**
 * The layouts' outlets: the elements still to render below the current one. Its values keep their identity
 * across renders: a context whose value changes reaches every lazy part the server wrote that React has not
 * hydrated yet (it cannot know what they read), and React then drops their markup and renders them anew,
 * empty until their module arrives (the Firefox QR code journey's failure, docs/performance.md).
 */
const OutletContext = createContext<readonly ReactNode[]>([]);
const RouteErrorContext = createContext<unknown>(null);

/** A route's error boundary, as the data router gives each route (route-shell.tsx, withErrorBoundaries). */
class RouteBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RouteErrorContext value={this.state.error}>
        <RouteErrorPage />
      </RouteErrorContext>
    );
  }
}

function Outlet() {
  const elements = use(OutletContext);
  const rest = useMemo(() => elements.slice(1), [elements]);
  const next = elements[0];
  if (next === undefined) return null;
  return (
    <OutletContext value={rest}>
      <RouteBoundary>{next}</RouteBoundary>
    </OutletContext>
  );
}

/** Hands the page over to React Router's data router, then navigates with it. */
type HandOver = (to: To, options?: NavigateOptions) => void;

function lightNavigation(handOver: HandOver): Navigation {
  const { pathname, search, hash } = window.location;
  const location = { pathname, search, hash, state: null, key: 'default' };
  const params = { id: POT_PAGE.exec(pathname)?.[1] };
  const searchParams = new URLSearchParams(search);

  function Link({ to, replace, state, onClick, target, children, ...rest }: LinkProps) {
    const url = href(to);
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return; // a new tab or window: the browser's
      event.preventDefault();
      handOver(to, { replace, state });
    };
    // The same markup as React Router's Link (data-discover included), so that hydration matches the server's.
    return (
      <a {...rest} href={url} onClick={handleClick} target={target} data-discover={/^[a-z][a-z0-9+.-]*:/i.test(url) ? undefined : 'true'}>
        {children}
      </a>
    );
  }

  function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
    useEffect(() => handOver(to, { replace, state }), [to, replace, state]);
    return null;
  }

  return {
    useLocation: () => location,
    useNavigate: () => handOver,
    useParams: () => params,
    useSearchParams: () => searchParams,
    useRouteError: () => use(RouteErrorContext),
    Link,
    Navigate,
    Outlet,
  };
}

/** The pot page on its small router until the first navigation, then the app on React Router's (see the header). */
function PotPageStart({ Page }: { Page: ComponentType }) {
  const [routed, setRouted] = useState<ReactNode>(null);
  const [elements] = useState<readonly ReactNode[]>(() => [<ParticipationLayout key="participation" />, <Page key="page" />]);
  const [navigation] = useState(() => {
    let handingOver = false;
    return lightNavigation((to, options) => {
      if (handingOver) return;
      handingOver = true;
      void loadRouter().then(
        async ({ createIdleAppRouter, routerReady, RouterApp }) => {
          const router = createIdleAppRouter();
          router.initialize();
          await routerReady(router);
          setRouted(<RouterApp router={router} />);
          await new Promise((resolve) => setTimeout(resolve, 0)); // RouterProvider subscribed (its layout effect)
          await router.navigate(href(to), { replace: options?.replace, state: options?.state });
        },
        () => {
          handingOver = false; // the router's module did not arrive (offline): the next tap tries again
        },
      );
    });
  });
  useEffect(() => whenIdle(() => void loadRouter().catch(() => undefined)), []);
  if (routed) return routed;
  return (
    <NavigationContext value={navigation}>
      <OutletContext value={elements}>
        <RouteBoundary>
          <RootLayout />
        </RouteBoundary>
      </OutletContext>
    </NavigationContext>
  );
}

/** What main.tsx renders on a pot page: `Page` is the pot page's module, loaded before the first render. */
export function potPageStart(Page: ComponentType): ReactNode {
  return <PotPageStart Page={Page} />;
}
