import { describe, expect, it } from 'vitest';
import { interactionMainThread, mainThreadBlocking, type TraceEvent } from './main-thread';

const URL = 'http://127.0.0.1:8250/associations-partenaires-cagnotte-solidaire';
const FRAME = 'F1';
const ms = (value: number) => value * 1000;
const task = (startMs: number, wallMs: number, cpuMs: number, tid = 1): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid: 7,
  tid,
  ts: ms(startMs),
  dur: ms(wallMs),
  tdur: ms(cpuMs),
});
const load = (...tasks: TraceEvent[]): TraceEvent[] => [
  { name: 'navigationStart', pid: 7, tid: 1, ts: 0, args: { frame: FRAME, data: { documentLoaderURL: URL } } },
  { name: 'firstContentfulPaint', pid: 7, tid: 1, ts: ms(100), args: { frame: FRAME } },
  ...tasks,
];

describe('blocking time from the main thread CPU time', () => {
  it('counts, after the first paint, each task past 50 ms once its CPU time is slowed down, and the same over wall time', () => {
    // 40 ms of wall time of which 20 on the CPU, at 4x: 80 - 50 = 30 ms from CPU time, 160 - 50 = 110 from wall time.
    const result = mainThreadBlocking(load(task(200, 40, 20), task(300, 10, 10)), URL, 4);
    expect(result?.cpuBlockingMs).toBeCloseTo(30);
    expect(result?.wallBlockingMs).toBeCloseTo(110);
    expect(result?.cpuShare).toBeCloseTo(30 / 50);
  });

  it('leaves out the tasks before the first paint, the nested ones and the other threads', () => {
    const result = mainThreadBlocking(load(task(20, 60, 60), task(200, 40, 40), task(210, 10, 10), task(200, 90, 90, 2)), URL, 2);
    expect(result?.cpuBlockingMs).toBeCloseTo(30);
    expect(result?.wallBlockingMs).toBeCloseTo(30);
  });

  it('gives nothing for a trace without this page or without a first paint', () => {
    expect(mainThreadBlocking(load(task(200, 40, 20)), 'http://127.0.0.1:8250/', 4)).toBeNull();
    expect(
      mainThreadBlocking(
        load(task(200, 40, 20)).filter((e) => e.name !== 'firstContentfulPaint'),
        URL,
        4,
      ),
    ).toBeNull();
  });
});

describe('the main thread during an interaction', () => {
  const interaction = (startMs: number, durationMs: number, interactionId = 3): TraceEvent => ({
    name: 'EventTiming',
    ph: 'b',
    pid: 7,
    tid: 1,
    ts: ms(startMs),
    args: { data: { duration: durationMs, interactionId } },
  });
  const mainThread: TraceEvent = { name: 'thread_name', pid: 7, tid: 1, ts: 0, args: { name: 'CrRendererMain' } };

  it("counts the CPU and wall time of the main thread's tasks within the interaction closest to the INP, interactions only", () => {
    const events = [
      mainThread,
      interaction(1000, 300),
      interaction(3000, 40),
      interaction(5000, 400, 0), // an event that is not an interaction (no interactionId)
      task(990, 20, 10), // half of it within the interaction: 10 ms of wall time, 5 of CPU
      task(1100, 100, 40),
      task(1290, 40, 40, 2), // another thread
      task(1400, 10, 10), // after the interaction
    ];
    const result = interactionMainThread(events, 380);
    expect(result?.latencyMs).toBe(300);
    expect(result?.busyMs).toBeCloseTo(110);
    expect(result?.cpuMs).toBeCloseTo(45);
  });

  it('gives nothing for a timespan without an interaction', () => {
    expect(interactionMainThread([mainThread, task(100, 60, 60)], 200)).toBeNull();
  });
});
