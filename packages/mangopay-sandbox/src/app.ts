/**
 * The Mangopay sandbox emulator as a Koa app (not listening: start.ts listens). It speaks the part of
 * Mangopay's REST API v2.01 that Entraide uses, with its shapes and error bodies, keeps one isolated
 * state per client id (journaled under dataDir when given) and takes its time from the injected clock.
 *
 * Middleware order: path normalisation, error rendering, the localhost-Host gate (every route but the
 * payer's pages and the card tokenizer: control-access.ts), body parsing, then OAuth, the authenticated
 * API (`/v2.01/:clientId`: journal write, errors, bearer auth, module sweeps, idempotency, routes), the
 * open routes of modules, the control routes (`/__sandbox`, for the person running the emulator only:
 * control-access.ts), and a Mangopay-shaped 404.
 */
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import type { Clock } from './clock';
import type { EventListener, SandboxContext, SandboxLogger, SandboxModule, SandboxRequestState, SandboxRouters } from './context';
import { unixNow } from './context';
import { controlRoutes, runSweeps } from './control';
import { CONTROL_PREFIX, controlGate, localHostGate, newControlToken } from './control-access';
import { errorBody, renderError, SandboxError } from './errors';
import { normalisePath } from './http';
import { idempotency, responsesRoutes } from './idempotency';
import { sandboxModules } from './modules/index';
import { bearerAuth, oauthRoutes } from './oauth';
import { SandboxStore } from './store';

export interface SandboxOptions {
  clock: Clock;
  /** Journal directory (the journal goes to `{dataDir}/mangopay-sandbox/`); memory only when absent. */
  dataDir?: string;
  /** The emulator's address as a browser sees it. */
  publicUrl: string;
  logger?: SandboxLogger;
  /** The API key every client id must present; a new random one when absent (SandboxHandle.apiKey). */
  apiKey?: string;
  /** Resource modules (default: every module of modules/index.ts). */
  modules?: SandboxModule[];
  /** The control routes' token (control-access.ts); a new random one when absent. */
  controlToken?: string;
}

/** One call of the authenticated API as the emulator answered it (in memory only). */
export interface ServedRequest {
  clientId: string;
  method: string;
  path: string;
  status: number;
}

/** How many served requests are kept (the oldest are forgotten first). */
export const SERVED_REQUESTS_KEPT = 10_000;

export interface SandboxHandle {
  store: SandboxStore;
  context: SandboxContext;
  /** The API calls served, oldest first: lets tests count what the product asked the provider. */
  served: ServedRequest[];
  /** What a control request must carry in X-Sandbox-Control-Token (control-access.ts). */
  controlToken: string;
  /** The API key every client id must present to get an OAuth token. */
  apiKey: string;
}

export type SandboxApp = Koa & { sandbox: SandboxHandle };

export function createSandboxApp(options: SandboxOptions): SandboxApp {
  const { clock, logger } = options;
  const modules = options.modules ?? sandboxModules;
  const store = new SandboxStore(options.dataDir, logger);
  for (const clientId of store.clientIds()) {
    const state = store.get(clientId);
    // Every module upgrades (no short-circuit); a changed state is written back at once.
    const changed = modules.map((module) => module.upgrade?.(state) ?? false).includes(true);
    if (changed) void store.persist(clientId).catch(() => undefined);
  }
  const listeners = new Set<EventListener>();
  const context: SandboxContext = {
    state: (clientId) => store.get(clientId),
    clock,
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    logger,
    persist: (clientId) => store.persist(clientId),
    emit({ clientId, EventType, ResourceId }) {
      const event = { ResourceId, EventType, Date: unixNow(clock) };
      store.get(clientId).events.push(event);
      for (const listener of listeners) {
        try {
          listener(clientId, event);
        } catch (err) {
          logger?.error({ err, event }, 'sandbox event listener failed');
        }
      }
      return event;
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const onUnexpected = (err: unknown) => logger?.error({ err }, 'sandbox handler failed');

  const served: ServedRequest[] = [];
  const api = new Router<SandboxRequestState>({ prefix: '/v2.01/:clientId' });
  api.use(async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      renderError(ctx, err, clock, onUnexpected);
    }
    served.push({ clientId: ctx.params.clientId ?? '', method: ctx.method, path: ctx.path, status: ctx.status });
    if (served.length > SERVED_REQUESTS_KEPT) served.splice(0, served.length - SERVED_REQUESTS_KEPT);
    if (ctx.state.clientId) await store.persist(ctx.state.clientId).catch(() => undefined);
  });
  api.use(bearerAuth(store, clock));
  api.use(async (ctx, next) => {
    runSweeps(store, modules, context, ctx.state.clientId);
    await next();
  });
  api.use(idempotency(clock, onUnexpected));
  responsesRoutes(api, clock);
  const controlToken = options.controlToken ?? newControlToken();
  const apiKey = options.apiKey ?? newControlToken();
  const routers: SandboxRouters = { api, open: new Router(), control: new Router({ prefix: CONTROL_PREFIX }) };
  for (const module of modules) module.routes(routers, context);
  controlRoutes(routers.control, store, modules, context);

  const app = new Koa() as SandboxApp;
  app.silent = true;
  app.use(normalisePath);
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      renderError(ctx, err, clock, onUnexpected);
    }
  });
  app.use(localHostGate(routers.open));
  // KYC pages carry base64 files of up to 10 MB (https://docs.mangopay.com/api-reference/kyc-documents).
  app.use(bodyParser({ enableTypes: ['json', 'form', 'text'], jsonLimit: '15mb', formLimit: '1mb' }));
  const oauth = oauthRoutes(store, apiKey);
  app.use(oauth.routes());
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(routers.open.routes());
  app.use(controlGate(controlToken, routers.control));
  app.use((ctx) => {
    if (ctx.body !== undefined || ctx.status !== 404) return;
    ctx.status = 404;
    ctx.body = errorBody(new SandboxError(404, 'ressource_not_found', `No endpoint at ${ctx.method} ${ctx.path}`), clock);
  });
  app.sandbox = { store, context, served, controlToken, apiKey };
  return app;
}
