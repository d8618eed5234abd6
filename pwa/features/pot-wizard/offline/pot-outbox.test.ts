import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/offline-db';
import { EMPTY_DRAFT, type PotDraft } from '../draft/draft-schema';
import { readDraft, writeDraft } from '../draft/draft-store';
import { flushPotOutbox, pendingPotSaves, queuePotSave, subscribeOutbox, type OutboxEvent } from './pot-outbox';

const POT = {
  id: 7,
  name: 'Les 30 ans',
  description: '<p>Bonjour</p>',
  closing_date: '2026-12-31T22:59:59.999Z',
  event_type: { id: 1, name: 'Anniversaire', category: 'particulier' },
  assoc: {
    id: 3,
    name: 'Asso',
    url: 'asso',
    description: null,
    assoc_object: null,
    about: null,
    actions: null,
    banner: { url: null },
    logo: { url: null },
    video: { url: null, provider: null, embed_url: null, thumbnail: { url: null } },
    diaporamas: [],
    certification: null,
    assoc_path_certification: '/b.svg',
    desc_doc: { url: null },
    event_doc: { url: null },
    category: { id: 1, name: 'Enfant' },
    odds: [],
    assoc_types: [],
    equivalence_30euro: null,
    equivalence_100euro: null,
    country: { alpha2Code: 'FR', name: 'France' },
    region: null,
  },
  banner: { url: null, images: [] },
  color: null,
  is_locked: false,
  pot_type: 0,
  created_by: { display_name: 'Camille D.', entreprise: null },
  is_active: true,
  closed: false,
  donations_total_amount: 0,
  donators_count: 0,
  donations_count: 0,
  can_edit: true,
  created_at: '2026-11-22T10:00:00.000Z',
};
const DRAFT: PotDraft = {
  ...EMPTY_DRAFT,
  evt: 1,
  assoc: 3,
  name: 'Les 30 ans',
  desc: '<p>Bonjour</p>',
  end: '31-12-2026',
  saveKey: 'key-0123456789abcdef',
  saveBody: '{}',
};

/** A server that creates one pot per Idempotency-Key, and can lose its answers. */
function fakeServer() {
  const created = new Map<string, number>();
  const state = { requests: [] as Array<{ key: string | null }>, loseAnswers: 0, unreachable: false, refuse: false };
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const key = (init.headers as Record<string, string>)['Idempotency-Key'] ?? null;
    state.requests.push({ key });
    if (state.unreachable) throw new TypeError('Failed to fetch');
    if (state.refuse)
      return new Response(
        JSON.stringify({ errors: [{ code: 'invalid', detail: 'Le nom de votre cagnotte est trop court', field: 'name' }] }),
        { status: 422, headers: { 'Content-Type': 'application/json' } },
      );
    if (key && !created.has(key)) created.set(key, created.size + 7);
    if (state.loseAnswers > 0) {
      state.loseAnswers -= 1;
      throw new TypeError('Failed to fetch'); // created on the server, answer lost on the way back
    }
    return new Response(JSON.stringify({ ...POT, id: key ? created.get(key) : POT.id }), {
      status: 201,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { state, created, fetchMock };
}

let server: ReturnType<typeof fakeServer>;
let events: OutboxEvent[];
let unsubscribe: () => void;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetchMock);
  events = [];
  unsubscribe = subscribeOutbox((event) => events.push(event));
});
afterEach(async () => {
  unsubscribe();
  vi.unstubAllGlobals();
  await db.outbox.clear();
  await db.drafts.clear();
});

describe('the pot outbox', () => {
  it('sends a waiting pot with its key once the server answers, and clears its draft', async () => {
    await writeDraft('pot-wizard', DRAFT);
    server.state.unreachable = true;
    await queuePotSave('pot-wizard', DRAFT, 0, DRAFT.saveKey!);
    await flushPotOutbox();
    expect(await pendingPotSaves()).toHaveLength(1);
    server.state.unreachable = false;
    await flushPotOutbox();
    expect(await pendingPotSaves()).toHaveLength(0);
    expect(server.state.requests.every((r) => r.key === DRAFT.saveKey)).toBe(true);
    expect(events.find((e) => e.type === 'sent')).toMatchObject({ draftId: 'pot-wizard', pot: { id: 7 } });
    expect(await readDraft('pot-wizard')).toBeNull();
  });

  it('creates one pot when the first answer was lost and the entry is sent again', async () => {
    server.state.loseAnswers = 1;
    await queuePotSave('pot-wizard', DRAFT, 0, DRAFT.saveKey!);
    await flushPotOutbox();
    await flushPotOutbox();
    expect(server.state.requests.map((r) => r.key)).toEqual([DRAFT.saveKey, DRAFT.saveKey]);
    expect(server.created.size).toBe(1);
    expect(await pendingPotSaves()).toHaveLength(0);
  });

  it('runs one flush at a time: flushing twice at once sends the pot once', async () => {
    server.state.unreachable = true;
    await queuePotSave('pot-wizard', DRAFT, 0, DRAFT.saveKey!);
    await flushPotOutbox();
    server.state.unreachable = false;
    server.state.requests = [];
    await Promise.all([flushPotOutbox(), flushPotOutbox()]);
    expect(server.state.requests).toHaveLength(1);
    expect(events.filter((e) => e.type === 'sent')).toHaveLength(1);
  });

  it('drops a refused save and reports it, keeping the draft to correct', async () => {
    await writeDraft('pot-wizard', DRAFT);
    server.state.refuse = true;
    await queuePotSave('pot-wizard', DRAFT, 0, DRAFT.saveKey!);
    await flushPotOutbox();
    expect(await pendingPotSaves()).toHaveLength(0);
    expect(events.at(-1)).toEqual({ type: 'rejected', draftId: 'pot-wizard', message: 'Le nom de votre cagnotte est trop court' });
    expect(await readDraft('pot-wizard')).toMatchObject({ name: 'Les 30 ans' });
  });

  it('keeps one waiting save per draft', async () => {
    server.state.unreachable = true;
    await queuePotSave('pot-wizard', DRAFT, 0, 'first-key-0123456789');
    await queuePotSave('pot-wizard', { ...DRAFT, name: 'Autre nom' }, 0, 'second-key-0123456789');
    const waiting = await pendingPotSaves();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.body.draft.name).toBe('Autre nom');
  });
});
