/**
 * Control routes for tests and demos, under `/__sandbox`, for the person running the emulator only: a
 * localhost Host header and the control token (control-access.ts; the emulator is a local tool and is
 * never started when a real Mangopay is configured):
 * - POST /__sandbox/:clientId/reset                 forget everything of a client id
 * - GET  /__sandbox/:clientId/resources/:kind       the emulator's own records (users, wallets, payins...)
 * - GET  /__sandbox/:clientId/events                every recorded event
 * - GET  /__sandbox/clock                           the sandbox time
 * - POST /__sandbox/clock/advance {ms}              only when the emulator's clock is manual (clock.ts); then runs
 *                                                   every module's sweep for every client
 */
import Router from '@koa/router';
import { isManualClock } from './clock';
import type { SandboxContext, SandboxModule } from './context';
import { paramError } from './errors';
import { CLIENT_ID_PATTERN, type SandboxStore } from './store';

export function runSweeps(store: SandboxStore, modules: SandboxModule[], sandbox: SandboxContext, clientId: string): void {
  const state = store.get(clientId);
  for (const module of modules) module.sweep?.(state, sandbox);
}

export function controlRoutes(control: Router, store: SandboxStore, modules: SandboxModule[], sandbox: SandboxContext): void {
  control.get('/clock', (ctx) => {
    ctx.body = { now: sandbox.clock.now().toISOString(), manual: isManualClock(sandbox.clock) };
  });
  const clock = sandbox.clock;
  if (isManualClock(clock)) {
    control.post('/clock/advance', async (ctx) => {
      const ms = (ctx.request.body as { ms?: unknown } | undefined)?.ms;
      if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) throw paramError({ ms: 'A number of milliseconds >= 0 is expected' });
      clock.advance(ms);
      for (const clientId of store.clientIds()) {
        runSweeps(store, modules, sandbox, clientId);
        await store.persist(clientId);
      }
      ctx.body = { now: clock.now().toISOString() };
    });
  }
  control.param('clientId', async (clientId, ctx, next) => {
    if (!CLIENT_ID_PATTERN.test(clientId)) throw paramError({ clientId: 'Invalid client id' });
    await next();
  });
  control.post('/:clientId/reset', async (ctx) => {
    await store.reset(ctx.params.clientId ?? '');
    ctx.body = { reset: true };
  });
  control.get('/:clientId/resources/:kind', (ctx) => {
    const clientId = ctx.params.clientId ?? '';
    ctx.body = store.has(clientId) ? store.get(clientId).list(ctx.params.kind ?? '') : [];
  });
  control.get('/:clientId/events', (ctx) => {
    const clientId = ctx.params.clientId ?? '';
    ctx.body = store.has(clientId) ? store.get(clientId).events : [];
  });
}
