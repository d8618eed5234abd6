/**
 * The live streams of one process (GET /cagnottes/{id}/live): the open streams grouped by pot, one
 * source of changes for the whole process (pot-change-source.ts), and one read per pot and change
 * fanned out to every stream of that pot, whatever their number. Per pot the reads run one at a time
 * (a change heard during a read asks for one more, read `coalesceMs` after the last, longer for a pot
 * on more than a thousand screens), so each stream gets its events in order, in one write per read: the
 * donations counted after its last event id (each as the participants list shows it), then the total;
 * the streams are written `sliceSize` at a time, the event loop free between slices. Every
 * `keepAliveMs` each stream gets a comment (in slices too) and each pot is read again (a closing date that passed, a
 * notification missed); a closed pot's streams end, and so do all streams once the process starts
 * stopping (the browser reconnects, to another process).
 */
import type { AppDeps } from '../../app-deps';
import { potNotFound } from '../pot-errors';
import { presentParticipant } from '../participants.service';
import { findParticipantsCountedAfter } from '../participants.queries';
import { potIsClosed } from '../pots.presenter';
import { findPotLiveRow, type PotLiveRow } from './live.queries';
import { joinEvents, liveEvent, LiveStream, type LiveEvent, type LiveSink } from './live-stream';
import { localChangeSource, postgresChangeSource, type PotChangeSource } from './pot-change-source';

export interface LiveHubOptions {
  /** Milliseconds between keep-alive comments (15 s). */
  keepAliveMs?: number;
  /** The reconnection delay the browser is told (`retry:`), in ms. */
  retryMs?: number;
  /** The most donations replayed to a stream that resumes (the most recent ones). */
  replayLimit?: number;
  /**
   * After a pot's streams were sent a change, milliseconds during which further changes wait and go out
   * together (250): a gift alone is sent at once, gifts in a burst in one write per stream a quarter of a
   * second apart, well within the second the screens are promised.
   */
  coalesceMs?: number;
  /**
   * The longest that pause grows to for a pot with many streams (500): a quarter of a millisecond a stream
   * beyond `coalesceMs`' worth (1,000 streams at 250 ms), so that a pot shown on 2,000 screens is written
   * twice a second rather than four times, its gifts still on every screen within the second.
   */
  maxCoalesceMs?: number;
  /**
   * Streams written to before the process turns to other work (200): a push to 2,000 screens is ten
   * slices with the event loop free between them, so that a donation's request waits for a slice, not
   * for the whole fan-out.
   */
  sliceSize?: number;
}

export interface LiveHub {
  /**
   * A stream of the pot resuming after `resumeAfter` (Last-Event-ID), written to what `answer` gives once
   * the pot is known to be open (it sets the answer's head); 404 when the pot is not open.
   */
  open(potId: number, resumeAfter: number | undefined, answer: () => LiveSink): Promise<LiveStream>;
  /** The streams open in this process. */
  readonly streamCount: number;
  close(): Promise<void>;
}

type Deps = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'readiness'>;

interface PotStreams {
  streams: Set<LiveStream>;
  running?: Promise<void>;
  again: boolean;
}

const DRAIN_CHECK_MS = 1000;

/** Lets the event loop run what waits (I/O, timers) before going on. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Calls `each` on every item, `sliceSize` at a time, the event loop free between two slices. */
async function inSlices<T>(items: readonly T[], sliceSize: number, each: (item: T, index: number) => void): Promise<void> {
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % sliceSize === 0) await nextTurn();
    each(items[i] as T, i);
  }
}

function isOpen(row: PotLiveRow | undefined, now: Date): row is PotLiveRow {
  return row !== undefined && !potIsClosed(row, now);
}

/** Milliseconds between two pushes to a pot's `streams` (LiveHubOptions' `coalesceMs`, `maxCoalesceMs`). */
export function pauseAfterPush(streams: number, coalesceMs: number, maxCoalesceMs: number): number {
  return coalesceMs > 0 ? Math.max(coalesceMs, Math.min(maxCoalesceMs, streams / 4)) : 0;
}

export function createLiveHub(deps: Deps, options: LiveHubOptions = {}): LiveHub {
  const keepAliveMs = options.keepAliveMs ?? 15_000;
  const retryMs = options.retryMs ?? 3000;
  const replayLimit = options.replayLimit ?? 200;
  const coalesceMs = options.coalesceMs ?? 250;
  const maxCoalesceMs = options.maxCoalesceMs ?? 500;
  const sliceSize = Math.max(1, options.sliceSize ?? 200);
  const source: PotChangeSource = deps.db.embedded ? localChangeSource() : postgresChangeSource(deps.db.connectionString, deps.logger);
  const pots = new Map<number, PotStreams>();
  let started: Promise<void> | undefined;
  let timers: NodeJS.Timeout[] = [];
  let count = 0;

  function startOnce(): Promise<void> {
    started ??= source
      .start({ changed: (potId) => refresh(potId), resync: () => pots.forEach((_, potId) => refresh(potId)) })
      .catch((err: unknown) => {
        started = undefined;
        throw err;
      });
    if (timers.length === 0) {
      timers = [setInterval(tick, keepAliveMs), setInterval(endIfDraining, DRAIN_CHECK_MS)];
      timers.forEach((timer) => timer.unref());
    }
    return started;
  }

  function tick(): void {
    for (const [potId, group] of pots) {
      // In slices too: 2,000 comments written at once held the event loop for tens of milliseconds.
      void inSlices([...group.streams], sliceSize, (stream) => stream.comment('keep-alive'));
      refresh(potId);
    }
  }

  function endIfDraining(): void {
    if (deps.readiness?.draining) endAll();
  }

  function endAll(): void {
    for (const group of pots.values()) group.streams.forEach((stream) => stream.end());
  }

  function refresh(potId: number): void {
    const group = pots.get(potId);
    if (!group) return;
    if (group.running) {
      group.again = true;
      return;
    }
    group.running = (async () => {
      do {
        group.again = false;
        await push(potId, group);
        const pause = pauseAfterPush(group.streams.size, coalesceMs, maxCoalesceMs);
        if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause).unref());
      } while (group.again);
    })()
      .catch((err: unknown) => deps.logger.error({ err, potId }, 'live streams: could not read the pot'))
      .finally(() => {
        group.running = undefined;
        if (group.streams.size === 0 && pots.get(potId) === group) pots.delete(potId);
      });
  }

  /** Sends each stream of the pot what it has not had yet. */
  async function push(potId: number, group: PotStreams): Promise<void> {
    const row = await findPotLiveRow(deps.db.knex, potId);
    if (!isOpen(row, deps.clock.now())) {
      group.streams.forEach((stream) => stream.end());
      return;
    }
    const seq = Number(row.live_seq);
    const total = liveEvent('total', seq, { total: Number(row.donations_total_amount), donations_count: Number(row.donations_count) });
    const behind = [...group.streams].filter((stream) => stream.open && (stream.lastSeq ?? -1) < seq);
    const starts = behind.map((stream) => stream.lastSeq ?? stream.resumeAfter ?? seq);
    const from = Math.min(...starts.filter((start) => start < seq));
    // Up to the total's own sequence: a gift counted between the two reads goes out with the next total
    // (its notification asks for one), not before this total, which would send it again after it.
    const rows = Number.isFinite(from) ? await findParticipantsCountedAfter(deps.db.knex, potId, from, seq, replayLimit) : [];
    // Each event is serialized once, whatever the number of streams it goes to, and the streams that
    // start from the same event share one encoded chunk: one write per stream, in slices of `sliceSize`.
    const donations = rows.map((counted) => liveEvent('donation', Number(counted.live_seq), presentParticipant(counted)));
    const batches = new Map<number, { events: LiveEvent[]; chunk: Buffer }>();
    await inSlices(behind, sliceSize, (stream, i) => {
      const start = starts[i] as number;
      let batch = batches.get(start);
      if (!batch) {
        const events = [...donations.filter((donation) => donation.id > start), total];
        batch = { events, chunk: Buffer.from(joinEvents(events)) };
        batches.set(start, batch);
      }
      stream.send(batch.events, batch.chunk);
    });
  }

  function remove(potId: number, stream: LiveStream): void {
    const group = pots.get(potId);
    if (!group?.streams.delete(stream)) return;
    count -= 1;
    if (group.streams.size === 0 && !group.running) pots.delete(potId);
  }

  return {
    async open(potId, resumeAfter, answer) {
      if (!isOpen(await findPotLiveRow(deps.db.knex, potId), deps.clock.now())) throw potNotFound();
      // Listening before the first read: a change committed in between is heard, not lost.
      await startOnce();
      const stream = new LiveStream(answer(), resumeAfter, retryMs);
      const group = pots.get(potId) ?? { streams: new Set(), again: false };
      pots.set(potId, group);
      group.streams.add(stream);
      count += 1;
      stream.onClose(() => remove(potId, stream));
      refresh(potId);
      return stream;
    },
    get streamCount() {
      return count;
    },
    async close() {
      timers.forEach((timer) => clearInterval(timer));
      timers = [];
      endAll();
      await source.close();
    },
  };
}
