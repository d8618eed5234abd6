/**
 * The API router's dispatch, split by the path's first segment after the prefix. @koa/router tests a
 * request against every layer of the router, one regular expression each (about a hundred for the API:
 * ~8 µs of every request, docs/decisions.md, performance). Here each first segment (`user`, `cagnottes`,
 * `health`…) gets a router holding the same layer objects, in the same order, minus the layers that can
 * only match another first segment; a layer whose first segment is not a plain word (a parameter, a
 * pattern), the prefix-wide middleware (authentication) and the catch-all are kept in every one. A
 * request whose first segment no router owns (unknown, odd case, encoded) goes through the whole
 * router, as before: the answer is the same either way, only the number of expressions tried changes.
 *
 * A request for a path without parameters (`/api/v1/health`, `/api/v1/user`, `/api/v1/assocs/filter`…)
 * skips the matching altogether: the router's match for that exact path and method is computed once,
 * when the dispatch is built, and its middleware chain composed once (the router tests every layer's
 * expression, twice for a matched one, and composes a new chain on every request: about a third of the
 * cost of an answer that needs no database, docs/decisions.md, performance). Any other spelling of the
 * path (case, trailing slash, encoding) takes the router's own way.
 *
 * A path with parameters (`/api/v1/cagnottes/42`) is matched against its segment's layers, as the router
 * does, but the chain of the layers it runs is composed once per set of layers and kept: the router
 * built a closure per matched layer, composed a new chain and tested each matched layer's expression
 * again on every request (docs/decisions/0431-middleware-per-request.md).
 */
import Router from '@koa/router';
import compose from 'koa-compose';
import type { Middleware } from 'koa';

interface RouterLayer {
  path: string | RegExp;
  match(path: string): boolean;
  methods: string[];
  paramNames: unknown[];
  name?: string | null;
  stack: Middleware[];
  captures(path: string): string[];
  params(path: string, captures: string[], existing?: Record<string, string>): Record<string, string>;
}

interface MatchResult {
  path: RouterLayer[];
  pathAndMethod: RouterLayer[];
  route: boolean;
}

/** The router state @koa/router leaves on the context, as its own dispatch sets it. */
interface RoutedContext {
  matched?: RouterLayer[];
  router?: Router;
  routeMatched?: boolean;
  _matchedRoute?: string | RegExp;
  _matchedRouteName?: string;
  captures?: string[];
  params?: Record<string, string>;
  request: { params?: Record<string, string> };
  routerPath?: string | RegExp;
  routerName?: string;
}

/** A layer path holding no parameter, wildcard, optional part or pattern: one request path only. */
const PLAIN_PATH = /^[A-Za-z0-9/_.-]+$/;

/**
 * The middleware @koa/router would run for `path` and `method`, composed once (undefined when no route
 * matches). For one path, every matched layer's captures and parameters are fixed too (the catch-all's
 * `rest`, say): they are read once here and given to each request as the router gives them.
 */
function precomputedRoute(router: Router, path: string, method: string): Middleware | undefined {
  const result = (router as unknown as { match(path: string, method: string): MatchResult }).match(path, method);
  const layers = result.pathAndMethod;
  if (!result.route) return undefined;
  const routeLayer = layers.toReversed().find((layer) => layer.methods.length > 0) as RouterLayer;
  const chain: Middleware[] = [];
  for (const layer of layers) {
    const captures = layer.captures(path);
    const params = layer.params(path, captures, {});
    chain.push(
      (ctx, next) => {
        const routed = ctx as unknown as RoutedContext;
        routed.captures = [...captures];
        routed.params = routed.request.params = { ...routed.params, ...params };
        routed.routerPath = layer.path;
        routed.routerName = layer.name || undefined;
        routed._matchedRoute = layer.path;
        if (layer.name) routed._matchedRouteName = layer.name;
        return next();
      },
      ...layer.stack,
    );
  }
  const run = compose(chain);
  return (ctx, next) => {
    const routed = ctx as unknown as RoutedContext;
    if (routed.matched) routed.matched.push(...result.path);
    else routed.matched = [...result.path];
    routed.router = router;
    routed.routeMatched = true;
    routed._matchedRoute = routeLayer.path;
    if (routeLayer.name) routed._matchedRouteName = routeLayer.name;
    return run(ctx, next);
  };
}

/** The path the router matched, kept for the layers' captures further down the cached chain. */
const REQUEST_PATH = Symbol('routed path');

/** Sets what the router sets before running `layer`'s middleware: its captures, parameters, path and name. */
function enterLayer(layer: RouterLayer): Middleware {
  return (ctx, next) => {
    const routed = ctx as unknown as RoutedContext & { [REQUEST_PATH]: string };
    const captures = layer.captures(routed[REQUEST_PATH]);
    routed.captures = captures;
    routed.params = routed.request.params = layer.params(routed[REQUEST_PATH], captures, routed.params);
    routed.routerPath = layer.path;
    routed.routerName = layer.name || undefined;
    routed._matchedRoute = layer.path;
    if (layer.name) routed._matchedRouteName = layer.name;
    return next();
  };
}

/** At most this many distinct chains are kept (one per set of layers a request runs; a few per route). */
const MAX_CHAINS = 1000;

/**
 * Middleware answering as `router.routes()` does over `layers` (a sub-list of the router's stack, in its
 * order): the same matching and context, with each set of matched layers' chain composed once.
 */
function matchingDispatch(router: Router, layers: RouterLayer[]): Middleware {
  const chains = new Map<string, Middleware>();
  return (ctx, next) => {
    const routed = ctx as unknown as RoutedContext & { [REQUEST_PATH]: string };
    const path = ctx.path;
    const method = ctx.method.toUpperCase();
    const matched: RouterLayer[] = [];
    const run: RouterLayer[] = [];
    let key = '';
    let routeLayer: RouterLayer | undefined;
    for (let i = 0; i < layers.length; i += 1) {
      const layer = layers[i] as RouterLayer;
      if (!layer.match(path)) continue;
      matched.push(layer);
      if (layer.methods.length > 0 && !layer.methods.includes(method)) continue;
      run.push(layer);
      key += `${i},`;
      if (layer.methods.length > 0) routeLayer = layer;
    }
    if (routed.matched) routed.matched.push(...matched);
    else routed.matched = matched;
    routed.router = router;
    routed.routeMatched = routeLayer !== undefined;
    if (!routeLayer) return next() as Promise<void>;
    routed._matchedRoute = routeLayer.path;
    if (routeLayer.name) routed._matchedRouteName = routeLayer.name;
    routed[REQUEST_PATH] = path;
    let chain = chains.get(key);
    if (!chain) {
      chain = compose(run.flatMap((layer) => [enterLayer(layer), ...layer.stack]));
      if (chains.size < MAX_CHAINS) chains.set(key, chain);
    }
    return chain(ctx, next) as Promise<void>;
  };
}

/** `METHOD path` → the precomputed chain, for every route path that holds no parameter. */
function plainRoutes(router: Router, stack: RouterLayer[]): Map<string, Middleware> {
  const routes = new Map<string, Middleware>();
  for (const layer of stack) {
    if (typeof layer.path !== 'string' || !PLAIN_PATH.test(layer.path) || layer.paramNames.length > 0) continue;
    for (const method of layer.methods) {
      const key = `${method} ${layer.path}`;
      if (routes.has(key)) continue;
      const route = precomputedRoute(router, layer.path, method);
      if (route) routes.set(key, route);
    }
  }
  return routes;
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
    const layers = stack.filter((layer) => {
      const owner = layerSegment(layer.path, prefix);
      return owner === undefined || owner === segment;
    });
    bySegment.set(segment, matchingDispatch(router, layers));
  }
  const whole = router.routes() as unknown as Middleware;
  const plain = plainRoutes(router, stack);
  const dispatch: Middleware = (ctx, next) =>
    (plain.get(`${ctx.method} ${ctx.path}`) ?? bySegment.get(requestSegment(ctx.path, prefix)) ?? whole)(ctx, next) as Promise<void>;
  return Object.assign(dispatch, { router });
}
