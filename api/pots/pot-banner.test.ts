/** PUT /user/cagnottes/{id}/banner (multipart charity_pot[banner]) and reset_banner. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildUser, signInAs } from '../../test/factories';
import { disguisedFiles, hugeJpeg, hugePng, realImage } from './testing/image-fixtures';
import { potBody, referenceIds } from './testing/pot-factories';

let t: TestContext;
let ids: Awaited<ReturnType<typeof referenceIds>>;
let owner: string;
let other: string;

beforeAll(async () => {
  t = await startTestApp();
  ids = await referenceIds(t.db.knex);
  owner = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
  other = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
});
afterAll(() => t.close());

const body = () => potBody({ event: ids.privateEvent, charity: ids.charity });
async function newPot(): Promise<number> {
  const res = await t.request('/api/v1/user/cagnottes', { method: 'POST', json: { charity_pot: body() }, headers: bearer(owner) });
  return (await res.json()).id;
}
function upload(id: number, token: string, bytes: Buffer, name = 'banniere.jpg', field = 'charity_pot[banner]') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  return t.request(`/api/v1/user/cagnottes/${id}/banner`, { method: 'PUT', body: form, headers: bearer(token) });
}
const storedBanners = () => {
  try {
    return readdirSync(path.join(t.deps.storage.root, 'banners')).sort();
  } catch {
    return [];
  }
};
const errorOf = async (res: Response) => (await res.json()).errors[0];

describe('PUT /user/cagnottes/{id}/banner', () => {
  it('stores the banner at phone and desktop widths, in WebP and JPEG, without metadata', async () => {
    const id = await newPot();
    const res = await upload(id, owner, await realImage(2800, 1000));
    expect(res.status).toBe(200);
    const pot = await res.json();
    expect(pot.banner.url).toMatch(/^\/uploads\/banners\/[a-f0-9]{32}\.jpg$/);
    expect(pot.banner.images.map((i: { type: string; width: number }) => [i.type, i.width])).toEqual([
      ['image/webp', 828],
      ['image/jpeg', 828],
      ['image/webp', 1920],
      ['image/jpeg', 1920],
    ]);
    for (const image of pot.banner.images) {
      const file = await t.request(image.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(image.type);
      const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(metadata.width).toBe(image.width);
      expect(metadata.exif).toBeUndefined();
    }
    expect(pot.banner.url).toBe(pot.banner.images[3].url);
  });

  it('replaces the previous files, and reset_banner returns to the charity banner', async () => {
    const id = await newPot();
    await upload(id, owner, await realImage(1000, 358));
    const before = storedBanners();
    const res = await upload(id, owner, await realImage(700, 250, 'png'));
    expect((await res.json()).banner.images.map((i: { type: string }) => i.type)).toEqual(['image/webp', 'image/png']);
    await expect.poll(() => storedBanners().length).toBe(before.length - 2);
    const reset = await t.request(`/api/v1/user/cagnottes/${id}`, {
      method: 'PUT',
      json: { charity_pot: { ...body(), reset_banner: true } },
      headers: bearer(owner),
    });
    expect((await reset.json()).banner).toEqual({ url: null, images: [] });
    await expect.poll(() => storedBanners().length).toBe(before.length - 4);
  });

  it('answers 403 to another account, 401 to a visitor, and stores nothing', async () => {
    const id = await newPot();
    const before = storedBanners();
    const res = await upload(id, other, await realImage(1000, 358));
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('not_pot_owner');
    const anonymous = new FormData();
    anonymous.append('charity_pot[banner]', new Blob([new Uint8Array(await realImage(10, 10))]), 'x.jpg');
    expect((await t.request(`/api/v1/user/cagnottes/${id}/banner`, { method: 'PUT', body: anonymous })).status).toBe(401);
    expect(storedBanners()).toEqual(before);
    expect((await t.db.knex('pots').where({ id }).first('banner_images')).banner_images).toBeNull();
  });

  it('answers 403 on a closed pot', async () => {
    const id = await newPot();
    await t.request(`/api/v1/user/cagnottes/${id}/close`, { method: 'POST', headers: bearer(owner) });
    expect((await upload(id, owner, await realImage(1000, 358))).status).toBe(403);
  });

  it('refuses files disguised by their extension', async () => {
    const id = await newPot();
    const before = storedBanners();
    for (const file of await disguisedFiles()) {
      const res = await upload(id, owner, file.bytes, file.name);
      expect(res.status, file.label).toBe(422);
      expect(await errorOf(res), file.label).toMatchObject({
        field: 'charity_pot[banner]',
        detail: "L'image doit être au format jpg, jpeg ou png",
      });
    }
    expect(storedBanners()).toEqual(before);
  });

  it('refuses huge dimensions from the header without exhausting memory', async () => {
    const id = await newPot();
    for (const bytes of [hugePng(), await hugeJpeg()]) {
      const before = process.memoryUsage().rss;
      const res = await upload(id, owner, bytes, 'bombe.png');
      expect(res.status).toBe(422);
      expect((await errorOf(res)).detail).toBe("Les dimensions de l'image sont trop grandes");
      expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    }
  });

  it('refuses files over 2 MB with the spec message', async () => {
    const id = await newPot();
    const justOver = Buffer.concat([await realImage(50, 50), Buffer.alloc(2_097_152)]);
    const res = await upload(id, owner, justOver);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).detail).toBe("La taille de l'image doit être inférieure à 2 Mo");
    const far = await upload(id, owner, Buffer.alloc(3 * 1024 * 1024, 1));
    expect(far.status).toBe(413);
    expect((await errorOf(far)).detail).toBe("La taille de l'image doit être inférieure à 2 Mo");
  });

  it('answers 422 without the file and 415 for a body that is not multipart', async () => {
    const id = await newPot();
    const res = await upload(id, owner, await realImage(10, 10), 'x.jpg', 'autre');
    expect(res.status).toBe(422);
    expect((await errorOf(res)).field).toBe('charity_pot[banner]');
    const json = await t.request(`/api/v1/user/cagnottes/${id}/banner`, { method: 'PUT', json: { banner: 'x' }, headers: bearer(owner) });
    expect(json.status).toBe(415);
  });
});
