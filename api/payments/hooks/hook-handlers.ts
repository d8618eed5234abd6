/**
 * What each provider event does (https://docs.mangopay.com/webhooks): a handler re-reads the resource
 * named by the event and applies it; the event itself is only a hint. Event types without a handler are
 * ignored. The handlers belong to the areas that own the resource (payments, manager, payouts): a
 * composition root registers them (api/provider-hooks.ts, called by api/app.ts and api/jobs/registry.ts),
 * so that payments does not import the areas it dispatches to.
 */
import type { AppDeps } from '../../app-deps';

export type HookHandler = (deps: AppDeps, resourceId: string) => Promise<void>;

const handlers = new Map<string, HookHandler>();

/** Adds (or replaces) the handlers of these event types; registering the same table again changes nothing. */
export function registerHookHandlers(table: Readonly<Record<string, HookHandler>>): void {
  for (const [eventType, handler] of Object.entries(table)) handlers.set(eventType, handler);
}

export function hookHandlerFor(eventType: string): HookHandler | undefined {
  return handlers.get(eventType);
}
