/**
 * Issue 42, item 6: load through nginx while the instances restart. Reads at many connections
 * (autocannon cycling over the pot page, its participants, the directory and the home page) and a
 * steady stream of card donations by signed-in donors on a few pots, bounded in time; meanwhile
 * `disturb` restarts the processes. Every answer is kept: a failed request is a non-2xx or an error.
 */
import autocannon, { type Result } from 'autocannon';
import { cardDonationBody } from '../../api/payments/donations/testing/donation-flows';
import type { Call } from './client';

export interface DonationOutcome {
  potId: number;
  amount: number;
  status: number;
  donationId?: number;
  donor: string;
  /** The answer's body, kept when it is not a success. */
  error?: unknown;
}

export interface LoadResult {
  seconds: number;
  reads: { requests: number; perSecond: number; p50: number; p99: number; errors: number; timeouts: number; non2xx: number };
  donations: DonationOutcome[];
}

export interface LoadPlan {
  url: string;
  call: Call;
  connections: number;
  seconds: number;
  pots: number[];
  donors: Array<{ email: string; token: string; cardId: string }>;
  /** Concurrent donation loops. */
  donationLoops: number;
  /** Runs alongside the load (the restarts); the load lasts at least until it ends (bounded by `maxSeconds`). */
  disturb: () => Promise<void>;
  maxSeconds: number;
}

/** The element at `i`, round the list. */
function around<T>(list: T[], i: number): T {
  const item = list[i % list.length];
  if (item === undefined) throw new Error('an empty list');
  return item;
}

async function donationLoop(plan: LoadPlan, loop: number, until: () => boolean, outcomes: DonationOutcome[]): Promise<void> {
  for (let i = 0; !until(); i++) {
    const donor = around(plan.donors, loop + i);
    const potId = around(plan.pots, loop + i);
    // 2 to 10 EUR: frictionless (no 3-D Secure challenge under 50 EUR), and small enough that no donor's
    // gifts of the year reach the identity threshold (2,500 EUR, then 422 kyc_required) on a fast host: at
    // 24 EUR on average, one that made about 10 donations a second crossed it within the minute.
    const amount = 200 + ((loop * 97 + i * 13) % 9) * 100;
    try {
      const answer = await plan.call('POST', `/api/v1/cagnottes/${potId}/donations`, {
        token: donor.token,
        headers: { 'Idempotency-Key': `deploy-load-${loop}-${i}-${potId}` },
        json: cardDonationBody({ amount, cardId: donor.cardId }),
      });
      outcomes.push({
        potId,
        amount,
        status: answer.status,
        donationId: answer.body?.id,
        donor: donor.email,
        ...(answer.status === 201 ? {} : { error: answer.body }),
      });
    } catch (err) {
      outcomes.push({ potId, amount, status: 0, donor: donor.email, error: String(err) });
    }
  }
}

export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const started = Date.now();
  let disturbed = false;
  const disturbance = plan.disturb().finally(() => (disturbed = true));
  const done = () => Date.now() - started > plan.maxSeconds * 1000 || (disturbed && Date.now() - started > plan.seconds * 1000);
  const outcomes: DonationOutcome[] = [];
  const loops = Array.from({ length: plan.donationLoops }, (_, loop) => donationLoop(plan, loop, done, outcomes));
  const potId = around(plan.pots, 0);
  const readsStarted = Date.now();
  let reader: { stop(): void } | undefined;
  const reads = new Promise<Result>((resolve, reject) => {
    reader = autocannon(
      {
        url: plan.url,
        connections: plan.connections,
        duration: plan.maxSeconds,
        requests: [
          { method: 'GET', path: `/api/v1/cagnottes/${potId}` },
          { method: 'GET', path: `/api/v1/cagnottes/${potId}/donations` },
          { method: 'GET', path: '/api/v1/assocs' },
          { method: 'GET', path: '/' },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 250));
  reader?.stop();
  const result = await reads;
  const readSeconds = (Date.now() - readsStarted) / 1000;
  await Promise.all([disturbance, ...loops]);
  return {
    seconds: (Date.now() - started) / 1000,
    reads: {
      requests: result.requests.total,
      perSecond: Math.round(result.requests.total / readSeconds),
      p50: result.latency.p50,
      p99: result.latency.p99,
      // Socket errors, and requests without an answer within autocannon's timeout (10 s), apart
      // (autocannon counts a timeout among its errors too).
      errors: result.errors - result.timeouts,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    },
    donations: outcomes,
  };
}
