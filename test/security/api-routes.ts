/**
 * The API's routes as the router knows them: `METHOD /path` (without the /api/v1 prefix, HEAD left
 * out since Koa answers it with GET), read from the app createApp assembles, so a route mounted
 * anywhere shows up here without being listed by hand.
 */
import { createApp } from '../../api/app';
import { API_PREFIX } from '../../api/http/api-prefix';
import type { AppDeps } from '../../api/app-deps';

interface Layer {
  path: string;
  methods: string[];
}
interface DispatchWithRouter {
  router?: { opts?: { prefix?: string }; stack: Layer[] };
}

/** Every `METHOD /path` of the API router, sorted (the catch-all 404 left out). */
export function apiRoutes(deps: AppDeps): string[] {
  const app = createApp(deps);
  const routes = new Set<string>();
  for (const middleware of app.middleware as DispatchWithRouter[]) {
    if (middleware.router?.opts?.prefix !== API_PREFIX) continue;
    for (const layer of middleware.router.stack) {
      if (layer.path.includes('{*rest}')) continue;
      for (const method of layer.methods) {
        if (method !== 'HEAD') routes.add(`${method} ${layer.path.slice(API_PREFIX.length)}`);
      }
    }
  }
  return [...routes].sort();
}

/** `METHOD /path/:id` split in two. */
export function splitRoute(route: string): { method: string; template: string } {
  const [method = '', template = ''] = route.split(' ');
  return { method, template };
}

/** Path values: one for every `:param`, or one per parameter name. */
export type PathValues = string | number | Record<string, string | number>;

/**
 * encodeURIComponent that also writes lone surrogates (which it refuses) as the bytes a hostile client
 * would send for them (WTF-8), so hostile strings reach the server as sent.
 */
export function encodeLoose(value: string): string {
  return value
    .split(/([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/)
    .map((part) => {
      if (part.length !== 1 || !/[\ud800-\udfff]/.test(part)) return encodeURIComponent(part);
      const c = part.charCodeAt(0);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}

/** The template with its `:params` replaced by the given values (URL-encoded). */
export function fillPath(template: string, values: PathValues): string {
  return template.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeLoose(String(typeof values === 'object' ? (values[name] ?? '') : values)),
  );
}
