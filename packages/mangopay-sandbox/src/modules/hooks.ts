/**
 * Hooks (https://docs.mangopay.com/api-reference/webhooks): POST hooks {EventType, Url, Tag} — one per
 * EventType (400 param_error otherwise), answered Status ENABLED, Validity VALID; GET hooks (paginated),
 * GET hooks/{id}; PUT hooks/{id} {Url, Status, Tag, Validity} (Status DISABLED pauses a hook; Validity
 * VALID re-enables an invalidated one, with a fresh failure count). Delivery is in hook-delivery.ts:
 * every event any module emits goes through it.
 *
 * Control routes (tests and demos):
 * - POST /__sandbox/:clientId/hooks/deliver     one attempt of every pending delivery now; answers the attempts
 * - GET  /__sandbox/:clientId/hooks/deliveries  {pending, failures, log}: the queue and the last attempts
 */
import { clientOf, unixNow, type SandboxModule } from '../context';
import { paramError, resourceNotFound } from '../errors';
import { paginate } from '../http';
import type { ClientState } from '../state';
import { BodyCheck } from '../validation';
import { deliverNow, deliveryBook, HOOKS, onEventDelivery, resetFailures, runDueRetries, type HookResource } from './hook-delivery';

const EVENT_TYPE = /^[A-Z][A-Z0-9_]*$/;

function findHook(state: ClientState, id: string): HookResource {
  const hook = state.get<HookResource>(HOOKS, id);
  if (!hook) throw resourceNotFound('Hook', id);
  return hook;
}

function checkUrl(check: BodyCheck, required: boolean): void {
  check.string('Url', { required, max: 255 });
  const url = check.value('Url');
  if (typeof url !== 'string' || check.errors.Url) return;
  let ok = false;
  try {
    ok = ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    ok = false;
  }
  if (!ok) check.fail('Url', 'The Url field must be an http or https URL.');
}

export const hooksModule: SandboxModule = {
  name: 'hooks',
  routes({ api, control }, sandbox) {
    sandbox.onEvent((clientId, event) => onEventDelivery(sandbox, clientId, event));

    api.post('/hooks', (ctx) => {
      const check = BodyCheck.of(ctx.request.body);
      check.string('EventType', { required: true, max: 100 }).string('Tag', { max: 255 });
      const eventType = check.value('EventType');
      if (typeof eventType === 'string' && !check.errors.EventType && !EVENT_TYPE.test(eventType))
        check.fail('EventType', 'The EventType field is not a valid event type.');
      checkUrl(check, true);
      check.done();
      const state = clientOf(ctx);
      if (state.list<HookResource>(HOOKS).some((h) => h.EventType === eventType)) {
        throw paramError({ EventType: 'A hook has already been registered for this EventType' });
      }
      ctx.body = state.put<HookResource>(HOOKS, {
        Url: check.body.Url as string,
        Status: 'ENABLED',
        Validity: 'VALID',
        EventType: eventType as string,
        Id: state.newId(),
        Tag: check.body.Tag ?? null,
        CreationDate: unixNow(sandbox.clock),
      });
    });

    api.get('/hooks', (ctx) => {
      ctx.body = paginate(ctx, clientOf(ctx).list(HOOKS));
    });

    api.get('/hooks/:id', (ctx) => {
      ctx.body = findHook(clientOf(ctx), ctx.params.id ?? '');
    });

    api.put('/hooks/:id', (ctx) => {
      const state = clientOf(ctx);
      const hook = findHook(state, ctx.params.id ?? '');
      const check = BodyCheck.of(ctx.request.body);
      check.oneOf('Status', ['ENABLED', 'DISABLED']).oneOf('Validity', ['VALID', 'INVALID']).string('Tag', { max: 255 });
      checkUrl(check, false);
      if (check.present('EventType') && check.value('EventType') !== hook.EventType) {
        check.fail('EventType', 'The EventType of a hook cannot be changed.');
      }
      check.done();
      const body = check.body;
      if (check.present('Url')) hook.Url = body.Url as string;
      if (check.present('Status')) hook.Status = body.Status as HookResource['Status'];
      if (body.Tag !== undefined) hook.Tag = body.Tag;
      if (check.present('Validity')) {
        if (body.Validity === 'VALID' && hook.Validity === 'INVALID') resetFailures(state, hook.Id);
        hook.Validity = body.Validity as HookResource['Validity'];
      }
      ctx.body = hook;
    });

    control.post('/:clientId/hooks/deliver', async (ctx) => {
      const attempts = await deliverNow(sandbox, ctx.params.clientId ?? '');
      ctx.body = { attempts, pending: deliveryBook(sandbox.state(ctx.params.clientId ?? '')).pending.length };
    });

    control.get('/:clientId/hooks/deliveries', (ctx) => {
      const book = deliveryBook(sandbox.state(ctx.params.clientId ?? ''));
      ctx.body = { pending: book.pending, failures: book.failures, log: book.log };
    });
  },
  sweep(state, sandbox) {
    runDueRetries(sandbox, state);
  },
};
