/**
 * The write path: card donations through the full API against the sandbox emulator
 * (its own process, bench/servers/entraide.ts). The emulator also delivers its hooks to the API.
 * - A pot of its own (so that its total starts at 0) for a seeded charity whose wallet is at the
 *   emulator, and signed-in donors (two per connection, so that no donor nears the identity-documents
 *   threshold), each with a card registered as the PWA does it (`POST /user/register_card`, the
 *   browser's post to the tokenizer, `PUT /user/register_card/{Id}`), the frictionless test card.
 * - `connections` loops post `POST /cagnottes/{id}/donations` (each with its own Idempotency-Key,
 *   1 € to 20 €, under the 3-D Secure threshold) for `durationSeconds`: donations per second.
 * - Meanwhile each new pay-in is delivered once to the hook endpoint
 *   (`GET /payments/hooks?EventType=PAYIN_NORMAL_SUCCEEDED&RessourceId=…`, as the provider does) and
 *   its latency measured (goal p99 ≤ 200 ms).
 * - At the end, exact cents: the pot's stored total and count equal the sum and count of its SUCCEEDED
 *   donations, the sum of the donations the API answered SUCCEEDED, and the credit of the charity's
 *   wallet at the emulator over the run.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { createKnex } from '../api/db/database';
import { BROWSER_INFO, cardDonationBody, seriesCardNumber } from '../api/payments/donations/testing/donation-flows';
import { pacer } from './pace';
import { donors, inTurn, json, registerCard, walletBalance, writePot } from './write-path-setup';

export interface WritePathContext {
  /** Entraide's address (http://127.0.0.1:port). */
  baseUrl: string;
  /** The database the server runs on (the bench reads it for the checks). */
  databaseUrl: string;
  connections: number;
  durationSeconds: number;
  /** Donations per second for all loops together (bench/pace.ts); without it, each loop sends as fast as answered. */
  ratePerSecond?: number;
  log: (line: string) => void;
  /** Called with the run's pot once donors and cards are ready, before the first donation (bench/live.ts opens its streams there). */
  onPot?: (potId: number) => Promise<void>;
}

export interface WritePathResult {
  donationsPerSecond: number;
  /** Donations the API answered SUCCEEDED. */
  donations: number;
  /** Requests that failed (non-2xx, network) or answered another status. */
  failures: number;
  donationP50: number;
  donationP99: number;
  /** Every answered donation's latency (ms), sorted: rounds pooled by bench/live.ts. */
  donationLatencies: number[];
  /** The slowest answered donations: when each was due (ms after the first) and its latency (ms), slowest first. */
  slowest: Array<{ at: number; ms: number }>;
  /** The pot's stored total, in cents. */
  totalCents: number;
  /** Stored total and count = SUCCEEDED rows = answered SUCCEEDED = the wallet's credit. */
  totalChecked: boolean;
  walletCreditCents: number;
  hookRequests: number;
  hookFailures: number;
  /** Deliveries refused 429 by the per-address budget (HOOKS_PER_ADDRESS): the provider delivers them again later. */
  hookThrottled: number;
  hookP50: number;
  hookP99: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);
/**
 * Each donor pays with a card of their own, as donors do: with one test card for all, every donor was one
 * person by the card's Fingerprint for the identity threshold, and each donation waited at that person's
 * lock for the one before (api/payments/kyc/identity-threshold.ts). Numbers from a random start, so that
 * no card's year adds up over the rounds of a run.
 */
let nextCard = randomInt(0, 900_000);
const ms = (value: number) => Math.round(value * 10) / 10;
/** Amount of the n-th donation: 1 € to 20 €, whole cents, varied. */
const amountOf = (n: number) => 100 + ((n * 7919) % 1901);

export async function benchWritePath(context: WritePathContext): Promise<WritePathResult> {
  const { baseUrl, connections, durationSeconds, log } = context;
  const api = `${baseUrl}/api/v1`;
  const knex = createKnex(context.databaseUrl, 2);
  try {
    const run = randomUUID().slice(0, 8);
    const { potId, walletId } = await writePot(knex, run);
    const tokens = await donors(knex, run, connections * 2);
    const cards = await inTurn(tokens.length, 10, (i) => registerCard(api, tokens[i] as string, seriesCardNumber(nextCard++)));
    const sandboxOrigin = cards[0]?.sandboxOrigin as string;
    const walletBefore = await walletBalance(sandboxOrigin, walletId);
    log(`  pot ${potId}, ${tokens.length} donors with a card; ${connections} connections for ${durationSeconds} s`);
    await context.onPot?.(potId);

    const began = performance.now();
    const deadline = began + durationSeconds * 1000;
    const nextSlot = pacer(context.ratePerSecond, performance.now());
    let sent = 0;
    let answeredCents = 0;
    let succeeded = 0;
    let failures = 0;
    const latencies: number[] = [];
    const timeline: Array<{ at: number; ms: number }> = [];
    const statuses = new Map<string, number>();
    const donate = async (worker: number) => {
      for (let turn = 0; performance.now() < deadline; turn++) {
        const n = sent++;
        const donor = (worker + connections * (turn % 2)) % tokens.length;
        const amount = amountOf(n);
        const started = await nextSlot();
        if (started >= deadline) break;
        try {
          const answer = await json(
            await fetch(`${api}/cagnottes/${potId}/donations`, {
              method: 'POST',
              headers: {
                Authorization: `Bearer ${tokens[donor]}`,
                'Content-Type': 'application/json',
                'Idempotency-Key': `bench-${run}-${n}`,
              },
              body: JSON.stringify(
                cardDonationBody({ amount, cardId: (cards[donor] as { cardId: string }).cardId, extra: { browser_info: BROWSER_INFO } }),
              ),
            }),
          );
          latencies.push(performance.now() - started);
          timeline.push({ at: started - began, ms: performance.now() - started });
          const status = answer.status === 201 ? String(answer.body.payment_status) : `HTTP ${answer.status}`;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status === 'SUCCEEDED') {
            succeeded++;
            answeredCents += amount;
          } else {
            failures++;
          }
        } catch {
          failures++;
        }
      }
    };

    // The provider's hooks: each new pay-in of the pot delivered once, while donations flow.
    const hookLatencies: number[] = [];
    let hookFailures = 0;
    let hookThrottled = 0;
    let donating = true;
    const hooks = async () => {
      let lastId = 0;
      while (donating) {
        const rows: Array<{ id: number; mangopay_payin_id: string }> = await knex('donations')
          .where({ pot_id: potId })
          .where('id', '>', lastId)
          .whereNotNull('mangopay_payin_id')
          .orderBy('id')
          .limit(200)
          .select('id', 'mangopay_payin_id');
        if (rows.length === 0) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        lastId = Number(rows[rows.length - 1]?.id);
        await inTurn(rows.length, 4, async (i) => {
          if (!donating) return;
          const started = performance.now();
          const answer = await fetch(
            `${api}/payments/hooks?EventType=PAYIN_NORMAL_SUCCEEDED&RessourceId=${encodeURIComponent(rows[i]?.mangopay_payin_id ?? '')}&Date=${Math.floor(Date.now() / 1000)}`,
          ).catch(() => null);
          await answer?.arrayBuffer();
          hookLatencies.push(performance.now() - started);
          // One address delivering faster than its budget (600 a minute) gets 429, as the provider would: a
          // refusal it delivers again, not a failure of the endpoint.
          if (answer?.status === 429) hookThrottled++;
          else if (answer?.status !== 200) hookFailures++;
        });
      }
    };

    const hookLoop = hooks();
    await Promise.all(Array.from({ length: connections }, (_, worker) => donate(worker)));
    const elapsed = (performance.now() - began) / 1000;
    donating = false;
    await hookLoop;

    // A donation answered CREATED (provider slow) is settled by its hook or reconciliation: wait for it.
    for (let i = 0; i < 100; i++) {
      const pending = await knex('donations').where({ pot_id: potId, status: 'CREATED' }).count({ n: '*' }).first();
      if (Number(pending?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const pot = await knex('pots').where({ id: potId }).first('donations_total_amount', 'donations_count');
    const rows = await knex('donations')
      .where({ pot_id: potId, status: 'SUCCEEDED' })
      .first(knex.raw('coalesce(sum(amount), 0) AS total'), knex.raw('count(*) AS n'));
    const walletCredit = (await walletBalance(sandboxOrigin, walletId)) - walletBefore;
    const stored = Number(pot?.donations_total_amount);
    const checks = {
      'stored total = SUCCEEDED donations': stored === Number(rows?.total),
      'stored count = SUCCEEDED donations': Number(pot?.donations_count) === Number(rows?.n),
      'stored total = answered SUCCEEDED': stored === answeredCents,
      'stored total = wallet credit': stored === walletCredit,
    };
    for (const [check, ok] of Object.entries(checks)) if (!ok) log(`  CHECK FAILED: ${check}`);
    log(
      `  answers: ${[...statuses].map(([s, n]) => `${s} ${n}`).join(', ')}; stored ${stored} cents, rows ${rows?.total} cents, answered ${answeredCents} cents, wallet +${walletCredit} cents`,
    );

    latencies.sort((a, b) => a - b);
    hookLatencies.sort((a, b) => a - b);
    return {
      donationsPerSecond: Math.round((succeeded / elapsed) * 10) / 10,
      donations: succeeded,
      failures,
      donationP50: ms(percentile(latencies, 50)),
      donationP99: ms(percentile(latencies, 99)),
      donationLatencies: latencies,
      slowest: timeline
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 12)
        .map(({ at, ms: latency }) => ({ at: Math.round(at), ms: ms(latency) })),
      totalCents: stored,
      totalChecked: Object.values(checks).every(Boolean),
      walletCreditCents: walletCredit,
      hookRequests: hookLatencies.length,
      hookFailures,
      hookThrottled,
      hookP50: ms(percentile(hookLatencies, 50)),
      hookP99: ms(percentile(hookLatencies, 99)),
    };
  } finally {
    await knex.destroy();
  }
}
