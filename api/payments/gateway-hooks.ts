/**
 * Gateway operations for hooks and events (https://docs.mangopay.com/webhooks): the start-up
 * registration of our hook URL for every event type the product listens to, and the event list.
 * Mangopay allows one hook per EventType, so registration lists the hooks first and then creates the
 * missing ones and updates those pointing elsewhere, disabled or invalidated (PUT with Validity VALID
 * re-enables a hook Mangopay invalidated after 100 failed deliveries): running it again changes nothing.
 */
import type { event } from 'mangopay2-nodejs-sdk/typings/models/event';
import type { hook } from 'mangopay2-nodejs-sdk/typings/models/hook';
import type { GatewayCore } from './gateway';
import { deriveIdempotencyKey } from './idempotency-keys';
import { copyForSdk } from './sdk-guard';

export type Hook = hook.HookData;
export type ProviderEvent = event.EventData;
export type EventType = event.EventType;

/** What the product reacts to; the hook URL answers fast and queues the work (payments issue). */
export const PRODUCT_HOOK_EVENT_TYPES: readonly EventType[] = [
  'PAYIN_NORMAL_CREATED',
  'PAYIN_NORMAL_SUCCEEDED',
  'PAYIN_NORMAL_FAILED',
  'PAYIN_REFUND_CREATED',
  'PAYIN_REFUND_SUCCEEDED',
  'PAYIN_REFUND_FAILED',
  'TRANSFER_NORMAL_CREATED',
  'TRANSFER_NORMAL_SUCCEEDED',
  'TRANSFER_NORMAL_FAILED',
  'PAYOUT_NORMAL_CREATED',
  'PAYOUT_NORMAL_SUCCEEDED',
  'PAYOUT_NORMAL_FAILED',
  'MANDATE_CREATED',
  'MANDATE_SUBMITTED',
  'MANDATE_ACTIVATED',
  'MANDATE_FAILED',
  'MANDATE_EXPIRED',
  'KYC_CREATED',
  'KYC_VALIDATION_ASKED',
  'KYC_SUCCEEDED',
  'KYC_FAILED',
  'USER_KYC_REGULAR',
  'DISPUTE_CREATED',
  'DISPUTE_SUBMITTED',
  'DISPUTE_ACTION_REQUIRED',
  'DISPUTE_FURTHER_ACTION_REQUIRED',
  'DISPUTE_CLOSED',
  'DISPUTE_SENT_TO_BANK',
];

export interface EventFilter {
  /** One type or several (sent comma-separated). */
  EventType?: EventType | readonly EventType[];
  /** Unix seconds, exclusive. Mangopay keeps events 45 days. */
  AfterDate?: number;
  BeforeDate?: number;
  /** Sort by Date. */
  Sort?: 'Date:ASC' | 'Date:DESC';
  Page?: number;
  /** At most 100 (Mangopay's default 10). */
  PerPage?: number;
}

export interface HookRegistration {
  created: EventType[];
  updated: EventType[];
  unchanged: EventType[];
}

export interface HookOperations {
  /** Every event type gets an ENABLED, VALID hook to `url`; idempotent (see the module comment). */
  registerHooks(eventTypes: readonly EventType[], url: string): Promise<HookRegistration>;
  /** Every hook of the client (all pages). */
  listHooks(): Promise<Hook[]>;
  /** One page of events, filtered. */
  listEvents(filter?: EventFilter): Promise<ProviderEvent[]>;
}

const PAGE_SIZE = 100;

export function hookOperations(core: GatewayCore): HookOperations {
  const listHooks = async (): Promise<Hook[]> => {
    const hooks: Hook[] = [];
    for (let page = 1; ; page++) {
      const parameters = { Page: page, Per_Page: PAGE_SIZE };
      const batch = (await core.run('listHooks', (sdk) => sdk.Hooks.getAll({ resolveWithFullResponse: true, parameters }))).body;
      hooks.push(...batch);
      if (batch.length < PAGE_SIZE) return hooks;
    }
  };

  return {
    listHooks,

    async registerHooks(eventTypes, url) {
      const existing = new Map((await listHooks()).map((h) => [h.EventType, h]));
      const result: HookRegistration = { created: [], updated: [], unchanged: [] };
      for (const eventType of new Set(eventTypes)) {
        const current = existing.get(eventType);
        if (!current) {
          const key = deriveIdempotencyKey('hook', eventType, url);
          const data: hook.CreateHook = { EventType: eventType, Url: url };
          await core.create('registerHooks', key, (sdk, options) => sdk.Hooks.create(copyForSdk(data), options));
          result.created.push(eventType);
        } else if (current.Url !== url || current.Status !== 'ENABLED' || current.Validity !== 'VALID') {
          // Validity is missing from the SDK's UpdateHook typing but is what re-enables an invalidated hook.
          const data = {
            Id: current.Id,
            Url: url,
            Status: 'ENABLED',
            ...(current.Validity === 'INVALID' ? { Validity: 'VALID' } : {}),
          } as hook.UpdateHook;
          await core.run('registerHooks', (sdk) => sdk.Hooks.update(copyForSdk(data), { resolveWithFullResponse: true }));
          result.updated.push(eventType);
        } else result.unchanged.push(eventType);
      }
      return result;
    },

    async listEvents(filter = {}) {
      const types = filter.EventType === undefined ? undefined : ([] as EventType[]).concat(filter.EventType).join(',');
      const parameters: Record<string, string | number> = {};
      if (types) parameters.EventType = types;
      if (filter.AfterDate !== undefined) parameters.AfterDate = filter.AfterDate;
      if (filter.BeforeDate !== undefined) parameters.BeforeDate = filter.BeforeDate;
      if (filter.Sort) parameters.Sort = filter.Sort;
      if (filter.Page !== undefined) parameters.Page = filter.Page;
      if (filter.PerPage !== undefined) parameters.Per_Page = filter.PerPage;
      return (await core.run('listEvents', (sdk) => sdk.Events.getAll({ resolveWithFullResponse: true, parameters }))).body;
    },
  };
}
