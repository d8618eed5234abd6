/**
 * Whether the render in progress writes the markup of a server-written first screen: on the server
 * (react-dom/server, pwa/ssr/entry-server.tsx) and in the browser during hydration, until the first
 * commit (pwa/app/render-app.tsx). Such a render must give the same markup on both sides, so a page
 * renders its whole first screen at once then, instead of in stages (pwa/ui/useRenderStage.ts).
 */
let hydrating = typeof document === 'undefined';

export function rendersServerMarkup(): boolean {
  return hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
}

let serverOrigin = '';

/** The site's origin: the page's in the browser, the request's on the server (pwa/ssr/entry-server.tsx). */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}

export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}
