// Pots saved while the server cannot be reached wait in the outbox (pwa/lib/offline-db.ts, table
// `outbox`) with their Idempotency-Key, and are sent when the connection returns: on `online`, when
// the app becomes visible, and every 20 s while something waits. One flush runs at a time (and one
// tab at a time where the Web Locks API exists); since a creation is sent with its key, flushing the
// same entry twice still creates one pot. A refusal (4xx) drops the entry and is reported: the draft
// is still there to correct.
import { ApiError, firstErrorMessage, OfflineError } from '@/lib/api-client';
import { db, type OutboxRow } from '@/lib/offline-db';
import type { PublicPot } from '@domain/public-pot';
import { parseDraft, type PotDraft } from '../draft/draft-schema';
import { clearDraft, readDraft } from '../draft/draft-store';
import { sendPot, uploadImages, type UploadFailure } from '../requests/save-pot';
import { GENERIC_NOTICES } from '@domain/notices';
import { toastError } from '@/ui/toast';
import { announceSaved } from '../upload-feedback';

/** `next`: where the wizard goes on to once sent (the company's payment step), as useSavePot's option. */
export type PotSaveBody = { kind: 'pot-save'; draftId: string; potType: 0 | 1; draft: PotDraft; next?: string };

export type OutboxEvent =
  | { type: 'queued'; draftId: string }
  | { type: 'sent'; draftId: string; pot: PublicPot; failures: UploadFailure[]; updated: boolean; next?: string }
  | { type: 'rejected'; draftId: string; message: string };

const RETRY_MS = 20_000;
const listeners = new Set<(event: OutboxEvent) => void>();
let running: Promise<void> | null = null;
let again = false;
let timer: ReturnType<typeof setInterval> | null = null;

function emit(event: OutboxEvent): void {
  for (const listener of listeners) listener(event);
}

/** Listens to the outbox; returns the unsubscribe function. */
export function subscribeOutbox(listener: (event: OutboxEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readBody(row: OutboxRow): PotSaveBody | null {
  const body = row.body as Partial<PotSaveBody> | null;
  if (!body || body.kind !== 'pot-save' || typeof body.draftId !== 'string' || (body.potType !== 0 && body.potType !== 1)) return null;
  const next = typeof body.next === 'string' && body.next.startsWith('/') && !body.next.startsWith('//') ? body.next : undefined;
  return { kind: 'pot-save', draftId: body.draftId, potType: body.potType, draft: parseDraft(body.draft), ...(next ? { next } : {}) };
}

/** The pot saves waiting, oldest first. */
export async function pendingPotSaves(): Promise<Array<{ seq: number; body: PotSaveBody }>> {
  const rows = await db.outbox.toArray(); // in key (seq) order
  return rows.flatMap((row) => {
    const body = readBody(row);
    return body && row.seq !== undefined ? [{ seq: row.seq, body }] : [];
  });
}

/** Queues a save of `draft` sent with `key`, and starts trying. */
export async function queuePotSave(draftId: string, draft: PotDraft, potType: 0 | 1, key: string, next?: string): Promise<void> {
  const body: PotSaveBody = { kind: 'pot-save', draftId, potType, draft, ...(next ? { next } : {}) };
  await db.transaction('rw', db.outbox, async () => {
    // One waiting save per draft: the newest replaces an older one of the same key or draft.
    const rows = await db.outbox.toArray();
    const stale = rows.filter((row) => readBody(row)?.draftId === draftId).map((row) => row.seq!);
    await db.outbox.bulkDelete(stale);
    await db.outbox.add({
      key,
      createdAt: Date.now(),
      method: draft.id ? 'PUT' : 'POST',
      path: draft.id ? `/user/cagnottes/${draft.id}` : '/user/cagnottes',
      body,
    });
  });
  emit({ type: 'queued', draftId });
  startPotOutbox();
}

async function sendOne(row: OutboxRow, body: PotSaveBody): Promise<'sent' | 'stop'> {
  try {
    const pot = await sendPot(body.draft, body.potType, row.key);
    const failures = await uploadImages(pot.id, body.draft, body.potType);
    await db.outbox.delete(row.seq);
    const current = await readDraft(body.draftId);
    if (current && (current.saveKey === row.key || body.draft.id)) await clearDraft(body.draftId);
    emit({ type: 'sent', draftId: body.draftId, pot, failures, updated: body.draft.id !== null, next: body.next });
    return 'sent';
  } catch (err) {
    if (err instanceof OfflineError) return 'stop';
    if (err instanceof ApiError && (err.status >= 500 || err.status === 429 || err.status === 409)) return 'stop';
    await db.outbox.delete(row.seq);
    emit({ type: 'rejected', draftId: body.draftId, message: firstErrorMessage(err) });
    return 'sent';
  }
}

async function flushOnce(): Promise<void> {
  const rows = await db.outbox.toArray(); // in key (seq) order
  for (const row of rows) {
    const body = readBody(row);
    if (!body) continue; // another feature's entry
    if ((await sendOne(row, body)) === 'stop') return;
  }
}

async function locked(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks?.request) await locks.request('entraide-pot-outbox', work);
  else await work();
}

/** Sends what waits; concurrent calls share one run (and ask for one more pass if needed). */
export function flushPotOutbox(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await locked(flushOnce).catch(() => undefined);
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

function onVisible(): void {
  if (document.visibilityState === 'visible') void flushPotOutbox();
}

/** What everyone sees when a waiting save ends, wherever they are in the app. */
function announce(event: OutboxEvent): void {
  if (event.type === 'sent') announceSaved(event.updated, event.failures);
  if (event.type === 'rejected') toastError(event.message || GENERIC_NOTICES.error);
}

/** Starts listening for the connection (once per page) and sends what waits now. */
export function startPotOutbox(): void {
  if (typeof window === 'undefined') return;
  if (timer === null) {
    listeners.add(announce);
    window.addEventListener('online', () => void flushPotOutbox());
    document.addEventListener('visibilitychange', onVisible);
    timer = setInterval(() => {
      void db.outbox.count().then((count) => (count > 0 ? flushPotOutbox() : undefined));
    }, RETRY_MS);
  }
  void flushPotOutbox();
}
