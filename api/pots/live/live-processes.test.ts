/**
 * The live stream across processes (issue 45, item 3): a stream held by this test's server while the
 * donation is made on, and counted by, a second web process (testing/second-server.ts, a child process
 * with its own pools and live hub) on the same PostgreSQL: the event crosses by LISTEN/NOTIFY. A stream
 * cut on one process resumes on the other after its Last-Event-ID. PostgreSQL only: PGlite serves one
 * process (its streams hear this process's commits, live.test.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/app';
import { donateByCard, openPot, signedInDonor } from '../../payments/donations/testing/donation-flows';
import { openLive } from './testing/sse-client';

const onPostgres = inject('dbTemplate').kind === 'postgres';

let t: TestContext;
let second: ChildProcess | undefined;
let secondUrl = '';

async function startSecondServer(context: TestContext): Promise<string> {
  const sandbox = context.sandbox;
  if (!sandbox) throw new Error('the test app has no emulator');
  second = spawn(process.execPath, ['--import', 'tsx', 'api/pots/live/testing/second-server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: context.db.connectionString,
      SANDBOX_URL: sandbox.url,
      SANDBOX_CLIENT_ID: sandbox.clientId,
      SANDBOX_API_KEY: sandbox.apiKey,
      TZ: 'UTC',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: second.stdout as NodeJS.ReadableStream });
  for await (const line of lines) {
    const { port } = JSON.parse(line) as { port: number };
    return `http://127.0.0.1:${port}`;
  }
  throw new Error('the second server ended before listening');
}

describe.skipIf(!onPostgres)('the live stream across two web processes on one PostgreSQL', () => {
  beforeAll(async () => {
    t = await startTestApp();
    secondUrl = await startSecondServer(t);
  }, 60_000);
  afterAll(async () => {
    if (second && second.exitCode === null) {
      const exited = new Promise((resolve) => second?.once('exit', resolve));
      second.kill('SIGTERM');
      await exited;
    }
    await t?.close();
  });

  it('gets a gift counted by the other process within a second, and resumes there after its id', async () => {
    const { potId } = await openPot(t);
    const donor = await signedInDonor(t, { firstname: 'Marc', name: 'Lemoine' });
    // The donor's browser talks to the second process only.
    const onSecond: TestContext = {
      ...t,
      url: secondUrl,
      request: (path, init = {}) => {
        const { json, ...rest } = init;
        const headers = new Headers(rest.headers);
        if (json !== undefined) headers.set('Content-Type', 'application/json');
        return fetch(secondUrl + path, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
      },
    };
    const stream = await openLive(t, potId);
    expect((await stream.nextEvent())?.data).toBe('{"total":0,"donations_count":0}');

    const answer = await donateByCard(onSecond, { token: donor.token, potId, amount: 4200 });
    expect(answer.status).toBe(201);
    const counted = Date.now();
    const donation = await stream.nextEvent(2000);
    expect(Date.now() - counted).toBeLessThan(1000);
    expect(donation?.event).toBe('donation');
    const participants = (await (await t.request(`/api/v1/cagnottes/${potId}/donations`)).json()) as unknown[];
    expect(JSON.parse(donation?.data ?? 'null')).toEqual(participants[0]);
    expect(JSON.parse(donation?.data ?? 'null')).toMatchObject({ donor_name: 'Marc L.', amount: 4200 });
    const total = await stream.nextEvent(2000);
    expect(total?.data).toBe('{"total":4200,"donations_count":1}');
    stream.close();

    // Cut after the donation, before its total: the other process sends the total, not the gift again.
    const resumed = await openLive(secondUrl, potId, donation?.id);
    expect(await resumed.nextEvent()).toEqual(total);
    resumed.close();
  });
});
