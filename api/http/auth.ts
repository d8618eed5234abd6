/**
 * Authentication middleware. `authentication(deps)` reads `Authorization: Bearer <token>` on every API
 * request and, when the token names a live session, puts the caller in `ctx.state.user` (sliding its
 * expiry, noting its device from the User-Agent); without a valid token the request goes on anonymously (optional auth). `requireAuth()`
 * then refuses anonymous callers with 401, and `currentUser(ctx)` reads the caller in a handler.
 */
import type { Context, Middleware } from 'koa';
import type { AppDeps } from '../app-deps';
import type { resumeSession, SessionUser } from '../accounts';
import { HttpError, unauthorized } from './errors';

export type { SessionUser } from '../accounts';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** 401 when a token was sent but names no live session (expired, revoked, closed account). */
export const sessionExpired = () =>
  new HttpError(401, [{ code: 'invalid_token', detail: 'Votre session a expiré, merci de vous reconnecter' }]);

/** The Bearer token of the request's Authorization header, if any. */
export function bearerToken(ctx: Pick<Context, 'get'>): string | undefined {
  return BEARER.exec(ctx.get('Authorization'))?.[1];
}

/**
 * Reads the Bearer token, if any, into `ctx.state.user`. The accounts area resumes the session
 * (api/app.ts passes its `resumeSession`): the platform does not import an area at run time.
 */
export function authentication(deps: Pick<AppDeps, 'db' | 'clock'>, resume: typeof resumeSession): Middleware {
  const signIn = async (ctx: Context, next: () => Promise<unknown>) => {
    const token = bearerToken(ctx);
    const user = token ? await resume(deps.db.knex, deps.clock, token, ctx.get('User-Agent')) : undefined;
    if (user) ctx.state.user = user;
    else ctx.state.rejectedToken = true;
    await next();
  };
  // Anonymous requests (most of them: pot pages, the directory) go straight on, without an async frame.
  return (ctx, next) => (ctx.get('Authorization') ? signIn(ctx, next) : next());
}

/** The caller, or a 401 (with the expired-session message when a bad token was sent). */
export function currentUser(ctx: Context | { state: Record<string, unknown> }): SessionUser {
  const user = ctx.state.user as SessionUser | undefined;
  if (user) return user;
  throw ctx.state.rejectedToken ? sessionExpired() : unauthorized();
}

/** The caller when signed in, else undefined (public routes that read an optional token). */
export function optionalUser(ctx: Context | { state: Record<string, unknown> }): SessionUser | undefined {
  return ctx.state.user as SessionUser | undefined;
}

/** Route guard: anonymous callers get 401. */
export function requireAuth(): Middleware {
  return async (ctx, next) => {
    currentUser(ctx);
    await next();
  };
}
