/**
 * `GET /cagnottes/{id}/live`: the pot's total and its gifts as they are counted, as Server-Sent Events
 * (docs/api-contract.md, Live stream; the projector screen reads it). Never compressed, cached or
 * buffered by a proxy; the connection stays open with no timeout of the server's.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../../app-deps';
import { API_CSP, setSecurityHeaders } from '../../http/security-headers';
import { potIdOf } from '../pot-id';
import { createLiveHub } from './live-hub';

/** The Last-Event-ID the browser sends back when it reconnects; anything else starts afresh. */
function lastEventIdOf(ctx: Context): number | undefined {
  const header = ctx.get('Last-Event-ID').trim();
  return /^\d{1,15}$/.test(header) ? Number(header) : undefined;
}

export function liveRoutes(deps: AppDeps): Router {
  const router = new Router();
  const hub = deps.live ?? createLiveHub(deps);

  router.get('/cagnottes/:id/live', async (ctx) => {
    await hub.open(potIdOf(ctx), lastEventIdOf(ctx), () => {
      ctx.req.socket.setTimeout(0);
      ctx.req.socket.setNoDelay(true);
      ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
      ctx.set('Cache-Control', 'no-store');
      ctx.set('X-Accel-Buffering', 'no');
      // Written as it comes, the end marked by the connection's close rather than by chunks: without the
      // chunked encoding each event is one socket write instead of four (its size, a CRLF, the event and a
      // CRLF), about a fifth of a stream's write cost (docs/decisions/0451-live-writes.md). A stream is
      // never reused for another request anyway.
      ctx.set('Connection', 'close');
      ctx.remove('Transfer-Encoding');
      // The events go straight to the answer, not through a stream Koa would pipe to it: a fifth less CPU
      // per write (docs/decisions/0456-live-writes-to-the-answer.md). The head is written here, so the
      // security headers the request frame would add once the route has returned are set first.
      ctx.status = 200;
      setSecurityHeaders(ctx, API_CSP);
      ctx.respond = false;
      ctx.res.writeHead(200);
      return ctx.res;
    });
  });

  return router;
}
