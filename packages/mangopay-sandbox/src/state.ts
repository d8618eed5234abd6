/**
 * The emulator's state for ONE client id: resources by kind (users, wallets, payins, ...), the event
 * list, stored idempotent answers and issued tokens. Plain data, so that it serialises to the journal
 * as is. Ids are numeric strings, unique across kinds within a client, like Mangopay's.
 */

/** Any stored resource: Mangopay objects always carry Id and CreationDate. */
export type Resource = { Id: string; CreationDate?: number } & Record<string, unknown>;

/** One entry of GET events (https://docs.mangopay.com/api-reference/events/event-object). */
export interface SandboxEvent {
  ResourceId: string;
  EventType: string;
  /** Unix seconds on the sandbox clock. */
  Date: number;
}

export type IdempotencyEntry =
  | { state: 'in-flight'; createdAt: number }
  | {
      state: 'done';
      /** Milliseconds on the sandbox clock, for the 24 h window. */
      createdAt: number;
      StatusCode: string;
      ContentLength: string;
      ContentType: string;
      Date: string;
      RequestURL: string;
      Resource: unknown;
    };

export interface ClientJournal {
  version: 1;
  clientId: string;
  nextId: number;
  resources: Record<string, Record<string, Resource>>;
  events: SandboxEvent[];
  idempotency: Record<string, IdempotencyEntry>;
  /** Bearer token -> expiry (ms, real time: the SDK tracks expiry with Date.now()). */
  tokens: Record<string, number>;
  /** Free room for modules that need more than resources (e.g. hook delivery bookkeeping). */
  extra: Record<string, unknown>;
}

const FIRST_ID = 100_000_001;

export class ClientState {
  nextId = FIRST_ID;
  readonly resources = new Map<string, Map<string, Resource>>();
  events: SandboxEvent[] = [];
  readonly idempotency = new Map<string, IdempotencyEntry>();
  readonly tokens = new Map<string, number>();
  extra: Record<string, unknown> = {};

  constructor(readonly clientId: string) {}

  /** A new numeric id, as a string. */
  newId(): string {
    return String(this.nextId++);
  }

  /** The live map of one kind of resource (created empty on first use). */
  collection<T extends Resource = Resource>(kind: string): Map<string, T> {
    let map = this.resources.get(kind);
    if (!map) {
      map = new Map();
      this.resources.set(kind, map);
    }
    return map as Map<string, T>;
  }

  get<T extends Resource = Resource>(kind: string, id: string): T | undefined {
    return this.collection<T>(kind).get(id);
  }

  /** Stores (or replaces) a resource under its Id and returns it. */
  put<T extends Resource>(kind: string, resource: T): T {
    this.collection<T>(kind).set(resource.Id, resource);
    return resource;
  }

  list<T extends Resource = Resource>(kind: string): T[] {
    return [...this.collection<T>(kind).values()];
  }

  toJSON(): ClientJournal {
    const resources: ClientJournal['resources'] = {};
    for (const [kind, map] of this.resources) resources[kind] = Object.fromEntries(map);
    return {
      version: 1,
      clientId: this.clientId,
      nextId: this.nextId,
      resources,
      events: this.events,
      idempotency: Object.fromEntries(this.idempotency),
      tokens: Object.fromEntries(this.tokens),
      extra: this.extra,
    };
  }

  static fromJSON(json: ClientJournal): ClientState {
    const state = new ClientState(json.clientId);
    state.nextId = json.nextId;
    for (const [kind, items] of Object.entries(json.resources ?? {})) {
      state.resources.set(kind, new Map(Object.entries(items)));
    }
    state.events = json.events ?? [];
    for (const [key, entry] of Object.entries(json.idempotency ?? {})) {
      // A request cut by a crash never answered: forget it, as if it had not arrived.
      if (entry.state === 'done') state.idempotency.set(key, entry);
    }
    for (const [token, expiry] of Object.entries(json.tokens ?? {})) state.tokens.set(token, expiry);
    state.extra = json.extra ?? {};
    return state;
  }
}
