import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildCompany, buildUser, signInAs } from '../../test/factories';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#eb3192' } })
    .png()
    .toBuffer();

async function upload(token: string, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('entreprise[logo]', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await t.request('/api/v1/user/company/upload/logo', { method: 'PUT', headers: bearer(token), body: form });
  return { status: res.status, body: await res.json() };
}

describe('PUT /user/company/upload/logo', () => {
  it('stores the logo as a PNG of at most 512 px, serves it, and deletes the previous one', async () => {
    const token = await signInAs(t.db.knex, t.clock, await buildCompany(t.db.knex));
    const first = await upload(token, await png(1200, 1200), 'logo.png', 'image/png');
    expect(first.status).toBe(200);
    const url: string = first.body.entreprise.logo.url;
    expect(url).toMatch(/^\/uploads\/logos\/[a-f0-9]{32}\.png$/);
    const served = await t.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([512, 512]);

    const jpeg = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    const second = await upload(token, jpeg, 'logo.jpg', 'image/jpeg');
    expect(second.status).toBe(200);
    expect(second.body.entreprise.logo.url).not.toBe(url);
    expect((await t.request(url)).status).toBe(404);
  });

  it.each([
    [
      'a gif',
      async () =>
        sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      'logo.gif',
      'image/gif',
      "L'image doit être au format jpg, jpeg ou png",
    ],
    ['text named .png', async () => Buffer.from('pas une image'), 'logo.png', 'image/png', "L'image doit être au format jpg, jpeg ou png"],
    ['an empty file', async () => Buffer.alloc(0), 'logo.png', 'image/png', 'Merci de choisir une image'],
    [
      'a file over 2 MB',
      async () => Buffer.alloc(2_097_153, 1),
      'logo.png',
      'image/png',
      "La taille de l'image doit être inférieure à 2 Mo",
    ],
  ])('refuses %s with 422', async (_, make, name, type, detail) => {
    const token = await signInAs(t.db.knex, t.clock, await buildCompany(t.db.knex));
    const { status, body } = await upload(token, await make(), name, type);
    expect(status).toBe(422);
    expect(body.errors).toEqual([{ code: 'invalid_file', detail, field: 'entreprise[logo]' }]);
  });

  it('refuses a body far over the limit with 413, JSON with 415, and a private account with 403', async () => {
    const token = await signInAs(t.db.knex, t.clock, await buildCompany(t.db.knex));
    const huge = await upload(token, Buffer.alloc(3_000_000, 1), 'logo.png', 'image/png');
    expect(huge.status).toBe(413);
    expect(huge.body.errors[0].detail).toBe("La taille de l'image doit être inférieure à 2 Mo");
    const json = await t.request('/api/v1/user/company/upload/logo', { method: 'PUT', headers: bearer(token), json: { logo: 'x' } });
    expect(json.status).toBe(415);
    const privateToken = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
    const refused = await upload(privateToken, await png(50, 50), 'logo.png', 'image/png');
    expect(refused.status).toBe(403);
  });
});
