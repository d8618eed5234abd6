/**
 * Issue 42, item 6: through nginx, reads at DEPLOY_LOAD_CONNECTIONS (200) connections and a steady
 * stream of card donations on a few pots for DEPLOY_LOAD_SECONDS (60) at least, while web 1 and then
 * web 2 get SIGTERM and restart and the worker is killed with SIGKILL and restarted. Then: no failed
 * request, every donation counted once, each pot's total equal to the sum of its donations and to what
 * its charity's wallet received at the emulator, every confirmation (with its receipt) sent once. The
 * figures are printed (`test:deploy load:`), for docs/scaling.md from a run on a quiet host.
 */
import os from 'node:os';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRICTIONLESS_CARD } from '../../api/payments/donations/testing/donation-flows';
import { client, type Call } from './client';
import { ok, potBody, referenceIds, registerCard, signUp } from './fixtures';
import { runLoad, type LoadPlan, type LoadResult } from './load';
import { rollingRestart, type Restart } from './restarts';
import { startTopology, type Topology } from './topology';

const SECONDS = Number(process.env.DEPLOY_LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.DEPLOY_LOAD_CONNECTIONS ?? 200);
const POTS = 3;
const DONORS = 6;

let topology: Topology;
let db: Knex;
let call: Call;

beforeAll(async () => {
  topology = await startTopology();
  db = knex({ client: 'pg', connection: topology.postgres.primaryUrl(), pool: { min: 0, max: 2 } });
  call = client(topology.url);
}, 300_000);

afterAll(async () => {
  await db?.destroy();
  await topology?.teardown();
});

const walletBalance = async (walletId: string): Promise<number> => {
  const { url, controlToken, clientId } = topology.sandbox;
  const response = await fetch(`${url}/__sandbox/${clientId}/resources/wallets`, { headers: { 'X-Sandbox-Control-Token': controlToken } });
  const wallets = (await response.json()) as Array<{ Id: string; Balance: { Amount: number } }>;
  return wallets.find((w) => w.Id === walletId)?.Balance.Amount ?? 0;
};
const receiptMailsTo = (email: string) =>
  topology.inbox.mails.filter((m) => m.to.includes(email) && /recu-fiscal-[^"\s]*\.pdf/.test(m.raw));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

describe('load through nginx during a rolling restart', () => {
  it('fails no request, counts every donation once, and sends every e-mail once', { timeout: 900_000 }, async () => {
    const reference = await referenceIds(db, POTS);
    expect(reference.charities).toHaveLength(POTS);
    const organiser = await signUp(call, 'organisatrice.charge@exemple.fr');
    const pots: Array<{ id: number; walletId: string; before: number }> = [];
    for (const charity of reference.charities) {
      const pot = await ok(call, 'POST', '/api/v1/user/cagnottes', {
        token: organiser,
        json: potBody({ event: reference.event, charity: charity.id }),
      });
      pots.push({ id: pot.body.id, walletId: charity.walletId, before: await walletBalance(charity.walletId) });
    }
    const donors: LoadPlan['donors'] = [];
    for (let i = 0; i < DONORS; i++) {
      const email = `donateur.charge${i}@exemple.fr`;
      const token = await signUp(call, email);
      donors.push({ email, token, cardId: await registerCard(call, token, FRICTIONLESS_CARD) });
    }
    const mailsBefore = new Map(donors.map((d) => [d.email, receiptMailsTo(d.email).length]));

    let restarts: Restart[] = [];
    const loadBefore = loadAverage();
    const result: LoadResult = await runLoad({
      url: topology.url,
      call,
      connections: CONNECTIONS,
      seconds: SECONDS,
      maxSeconds: SECONDS + 180,
      pots: pots.map((p) => p.id),
      donors,
      donationLoops: 2,
      disturb: async () => {
        restarts = await rollingRestart(topology, Math.max(3_000, (SECONDS * 1000) / 6));
      },
    });
    const donations = result.donations;
    // Requests nginx passed to the other instance after a first one failed ("502, 200" in the upstream statuses).
    const passedOn = topology.nginx.accessLog().filter((line) => /"[^"]*, [^"]*"/.test(line));
    const postsPassedOn = passedOn.filter((line) => /"POST /.test(line));
    // Why: refused (the request was not sent), or reset after it was sent (a closing listener's accept queue).
    const upstreamErrors = (cause: RegExp) => (topology.nginx.errorLog().match(new RegExp(cause, 'g')) ?? []).length;
    console.log(
      `test:deploy load: ${result.reads.perSecond} reads/s through nginx at ${CONNECTIONS} connections (${result.reads.requests} in ${result.seconds.toFixed(0)} s), ` +
        `p50 ${result.reads.p50} ms, p99 ${result.reads.p99} ms; ` +
        `${donations.length} card donations (${(donations.length / result.seconds).toFixed(1)}/s); ` +
        `restarts: ${restarts.map((r) => `${r.process} ${r.signal} exit ${r.exit}, back after ${(r.backMs / 1000).toFixed(1)} s`).join('; ')}; ` +
        `nginx passed ${passedOn.length} requests on to the other instance (${postsPassedOn.length} POST${postsPassedOn.map((l) => `\n  ${l}`).join('')}; ` +
        `nginx's error log: ${upstreamErrors(/Connection refused/)} connections refused, ${upstreamErrors(/reset by peer/)} reset by peer); ` +
        `load average before ${loadBefore}, at the end ${loadAverage()}`,
    );

    // No failed request: reads, donations; each web process drained and exited 0.
    expect(restarts.map((r) => `${r.process} ${r.exit}${r.drained === undefined ? '' : r.drained ? ' drained' : ' not drained'}`)).toEqual([
      'web1 0 drained',
      'worker SIGKILL',
      'web2 0 drained',
    ]);
    const { errors, timeouts, non2xx } = result.reads;
    expect({ errors, timeouts, non2xx }, topology.nginx.errorLog().slice(-3000)).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
    const failed = donations.filter((d) => d.status !== 201);
    const nginxSaid = failed.length
      ? `${topology.nginx
          .accessLog()
          .filter((l) => / 50\d /.test(l))
          .join('\n')}\n${topology.nginx.errorLog().slice(-3000)}`
      : '';
    expect(failed, nginxSaid).toEqual([]);
    expect(donations.length).toBeGreaterThan(0);
    expect(new Set(donations.map((d) => d.donationId)).size).toBe(donations.length);

    // Every donation counted once: each pot's stored total and count, the sum of its rows, what was given.
    await expect
      .poll(
        async () =>
          Number(
            (
              await db('donations')
                .whereIn(
                  'pot_id',
                  pots.map((p) => p.id),
                )
                .whereNot({ status: 'SUCCEEDED' })
                .count({ n: '*' })
                .first()
            )?.n,
          ),
        {
          timeout: 60_000,
        },
      )
      .toBe(0);
    for (const pot of pots) {
      const given = donations.filter((d) => d.potId === pot.id);
      const row = await db('pots').where({ id: pot.id }).first('donations_total_amount', 'donations_count');
      const rows = await db('donations').where({ pot_id: pot.id }).select('id', 'amount');
      expect(rows.map((r) => Number(r.id)).sort()).toEqual(given.map((d) => Number(d.donationId)).sort());
      expect({ total: Number(row.donations_total_amount), count: Number(row.donations_count) }).toEqual({
        total: sum(given.map((d) => d.amount)),
        count: given.length,
      });
      expect(sum(rows.map((r) => Number(r.amount)))).toBe(sum(given.map((d) => d.amount)));
      // …and the charity's wallet at the provider received exactly that.
      expect((await walletBalance(pot.walletId)) - pot.before).toBe(sum(given.map((d) => d.amount)));
    }

    // Every confirmation, with its receipt, sent once (the worker was killed and restarted meanwhile).
    const expected = (email: string) => (mailsBefore.get(email) ?? 0) + donations.filter((d) => d.donor === email).length;
    await expect
      .poll(() => donors.map((d) => receiptMailsTo(d.email).length), { timeout: 240_000, interval: 1_000 })
      .toEqual(donors.map((d) => expected(d.email)))
      .catch(async (err: Error) => {
        const jobs = await db.raw(
          "select name, state, count(*)::int as n from pgboss.job where name like '%mail%' group by 1, 2 order by 1, 2",
        );
        throw new Error(`${err.message}\nmail jobs: ${JSON.stringify(jobs.rows)}`);
      });
    // …and no second copy comes later; one receipt per donation.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(donors.map((d) => receiptMailsTo(d.email).length)).toEqual(donors.map((d) => expected(d.email)));
    const receipts = await db('tax_receipts')
      .whereIn(
        'donation_id',
        donations.map((d) => Number(d.donationId)),
      )
      .count({ n: '*' })
      .first();
    expect(Number(receipts?.n)).toBe(donations.length);
  });
});
