// Memory of a server that receives large uploads: the server runs alone in a process of its own (as
// `npm run serve` starts it), so that what is measured is its resident memory, not the test's (the test
// process also hosts its database, the emulator and the clients, whose memory moves by hundreds of MB on
// their own). The peak is read from the kernel (VmHWM, reset through clear_refs just before the bodies
// are sent): no sampling, no timing.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../api/clock';
import { LOGO_FIELD } from '../../api/accounts/logo.service';
import { BANNER_FIELD } from '../../api/pots/pot-banner.service';
import { SPOOL_DIRNAME } from '../../api/storage/upload-spool';
import { KYC_BODY_LIMIT_BYTES } from '../../api/payments/kyc/kyc-body';
import { crashDatabase, type CrashDatabase } from '../money/crash/crash-world';
import { freePort, waitForOutput } from '../money/crash/processes';
import { bearer, buildUser, signInAs } from '../factories';
import { uploadAccounts } from './upload-accounts';
import { multipartParts, sendStreamed, type BodyPart, type StreamedAnswer } from './streamed-bodies';

const MB = 1024 * 1024;
/**
 * The most the server may grow while the six bodies (about 350 MB in all) arrive. Keeping them in memory,
 * as the server once did, costs several hundred MB. Streaming them costs what V8 lets pile up before it
 * collects: the chunks are external memory, collected once about 64 MB of it has been allocated, so the
 * peak varies from run to run (measured 13 to 95 MB on one busy 2-core host, with the same code). A
 * 50 MB limit failed about one run in three under load; 120 MB stays well below the cost of buffering.
 */
const MAX_GROWTH_MB = 120;
/** The size of the bodies that took a server from 518 MB to 1,010 MB, three at once. */
const BODY_BYTES = 59_000_000;
/** Base64 characters of a file just under the 7 340 032-byte limit once decoded. */
const MAX_FILE_CHARS = 9_786_708;

let database: CrashDatabase;
let server: ChildProcess;
let output = '';
let url: string;
let tokens: string[];
let organiser: string;
let company: string;
let potId: number;

beforeAll(async () => {
  database = await crashDatabase();
  const db = await database.open();
  const clock = new ManualClock(new Date());
  tokens = await Promise.all([0, 1, 2].map(async () => signInAs(db.knex, clock, await buildUser(db.knex))));
  ({ organiser, company, potId } = await uploadAccounts(db.knex, clock));
  await database.release(db);
  const port = await freePort();
  // The server itself, without npx or tsx's launcher in between: its pid is the one measured.
  server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: { ...process.env, ...database.env, TZ: 'UTC', PORT: String(port), SANDBOX_PORT: '0', NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  url = `http://127.0.0.1:${port}`;
  await waitForOutput(
    { process: server, output: () => output, exited: new Promise(() => undefined), stop: async () => undefined },
    /Entraide is running at/,
  );
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await database?.dispose();
});

/** A field of the server's /proc/<pid>/status, in bytes (VmRSS: now, VmHWM: the peak since the reset). */
function memoryOf(field: 'VmRSS' | 'VmHWM'): number {
  const match = readFileSync(`/proc/${server.pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  if (!match) throw new Error(`no ${field} for the server process`);
  return Number(match[1]) * 1024;
}

/**
 * Six files just under the per-file limit (all kept on the spool: the worst case), then spaces up to
 * `total` bytes. Their content is no document (zeros): read to the end and checked, they never reach the
 * payment provider, whose API takes each page whole in base64 (that cost is the provider call's, one
 * page at a time per account, docs/decisions.md).
 */
function sixLargestFiles(total: number): BodyPart[] {
  const parts: BodyPart[] = ['{"files":['];
  for (let i = 0; i < 6; i++)
    parts.push(`${i ? ',' : ''}{"filetype":"IDENTITY_PROOF","value":"`, { fill: MAX_FILE_CHARS, char: 'A' }, '"}');
  parts.push('],"amount":300000');
  const used = parts.reduce<number>((sum, p) => sum + (typeof p === 'string' ? p.length : p.fill), 0);
  return [...parts, { fill: total - used - 1, char: ' ' }, '}'];
}

const identityDocuments = (token: string, total = BODY_BYTES) =>
  sendStreamed(`${url}/api/v1/user/register_kyc`, {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    parts: sixLargestFiles(total),
  });

function image(route: string, field: string, token: string): Promise<StreamedAnswer> {
  const { parts, contentType } = multipartParts(field, BODY_BYTES);
  return sendStreamed(url + route, { method: 'PUT', headers: { ...bearer(token), 'Content-Type': contentType }, parts });
}

describe('a server receiving large uploads', () => {
  it(`grows by less than ${MAX_GROWTH_MB} MB while three accounts each send ~59 MB at once, over and just under the limits`, async () => {
    // Once first, so that what every server pays once (code loaded and compiled, heap grown to its
    // working size, the spool folder) is not counted as the cost of the bodies.
    expect((await identityDocuments(tokens[0] as string)).status).toBe(413);
    const before = memoryOf('VmRSS');
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5'); // the peak (VmHWM) starts again from now

    // Over the identity documents' body limit (58.8 MB), after six files of 7 MB: 413.
    const identity = await Promise.all(tokens.map((token) => identityDocuments(token)));
    // The image routes, and identity documents just under the limit: read to the end, checked, and
    // refused only then (422: not PDF, JPEG, GIF or PNG).
    const others = await Promise.all([
      image(`/api/v1/user/cagnottes/${potId}/banner`, BANNER_FIELD, organiser),
      image('/api/v1/user/company/upload/logo', LOGO_FIELD, company),
      identityDocuments(tokens[1] as string, KYC_BODY_LIMIT_BYTES),
    ]);

    const peakGrowthMb = (memoryOf('VmHWM') - before) / MB;
    expect([...identity, ...others].map((answer) => answer.status)).toEqual([413, 413, 413, 413, 413, 422]);
    expect(peakGrowthMb, `server RSS before ${Math.round(before / MB)} MB, peak +${peakGrowthMb.toFixed(1)} MB`).toBeLessThan(
      MAX_GROWTH_MB,
    );
    expect(readdirSync(path.join(database.dataDir, SPOOL_DIRNAME))).toEqual([]);
  });
});
