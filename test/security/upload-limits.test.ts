// Uploads (identity documents, banner, logo) are read as they arrive under a hard byte limit: a body
// over the limit is refused with 413 as soon as it crosses it (or at once when its declared length does),
// the connection is closed rather than read to the end, and memory stays flat however large the bodies
// are (upload-memory.test.ts); one account has one upload in progress at a time.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestContext } from '../app';
import { bearer, buildUser, signInAs } from '../factories';
import { uploadAccounts } from './upload-accounts';
import { BANNER_FIELD } from '../../api/pots/pot-banner.service';
import { LOGO_FIELD } from '../../api/accounts/logo.service';
import { donorWithAccount } from '../../api/payments/subscriptions/testing/monthly-giving';
import { KYC_BODY_LIMIT_BYTES } from '../../api/payments/kyc/kyc-body';
import { SPOOL_DIRNAME } from '../../api/storage/upload-spool';
import { multipartParts, pdfBase64Parts, sendStreamed, type BodyPart, type StreamedAnswer } from './streamed-bodies';

const KYC = '/api/v1/user/register_kyc';
const MB = 1024 * 1024;
/** The size of the bodies that took a server from 518 MB to 1,010 MB. */
const BODY_BYTES = 59_000_000;
const IMAGE_TOO_LARGE = "La taille de l'image doit être inférieure à 2 Mo";

let t: TestContext;
let potId: number;
let organiser: string;
let company: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ organiser, company, potId } = await uploadAccounts(t.db.knex, t.clock));
});
afterAll(() => t?.close());

const someone = async () => signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
const spoolFiles = () => {
  try {
    return readdirSync(path.join(t.deps.config.DATA_DIR, SPOOL_DIRNAME));
  } catch {
    return [];
  }
};

const kycUpload = (token: string, parts: BodyPart[], declare = false) =>
  sendStreamed(t.url + KYC, { method: 'POST', headers: { ...bearer(token), 'Content-Type': 'application/json' }, parts, declare });

function imageUpload(route: string, field: string, token: string, fileBytes: number): Promise<StreamedAnswer> {
  const { parts, contentType } = multipartParts(field, fileBytes);
  return sendStreamed(t.url + route, { method: 'PUT', headers: { ...bearer(token), 'Content-Type': contentType }, parts });
}
const banner = (token: string, bytes: number) => imageUpload(`/api/v1/user/cagnottes/${potId}/banner`, BANNER_FIELD, token, bytes);
const logo = (token: string, bytes: number) => imageUpload('/api/v1/user/company/upload/logo', LOGO_FIELD, token, bytes);

function expectRefusedTooLarge(answer: StreamedAnswer, detail: string) {
  expect(answer.status).toBe(413);
  expect(answer.body.errors[0]).toEqual({ code: 'payload_too_large', detail });
  expect(answer.headers.connection).toBe('close');
}

describe('a body over an upload route’s limit', () => {
  it('is refused with 413 in French once it crosses the limit, and the server stops reading it', async () => {
    // 150 MB in one base64 string, sent chunked: the server must count, it cannot trust a length.
    const kyc = await kycUpload(await someone(), [
      '{"files":[{"filetype":"IDENTITY_PROOF","value":"',
      ...pdfBase64Parts(150 * MB),
      '"}],"amount":300000}',
    ]);
    expectRefusedTooLarge(kyc, 'La requête est trop volumineuse');
    expect(kyc.sent).toBeLessThan(KYC_BODY_LIMIT_BYTES + 40 * MB);
    for (const answer of [await banner(organiser, BODY_BYTES), await logo(company, BODY_BYTES)]) {
      expectRefusedTooLarge(answer, IMAGE_TOO_LARGE);
      expect(answer.sent).toBeLessThan(40 * MB);
    }
    expect(spoolFiles()).toEqual([]);
  });

  it('is refused before a byte is read when its declared length is over the limit', async () => {
    const declared = await kycUpload(
      await someone(),
      ['{"files":[{"filetype":"IDENTITY_PROOF","value":"', ...pdfBase64Parts(80 * MB), '"}],"amount":300000}'],
      true,
    );
    expectRefusedTooLarge(declared, 'La requête est trop volumineuse');
    expect(declared.sent).toBeLessThan(40 * MB);
  });
});

describe('one upload at a time per account', () => {
  /** A valid identity document (a PNG) as the PWA sends it. */
  const png = () => {
    const bytes = Buffer.alloc(4096, 7);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
    return bytes.toString('base64');
  };
  const document = () => ['{"files":[{"filetype":"IDENTITY_PROOF","value":"', png(), '"}],"amount":30000}'];

  it('refuses a second upload of the same account with 429 while the first runs; another account’s goes through', async () => {
    const first = await donorWithAccount(t);
    const other = await donorWithAccount(t);
    let resume = () => undefined as void;
    const paused = new Promise<void>((r) => {
      resume = r;
    });
    // The first upload sends half of its body and waits, as a slow connection would.
    const running = sendStreamed(t.url + KYC, {
      method: 'POST',
      headers: { ...bearer(first.token), 'Content-Type': 'application/json' },
      parts: document(),
      pause: { at: 2, until: paused },
    });
    await vi.waitFor(async () => expect(await t.db.knex('upload_leases').where({ user_id: first.id }).first()).toBeDefined(), {
      timeout: 30_000,
      interval: 50,
    });

    const second = await kycUpload(first.token, document());
    expect(second.status).toBe(429);
    expect(second.body.errors[0]).toEqual({
      code: 'upload_in_progress',
      detail: 'Un envoi de fichier est déjà en cours sur votre compte : attendez qu’il se termine, puis réessayez.',
    });
    expect((await kycUpload(other.token, document())).status).toBe(201);

    resume();
    expect((await running).status).toBe(201);
    // Done: the account uploads again.
    expect((await kycUpload(first.token, document())).status).toBe(201);
    expect(await t.db.knex('upload_leases').where({ user_id: first.id })).toEqual([]);
  });
});

describe('identity documents while they arrive', () => {
  it('free the account’s slot and leave nothing on the spool when the client goes away mid-upload', async () => {
    const donor = await donorWithAccount(t);
    const base64 = Buffer.concat([Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d]), Buffer.alloc(512 * 1024, 32)]).toString('base64');
    let leave = () => undefined as void;
    const gone = new Promise<void>((r) => {
      leave = r;
    });
    const abandoned = sendStreamed(t.url + KYC, {
      method: 'POST',
      headers: { ...bearer(donor.token), 'Content-Type': 'application/json' },
      parts: ['{"files":[{"filetype":"IDENTITY_PROOF","value":"', base64, '"}],"amount":30000}'],
      pause: { at: 2, until: gone, thenAbort: true },
    });
    await vi.waitFor(() => expect(spoolFiles()).toHaveLength(1), { timeout: 30_000, interval: 50 });
    leave();
    expect((await abandoned).status).toBe(0);
    await vi.waitFor(async () => expect(await t.db.knex('upload_leases').where({ user_id: donor.id })).toEqual([]), {
      timeout: 30_000,
      interval: 50,
    });
    expect(spoolFiles()).toEqual([]);
    const again = await kycUpload(donor.token, ['{"files":[{"filetype":"IDENTITY_PROOF","value":"', base64, '"}],"amount":30000}']);
    expect(again.status).toBe(201);
  });

  it('wait on the disk encrypted only, and are gone once the upload is done', async () => {
    const donor = await donorWithAccount(t);
    // A PNG whose content is easy to spot: its signature, then 1 MB of the byte 7.
    const file = Buffer.alloc(1024 * 1024, 7);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(file);
    const base64 = file.toString('base64');
    const half = base64.length / 2 - ((base64.length / 2) % 4);
    let resume = () => undefined as void;
    const paused = new Promise<void>((r) => {
      resume = r;
    });
    const running = sendStreamed(t.url + KYC, {
      method: 'POST',
      headers: { ...bearer(donor.token), 'Content-Type': 'application/json' },
      parts: ['{"files":[{"filetype":"IDENTITY_PROOF","value":"', base64.slice(0, half), base64.slice(half), '"}],"amount":30000}'],
      pause: { at: 2, until: paused },
    });
    const spool = path.join(t.deps.config.DATA_DIR, SPOOL_DIRNAME);
    const written = () => spoolFiles().map((name) => readFileSync(path.join(spool, name)));
    await vi.waitFor(() => expect(written().reduce((sum, bytes) => sum + bytes.length, 0)).toBeGreaterThan(256 * 1024), {
      timeout: 30_000,
      interval: 50,
    });
    for (const bytes of written()) {
      expect(bytes.includes(Buffer.alloc(64, 7))).toBe(false);
      expect(bytes.includes(file.subarray(0, 8))).toBe(false);
    }
    resume();
    expect((await running).status).toBe(201);
    expect(spoolFiles()).toEqual([]);
  });
});
