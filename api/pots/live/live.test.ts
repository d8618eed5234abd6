/**
 * GET /cagnottes/{id}/live (issue 45, item 3): the total at connect, a card donation's participant line
 * and the new total as it is counted, Last-Event-ID resumption without a lost or repeated gift,
 * anonymity, keep-alive comments, 404 for an unknown or closed pot and the end of the stream when the
 * pot closes. PGlite by default, PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/app';
import { bearer, signInAs } from '../../../test/factories';
import { donateByCard, openPot, signedInDonor } from '../../payments/donations/testing/donation-flows';
import { findParticipantsCountedAfter } from '../participants.queries';
import { openLive, type SseClient } from './testing/sse-client';

let t: TestContext;
let donor: { token: string };
// What api/shutdown.ts turns on at SIGTERM.
const readiness = { draining: false };

beforeAll(async () => {
  t = await startTestApp({ readiness }, { live: { keepAliveMs: 300, sliceSize: 2 } });
  donor = await signedInDonor(t, { firstname: 'Jeanne', name: 'Dupont' });
});
afterAll(() => t.close());

const give = async (potId: number, amount: number, extra: Record<string, unknown> = {}) => {
  const answer = await donateByCard(t, { token: donor.token, potId, amount, extra });
  expect(answer.status).toBe(201);
  return answer;
};
const potRead = async (potId: number) => (await (await t.request(`/api/v1/cagnottes/${potId}`)).json()) as Record<string, number>;
const participants = async (potId: number) => (await (await t.request(`/api/v1/cagnottes/${potId}/donations`)).json()) as unknown[];
const dataOf = (block: { data?: string } | undefined) => JSON.parse(block?.data ?? 'null') as unknown;

async function expectTotal(stream: SseClient, potId: number) {
  const block = await stream.nextEvent();
  expect(block?.event).toBe('total');
  const pot = await potRead(potId);
  expect(dataOf(block)).toEqual({ total: pot.donations_total_amount, donations_count: pot.donations_count });
  return Number(block?.id);
}

describe('GET /cagnottes/{id}/live', () => {
  it('answers an event stream with the retry hint and the total at connect', async () => {
    const { potId } = await openPot(t);
    const stream = await openLive(t, potId);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect((await stream.next())?.retry).toBe(3000);
    // (A keep-alive comment may come first: this file's interval is 300 ms.)
    const block = await stream.nextEvent();
    expect(block).toEqual({ event: 'total', id: '0', data: '{"total":0,"donations_count":0}' });
    stream.close();
  });

  it('sends a card donation as the participants list shows it, then the new total, within a second', async () => {
    const { potId } = await openPot(t);
    const stream = await openLive(t, potId);
    const first = await expectTotal(stream, potId);
    await give(potId, 2500);
    const donation = await stream.nextEvent(1000);
    expect(donation?.event).toBe('donation');
    expect(dataOf(donation)).toEqual((await participants(potId))[0]);
    expect(dataOf(donation)).toMatchObject({ donor_name: 'Jeanne D.', amount: 2500, is_anonymous: false });
    const total = await expectTotal(stream, potId);
    expect(Number(donation?.id)).toBeGreaterThan(first);
    expect(total).toBeGreaterThan(Number(donation?.id));
    expect(await potRead(potId)).toMatchObject({ donations_total_amount: 2500, donations_count: 1 });
    stream.close();
  });

  it('keeps an anonymous donor and a hidden amount out of the event', async () => {
    const { potId } = await openPot(t);
    const stream = await openLive(t, potId);
    await expectTotal(stream, potId);
    await give(potId, 1800, { is_anonymous: true, is_visible: false });
    const donation = await stream.nextEvent();
    expect(dataOf(donation)).toEqual((await participants(potId))[0]);
    expect(dataOf(donation)).toMatchObject({ donor_name: null, amount: null, is_anonymous: true, is_visible: false });
    expect(donation?.data).not.toContain('Jeanne');
    expect(donation?.data).not.toContain('1800');
    // The total still counts it, as the pot page does.
    expect(dataOf(await stream.nextEvent())).toEqual({ total: 1800, donations_count: 1 });
    stream.close();
  });

  it('resumes after Last-Event-ID without losing or repeating a gift', async () => {
    const { potId } = await openPot(t);
    const first = await openLive(t, potId);
    await expectTotal(first, potId);
    await give(potId, 1000);
    const a = await first.nextEvent();
    const afterA = await expectTotal(first, potId);
    first.close();
    // Away: two gifts are counted.
    await give(potId, 2000);
    await give(potId, 3000);
    const back = await openLive(t, potId, String(afterA));
    const replayed = [await back.nextEvent(), await back.nextEvent()];
    expect(replayed.map((block) => block?.event)).toEqual(['donation', 'donation']);
    expect(replayed.map((block) => (dataOf(block) as { amount: number }).amount)).toEqual([2000, 3000]);
    expect(Number(replayed[0]?.id)).toBeGreaterThan(afterA);
    expect(dataOf(await back.nextEvent())).toEqual({ total: 6000, donations_count: 3 });
    back.close();
    // Cut between a donation and its total: the total comes again, the donation does not.
    const fromA = await openLive(t, potId, String(a?.id));
    const resumed = [await fromA.nextEvent(), await fromA.nextEvent(), await fromA.nextEvent()];
    expect(resumed.map((block) => block?.event)).toEqual(['donation', 'donation', 'total']);
    expect(resumed.map((block) => block?.id)).toEqual(replayed.map((block) => block?.id).concat(resumed[2]?.id));
    fromA.close();
  });

  it('sends the gift to every screen of the pot, the streams written two at a time', async () => {
    const { potId } = await openPot(t);
    const streams = await Promise.all([1, 2, 3, 4, 5].map(() => openLive(t, potId)));
    for (const stream of streams) await expectTotal(stream, potId);
    await give(potId, 1500);
    for (const stream of streams) {
      const donation = await stream.nextEvent(1000);
      expect(donation?.event).toBe('donation');
      expect(dataOf(donation)).toMatchObject({ amount: 1500 });
      expect(dataOf(await stream.nextEvent(1000))).toEqual({ total: 1500, donations_count: 1 });
      stream.close();
    }
  });

  it('never sends a gift counted after the total it goes with (it comes with the next total, once)', async () => {
    const { potId } = await openPot(t);
    for (const amount of [1000, 2000, 3000]) await give(potId, amount);
    const all = await findParticipantsCountedAfter(t.db.knex, potId, 0, Number.MAX_SAFE_INTEGER, 10);
    expect(all.map((row) => row.amount)).toEqual([1000, 2000, 3000]);
    // A total read when the second gift was the last counted: the third is not in its batch.
    const upToSecond = await findParticipantsCountedAfter(t.db.knex, potId, 0, Number(all[1]?.live_seq), 10);
    expect(upToSecond.map((row) => row.amount)).toEqual([1000, 2000]);
  });

  it('sends a keep-alive comment at its interval', async () => {
    const { potId } = await openPot(t);
    const stream = await openLive(t, potId);
    await expectTotal(stream, potId);
    expect(await stream.next(2000)).toEqual({ comment: 'keep-alive' });
    stream.close();
  });

  it('answers 404 in the error shape for an unknown, malformed or closed pot', async () => {
    const { potId, organiser } = await openPot(t);
    const token = await signInAs(t.db.knex, t.clock, organiser);
    expect((await t.request(`/api/v1/user/cagnottes/${potId}/close`, { method: 'POST', headers: bearer(token) })).status).toBe(200);
    for (const id of [999_999, 'abc', potId]) {
      const res = await t.request(`/api/v1/cagnottes/${id}/live`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ errors: [{ code: 'pot_not_found', detail: 'Cette cagnotte est introuvable' }] });
    }
  });

  it('ends every stream within a second or two once the process starts stopping (the browser reconnects elsewhere)', async () => {
    const { potId } = await openPot(t);
    const stream = await openLive(t, potId);
    await expectTotal(stream, potId);
    readiness.draining = true;
    try {
      expect(await stream.nextEvent(2500)).toBeUndefined();
    } finally {
      readiness.draining = false;
    }
  });

  it('ends the stream when its pot is closed by its organiser', async () => {
    const { potId, organiser } = await openPot(t);
    const stream = await openLive(t, potId);
    await expectTotal(stream, potId);
    const token = await signInAs(t.db.knex, t.clock, organiser);
    expect((await t.request(`/api/v1/user/cagnottes/${potId}/close`, { method: 'POST', headers: bearer(token) })).status).toBe(200);
    expect(await stream.nextEvent(2000)).toBeUndefined();
  });
});
