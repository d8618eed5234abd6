/**
 * The router's hooks and components as the pot page's first screen and its layouts use them, without
 * importing React Router: a pot page opened from a QR code starts on a small router of its own
 * (pwa/app/pot-start.tsx) and loads React Router when the visitor leaves it (its script budget,
 * docs/performance.md). Every other page runs on React Router's data router, whose implementation
 * (pwa/lib/router-navigation.ts) router.tsx registers; a component under a `NavigationContext` gets that
 * context's implementation instead.
 */
import { createContext, use, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';

export type To = string | { pathname?: string; search?: string; hash?: string };
export type NavigateOptions = { replace?: boolean; state?: unknown };
export type AppLocation = { pathname: string; search: string; hash: string; state: unknown; key: string };
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  children?: ReactNode;
};

/** What a router gives the components (React Router's own names and meanings). */
export type Navigation = {
  useLocation(): AppLocation;
  useNavigate(): (to: To, options?: NavigateOptions) => void;
  useParams(): Readonly<Record<string, string | undefined>>;
  useSearchParams(): URLSearchParams;
  useRouteError(): unknown;
  Link: ComponentType<LinkProps>;
  Navigate: ComponentType<{ to: To; replace?: boolean; state?: unknown }>;
  Outlet: ComponentType;
};

export const NavigationContext = createContext<Navigation | null>(null);

let routerNavigation: Navigation | null = null;

/** React Router's implementation, used outside a NavigationContext (pwa/app/router.tsx, the server's render, the tests). */
export function setRouterNavigation(navigation: Navigation): void {
  routerNavigation = navigation;
}

function useNavigation(): Navigation {
  const navigation = use(NavigationContext) ?? routerNavigation;
  if (!navigation) throw new Error('no router: pwa/app/router.tsx registers React Router before any page renders');
  return navigation;
}

export const useLocation = (): AppLocation => useNavigation().useLocation();
export const useNavigate = () => useNavigation().useNavigate();
export const useParams = () => useNavigation().useParams();
export const useSearchParams = (): URLSearchParams => useNavigation().useSearchParams();
export const useRouteError = (): unknown => useNavigation().useRouteError();

export function Link(props: LinkProps) {
  const { Link: Implementation } = useNavigation();
  return <Implementation {...props} />;
}

export function Navigate(props: { to: To; replace?: boolean; state?: unknown }) {
  const { Navigate: Implementation } = useNavigation();
  return <Implementation {...props} />;
}

export function Outlet() {
  const { Outlet: Implementation } = useNavigation();
  return <Implementation />;
}

/** React Router's `isRouteErrorResponse`: an error response a route threw (a 404 from the router). */
export function isRouteErrorResponse(error: unknown): error is { status: number; statusText: string; data: unknown } {
  if (error === null || typeof error !== 'object') return false;
  const response = error as Record<string, unknown>;
  return (
    typeof response.status === 'number' &&
    typeof response.statusText === 'string' &&
    typeof response.internal === 'boolean' &&
    'data' in response
  );
}
