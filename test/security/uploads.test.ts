// Every upload path (pot banner, company logo, identity documents) refuses disguised,
// polyglot, oversized and bomb files without decoding them, and what is stored is re-encoded (nothing
// hidden in a file comes back). Memory stays bounded while bombs are sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestApp, type TestContext } from '../app';
import { bearer, buildUser, signInAs } from '../factories';
import { uploadAccounts } from './upload-accounts';
import { disguisedFiles, hugeJpeg, hugePng, realImage } from '../../api/pots/testing/image-fixtures';
import { BANNER_FIELD } from '../../api/pots/pot-banner.service';
import { LOGO_FIELD } from '../../api/accounts/logo.service';

let t: TestContext;
let organiser: string;
let company: string;
let potId: number;
beforeAll(async () => {
  t = await startTestApp();
  ({ organiser, company, potId } = await uploadAccounts(t.db.knex, t.clock));
});
afterAll(() => t?.close());

const PAYLOAD = '<script>window.__xss=1</script>';

/** A real JPEG with an HTML page appended after its end marker (a JPEG/HTML polyglot). */
async function polyglotJpeg(): Promise<Buffer> {
  return Buffer.concat([await realImage(1400, 500), Buffer.from(`<html><body>${PAYLOAD}</body></html>`)]);
}
/** A real PNG carrying a script in a text chunk. */
function scriptInPng(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 300, channels: 3, background: 'blue' } })
    .png()
    .withMetadata()
    .withExif({ IFD0: { ImageDescription: PAYLOAD } })
    .toBuffer();
}

interface Upload {
  route: string;
  field: string;
  token: () => string;
}
const PATHS: Upload[] = [
  { route: '', field: BANNER_FIELD, token: () => organiser },
  { route: '/api/v1/user/company/upload/logo', field: LOGO_FIELD, token: () => company },
];
const routeOf = (u: Upload) => u.route || `/api/v1/user/cagnottes/${potId}/banner`;

function upload(u: Upload, bytes: Buffer, name: string, type = 'image/jpeg') {
  const form = new FormData();
  form.append(u.field, new Blob([new Uint8Array(bytes)], { type }), name);
  return t.request(routeOf(u), { method: 'PUT', headers: bearer(u.token()), body: form });
}

/** Every URL of a stored image in an answer. */
function storedUrls(body: unknown): string[] {
  return [...JSON.stringify(body).matchAll(/"(\/uploads\/[^"]+)"/g)].map((m) => m[1] as string);
}

describe.each(PATHS)('uploads to $field', (u) => {
  it('refuses disguised files (GIF, WebP, SVG with script, HTML, PDF, broken JPEG), whatever the name and type', async () => {
    for (const file of await disguisedFiles()) {
      const res = await upload(u, file.bytes, file.name);
      expect(res.status, file.label).toBe(422);
      expect((await res.json()).errors[0].field, file.label).toBe(u.field);
    }
  });

  it('stores polyglots re-encoded: what is served has nothing of the hidden page, as an image, nosniff', async () => {
    for (const bytes of [await polyglotJpeg(), await scriptInPng()]) {
      const res = await upload(u, bytes, 'photo.jpg');
      expect(res.status).toBe(200);
      const urls = storedUrls(await res.json());
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) {
        const file = await t.request(url);
        expect(file.status, url).toBe(200);
        expect(file.headers.get('content-type'), url).toMatch(/^image\/(png|jpeg|webp)$/);
        expect(file.headers.get('x-content-type-options')).toBe('nosniff');
        const served = Buffer.from(await file.arrayBuffer());
        expect(served.includes(Buffer.from('<script')), url).toBe(false);
        expect(served.includes(Buffer.from('<html')), url).toBe(false);
      }
    }
  });

  it('refuses image bombs (huge declared dimensions) and oversized files without running out of memory', async () => {
    const before = process.memoryUsage().rss;
    for (const bytes of [hugePng(50_000, 50_000), hugePng(12_000, 12_000), await hugeJpeg(60_000, 60_000)]) {
      const started = Date.now();
      const res = await upload(u, bytes, 'bombe.png', 'image/png');
      expect(res.status).toBe(422);
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    const oversized = Buffer.concat([await realImage(64, 64), Buffer.alloc(3 * 1024 * 1024, 1)]);
    expect([413, 422]).toContain((await upload(u, oversized, 'grosse.jpg')).status);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });
});

describe('identity documents (POST /user/register_kyc)', () => {
  it('refuses files that are not PDF, JPEG or PNG by their content, and a body far over the limit', async () => {
    const token = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
    for (const file of (await disguisedFiles()).filter((f) => !f.label.includes('PDF') && !f.label.includes('broken'))) {
      const res = await t.request('/api/v1/user/register_kyc', {
        method: 'POST',
        headers: bearer(token),
        json: { files: [{ filetype: 'IDENTITY_PROOF', value: file.bytes.toString('base64') }], amount: 300_000 },
      });
      expect(res.status, file.label).toBeGreaterThanOrEqual(400);
      expect(res.status, file.label).toBeLessThan(500);
    }
    // Its declared length is over the limit: 413 before a byte is read, and the connection is closed
    // after the answer (the request is left unread, not reset: the client reads the 413).
    const huge = await t.request('/api/v1/user/register_kyc', {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ files: [{ filetype: 'IDENTITY_PROOF', value: 'A'.repeat(80 * 1024 * 1024) }] }),
    });
    expect(huge.status).toBe(413);
  });
});
