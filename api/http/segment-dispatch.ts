/**
 * The API router's dispatch, split by the path's first segment after the prefix. @koa/router tests a
 * request against every layer of the router, one regular expression each (about a hundred for the API:
 * ~8 µs of every request, docs/decisions.md, issue 13). Here each first segment (`user`, `cagnottes`,
 * `health`…) gets a router holding the same layer objects, in the same order, minus the layers that can
 * only match another first segment; a layer whose first segment is not a plain word (a parameter, a
 * pattern), the prefix-wide middleware (authentication) and the catch-all are kept in every one. A
 * request whose first segment no router owns (unknown, odd case, encoded) goes through the whole
 * router, as before: the answer is the same either way, only the number of expressions tried changes.
 */
import Router from '@koa/router';
import type { Middleware } from 'koa';

interface RouterLayer {
  path: string | RegExp;
}

/** The first segment a layer can match under `prefix`, lower-cased, or undefined if it may match any. */
export function layerSegment(path: string | RegExp, prefix: string): string | undefined {
  if (typeof path !== 'string' || !path.startsWith(`${prefix}/`)) return undefined;
  // A word, then the end, a slash, or the `(?:\/|$)` that a mounted router's middleware ends with.
  const match = /^([A-Za-z0-9_-]+)(?:$|\/|\(\?:\\\/\|\$\)$)/.exec(path.slice(prefix.length + 1));
  return match?.[1]?.toLowerCase();
}

/** The request path's first segment under `prefix`, lower-cased ('' when there is none). */
function requestSegment(path: string, prefix: string): string {
  if (!path.startsWith(prefix) || path.charCodeAt(prefix.length) !== 47 /* / */) return '';
  const end = path.indexOf('/', prefix.length + 1);
  return path.slice(prefix.length + 1, end === -1 ? undefined : end).toLowerCase();
}

/**
 * Middleware answering as `router.routes()` does, trying only the layers of the request's first
 * segment. Call it once every route is mounted. `.router` is the whole router (for introspection).
 */
export function segmentDispatch(router: Router, prefix: string): Middleware & { router: Router } {
  const stack = router.stack as unknown as RouterLayer[];
  const segments = new Set(stack.map((layer) => layerSegment(layer.path, prefix)).filter((s): s is string => s !== undefined));
  const bySegment = new Map<string, Middleware>();
  for (const segment of segments) {
    const part = new Router();
    const layers = stack.filter((layer) => {
      const owner = layerSegment(layer.path, prefix);
      return owner === undefined || owner === segment;
    });
    (part as unknown as { stack: RouterLayer[] }).stack = layers;
    bySegment.set(segment, part.routes() as unknown as Middleware);
  }
  const whole = router.routes() as unknown as Middleware;
  const dispatch: Middleware = (ctx, next) => (bySegment.get(requestSegment(ctx.path, prefix)) ?? whole)(ctx, next);
  return Object.assign(dispatch, { router });
}
