/**
 * The storage contract, run on both backends: the local disk (DATA_DIR/uploads) and an S3-compatible
 * server (s3rver on a free port of 127.0.0.1). Files are written through the storage and read back
 * the way a browser does, through the real app's `/uploads/` route.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildCompany, signInAs } from '../../test/factories';
import { loadConfig } from '../config';
import { createStorage, createStorageFromConfig, UnreadableImageError, type Storage } from './storage';
import { startLocalS3, type LocalS3 } from './testing/s3rver';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();

interface Backend {
  name: string;
  start(): Promise<{ storage: Storage; stop(): Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: 'local disk',
    async start() {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'entraide-storage-'));
      return { storage: createStorage(dir), stop: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 (s3rver)',
    async start() {
      const s3 = await startLocalS3();
      return { storage: s3.storage(), stop: () => s3.close() };
    },
  },
];

describe.each(backends)('storage on $name', (backend) => {
  let storage: Storage;
  let stop: () => Promise<void>;
  let t: TestContext;
  beforeAll(async () => {
    ({ storage, stop } = await backend.start());
    t = await startTestApp({ storage });
  });
  afterAll(async () => {
    await t.close();
    await stop();
  });

  it('re-encodes an image as a PNG within the box and serves it under /uploads/ for a year', async () => {
    const key = await storage.saveImage(await png(1600, 800), { folder: 'logos', maxWidth: 400 });
    expect(key).toMatch(/^logos\/[a-f0-9]{32}\.png$/);
    expect(storage.urlOf(key)).toBe(`/uploads/${key}`);
    const served = await t.request(`/uploads/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(Number(served.headers.get('content-length'))).toBe(bytes.byteLength);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 400, 200]);

    const head = await t.request(`/uploads/${key}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(bytes.byteLength);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('refuses bytes that are not a jpeg or png image', async () => {
    await expect(storage.saveImage(Buffer.from('pas une image'), { folder: 'logos', maxWidth: 100 })).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    await expect(storage.saveImage(gif, { folder: 'logos', maxWidth: 100 })).rejects.toBeInstanceOf(UnreadableImageError);
  });

  it('stores encoded bytes as they are, under a new name each time, with their content type', async () => {
    const webp = await sharp(await png(30, 20))
      .webp()
      .toBuffer();
    const first = await storage.put('banners', webp, 'webp');
    const second = await storage.put('banners', webp, 'webp');
    expect(first).toMatch(/^banners\/[a-f0-9]{32}\.webp$/);
    expect(second).not.toBe(first);
    const served = await t.request(`/uploads/${first}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer()).equals(webp)).toBe(true);
    const read = await storage.read(second, 'HEAD');
    expect(read).toMatchObject({ contentType: 'image/webp', contentLength: webp.byteLength });
  });

  it('removes a file (again without error) and answers 404 for it and for unknown or unsafe names', async () => {
    const key = await storage.put('logos', await png(10, 10), 'png');
    await storage.remove(key);
    await storage.remove(key);
    await storage.remove(null);
    await storage.remove('../../../etc/passwd');
    expect((await t.request(`/uploads/${key}`)).status).toBe(404);
    expect(await storage.read(key)).toBeNull();
    expect((await t.request('/uploads/logos/00000000000000000000000000000000.png')).status).toBe(404);
    expect((await t.request('/uploads/logos/..%2F..%2Fpackage.json')).status).toBe(404);
    expect(await storage.read('../package.json')).toBeNull();
  });

  it("serves a company's logo uploaded through the API", async () => {
    const token = await signInAs(t.db.knex, t.clock, await buildCompany(t.db.knex));
    const form = new FormData();
    form.append('entreprise[logo]', new Blob([new Uint8Array(await png(900, 900))], { type: 'image/png' }), 'logo.png');
    const res = await t.request('/api/v1/user/company/upload/logo', { method: 'PUT', headers: bearer(token), body: form });
    expect(res.status).toBe(200);
    const url: string = (await res.json()).entreprise.logo.url;
    const served = await t.request(url);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([512, 512]);
  });
});

describe('storage backends apart', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3('entraide-public');
  });
  afterAll(() => s3.close());

  it('keeps local files in DATA_DIR/uploads and has no local folder on S3', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'entraide-storage-'));
    try {
      const local = createStorage(dir);
      const key = await local.put('logos', await png(5, 5), 'png');
      expect(existsSync(path.join(dir, 'uploads', key))).toBe(true);
      expect(() => s3.storage().root).toThrow(/no local folder/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('with STORAGE_PUBLIC_URL, names files there and /uploads/ redirects for good to the public copy', async () => {
    const publicUrl = `${s3.endpoint}/${s3.bucket}/`;
    const storage = s3.storage(publicUrl);
    const bytes = await png(12, 12);
    const key = await storage.put('logos', bytes, 'png');
    expect(storage.urlOf(key)).toBe(`${s3.endpoint}/${s3.bucket}/${key}`);
    const t = await startTestApp({ storage });
    try {
      const res = await t.request(`/uploads/${key}`, { redirect: 'manual' });
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(`${s3.endpoint}/${s3.bucket}/${key}`);
      const publicCopy = await fetch(res.headers.get('location') as string);
      expect(publicCopy.status).toBe(200);
      expect(Buffer.from(await publicCopy.arrayBuffer()).equals(bytes)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('is chosen by the configuration: S3 when STORAGE_S3_BUCKET is set, the local disk otherwise', () => {
    expect(createStorageFromConfig(loadConfig({ DATA_DIR: '/tmp/x' })).kind).toBe('local');
    const config = loadConfig({
      DATA_DIR: '/tmp/x',
      STORAGE_S3_BUCKET: 'b',
      STORAGE_S3_ENDPOINT: s3.endpoint,
      STORAGE_S3_REGION: 'fr-par',
    });
    const storage = createStorageFromConfig(config);
    expect(storage.kind).toBe('s3');
    expect(() => loadConfig({ STORAGE_S3_ENDPOINT: 'pas une adresse' })).toThrow(/STORAGE_S3_ENDPOINT/);
    expect(() => loadConfig({ RUN_JOBS: 'peut-être' })).toThrow(/RUN_JOBS/);
  });
});
