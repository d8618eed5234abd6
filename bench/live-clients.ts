/**
 * Benchmark only (bench/live.ts): a process of its own holding the open live streams, so that reading
 * them does not slow the process that times the donations. Driven over IPC:
 * - `{open: {url, streams}}`: opens that many `GET …/live` streams (one socket each, 100 at a time, an
 *   attempt that fails tried again after 500 ms), answers `{opened: ms}` once every one has its first total;
 * - `{report: {gifts}}`: for each donation count c up to `gifts`, when each stream first saw a total of c
 *   or more, against the c-th gift's `date` (its succeeded_at, stamped by the server just before the
 *   commit that counts it; same host, same clock): a delay a little longer than the true one. Answers
 *   `{report}`;
 * - `{close: true}`: closes them all and forgets them (answers `{closed: true}`), ready for another `open`.
 */
import http from 'node:http';

interface Watch {
  buffer: string;
  /** seenAt[c]: when a total of at least c donations arrived (epoch ms). */
  seenAt: number[];
  lastCount: number;
  lastDonationId: number;
  /** The `date` of each donation event, in the order received (the order counted). */
  donationDates: number[];
  donationEvents: number;
  outOfOrder: number;
  request?: http.ClientRequest;
}

const now = () => performance.timeOrigin + performance.now();
let watches: Watch[] = [];
let onFirstTotal: (() => void) | undefined;
let withFirstTotal = 0;
/** Opening attempts that failed (refused, reset, not 200) and were tried again. */
let failures = 0;
let closing = false;

function readBlock(watch: Watch, block: string): void {
  if (block.startsWith('event: total')) {
    const count = Number(/"donations_count":(\d+)/.exec(block)?.[1] ?? -1);
    if (watch.lastCount === -1) {
      withFirstTotal += 1;
      onFirstTotal?.();
    }
    const at = now();
    for (let c = watch.lastCount + 1; c <= count; c++) watch.seenAt[c] = at;
    watch.lastCount = Math.max(watch.lastCount, count);
  } else if (block.startsWith('event: donation')) {
    const id = Number(/\nid: (\d+)/.exec(block)?.[1] ?? 0);
    watch.donationEvents += 1;
    watch.donationDates.push(Date.parse(/"date":"([^"]+)"/.exec(block)?.[1] ?? ''));
    if (id <= watch.lastDonationId) watch.outOfOrder += 1;
    watch.lastDonationId = id;
  }
}

/** Opens (or, after a failure, reopens after 500 ms, as EventSource does) one stream. */
function connect(url: string, watch: Watch): void {
  const retry = (why?: unknown) => {
    if (watch.lastCount !== -1 || closing) return;
    failures += 1;
    if (failures <= 3) console.error(`live stream: opening failed (${String(why)}); trying again`);
    setTimeout(() => connect(url, watch), 500);
  };
  watch.request = http.get(url, { agent: false, headers: { Accept: 'text/event-stream' } }, (res) => {
    if (res.statusCode !== 200) {
      res.resume();
      retry(`HTTP ${res.statusCode}`);
      return;
    }
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      watch.buffer += chunk;
      let end = watch.buffer.indexOf('\n\n');
      while (end !== -1) {
        readBlock(watch, watch.buffer.slice(0, end));
        watch.buffer = watch.buffer.slice(end + 2);
        end = watch.buffer.indexOf('\n\n');
      }
    });
    res.on('end', () => retry('ended'));
  });
  watch.request.on('error', retry);
}

/** Opens `streams` streams, 100 at a time (each batch once every stream of the previous one has its first total). */
async function openAll(url: string, streams: number): Promise<number> {
  const started = now();
  for (let first = 0; first < streams; first += 100) {
    const target = Math.min(streams, first + 100);
    const batch = new Promise<void>((resolve) => {
      onFirstTotal = () => withFirstTotal === target && resolve();
    });
    for (let i = first; i < target; i++) {
      const watch: Watch = {
        buffer: '',
        seenAt: [],
        lastCount: -1,
        lastDonationId: 0,
        donationDates: [],
        donationEvents: 0,
        outOfOrder: 0,
      };
      watches.push(watch);
      connect(url, watch);
    }
    await batch;
  }
  return now() - started;
}

function report(gifts: number) {
  const delays: number[] = [];
  let missing = 0;
  for (const watch of watches) {
    for (let c = 1; c <= gifts; c++) {
      const seen = watch.seenAt[c];
      const counted = watch.donationDates[c - 1];
      if (seen === undefined || counted === undefined || Number.isNaN(counted)) missing += 1;
      else delays.push(seen - counted);
    }
  }
  delays.sort((a, b) => a - b);
  const at = (p: number) => delays[Math.min(delays.length - 1, Math.ceil((p / 100) * delays.length) - 1)] ?? 0;
  return {
    streams: watches.length,
    pairs: delays.length,
    missing,
    p50: at(50),
    p99: at(99),
    max: delays[delays.length - 1] ?? 0,
    within2s: delays.filter((d) => d <= 2000).length,
    donationEventsMin: Math.min(...watches.map((w) => w.donationEvents)),
    donationEventsMax: Math.max(...watches.map((w) => w.donationEvents)),
    outOfOrder: watches.reduce((sum, w) => sum + w.outOfOrder, 0),
    openingFailures: failures,
  };
}

process.on('message', (message: { open?: { url: string; streams: number }; report?: { gifts: number }; close?: boolean }) => {
  if (message.open) void openAll(message.open.url, message.open.streams).then((ms) => process.send?.({ opened: ms }));
  if (message.report) process.send?.({ report: report(message.report.gifts) });
  if (message.close) {
    closing = true;
    watches.forEach((watch) => watch.request?.destroy());
    [watches, withFirstTotal, failures, closing] = [[], 0, 0, false];
    process.send?.({ closed: true });
  }
});
