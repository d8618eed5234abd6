import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { privateSignup } from '../../test/accounts-fixtures';
import { bearer, buildCompany, buildUser, FACTORY_PASSWORD, signInAs } from '../../test/factories';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /user/export', () => {
  it('answers the person’s data as a JSON download, without secrets', async () => {
    const user = await buildUser(t.db.knex, { email: 'export@exemple.fr' });
    const token = await signInAs(t.db.knex, t.clock, user);
    const res = await t.request('/api/v1/user/export', { headers: bearer(token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="entraide-mes-donnees.json"');
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ email: 'export@exemple.fr', role: 'private' });
    expect(data.profile).toMatchObject({ firstname: 'Camille', birth_date: '1990-04-12' });
    expect(data.sessions).toHaveLength(1);
    expect(data.exported_at).toBe('2026-11-22T10:00:00.000Z');
    expect(text).not.toMatch(/argon2|token_hash/);
  });
});

describe('DELETE /user', () => {
  it('erases the person, revokes the sessions, refuses login and frees the e-mail', async () => {
    const user = await buildUser(t.db.knex, { email: 'fermeture@exemple.fr' });
    const token = await signInAs(t.db.knex, t.clock, user);
    const res = await t.request('/api/v1/user', { method: 'DELETE', headers: bearer(token) });
    expect(res.status).toBe(204);
    expect((await t.request('/api/v1/user', { headers: bearer(token) })).status).toBe(401);
    const login = await t.request('/api/v1/user/auth', {
      method: 'POST',
      json: { email: 'fermeture@exemple.fr', password: FACTORY_PASSWORD },
    });
    expect(login.status).toBe(401);
    const row = await t.db.knex('users').where({ id: user.id }).first();
    expect(row).toMatchObject({
      email: `compte-ferme-${user.id}@entraide.invalid`,
      firstname: 'Compte',
      name: 'fermé',
      password_hash: null,
      birth_date: null,
      address_line_1: null,
      mob_phone: null,
    });
    expect(row.deleted_at).not.toBeNull();
    expect(await t.db.knex('auth_tokens').where({ user_id: user.id }).count({ n: '*' })).toEqual([{ n: 0 }]);
    const again = await t.request('/api/v1/user/signup/private', {
      method: 'POST',
      json: { user: privateSignup({ email: 'fermeture@exemple.fr' }) },
    });
    expect(again.status).toBe(201);
  });

  it('deletes a company’s representative and logo file but keeps its legal identity', async () => {
    const company = await buildCompany(t.db.knex);
    const token = await signInAs(t.db.knex, t.clock, company);
    const form = new FormData();
    const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    form.append('entreprise[logo]', new Blob([logo], { type: 'image/png' }), 'logo.png');
    const uploaded = await (
      await t.request('/api/v1/user/company/upload/logo', { method: 'PUT', headers: bearer(token), body: form })
    ).json();
    const file = path.join(t.deps.storage.root, uploaded.entreprise.logo.url.replace('/uploads/', ''));
    expect(existsSync(file)).toBe(true);
    expect((await t.request('/api/v1/user', { method: 'DELETE', headers: bearer(token) })).status).toBe(204);
    expect(existsSync(file)).toBe(false);
    expect(await t.db.knex('legal_representatives').where({ enterprise_id: company.enterpriseId }).first()).toBeUndefined();
    expect(await t.db.knex('enterprises').where({ id: company.enterpriseId }).first('enterprise_name', 'siren', 'logo_path')).toEqual({
      enterprise_name: 'Martin Conseil',
      siren: '542051180',
      logo_path: null,
    });
  });
});

describe('POST /kyc/level', () => {
  it('answers the level of the caller’s own provider user, and 404 for any other id', async () => {
    const signup = await t.request('/api/v1/user/signup/private', {
      method: 'POST',
      json: { user: privateSignup({ email: 'kyc@exemple.fr' }) },
    });
    const { auth_token: token } = await signup.json();
    // The provider user is made at the first payment, here a card registration.
    expect((await t.request('/api/v1/user/register_card', { method: 'POST', headers: bearer(token), json: {} })).status).toBe(200);
    const user = await (await t.request('/api/v1/user', { headers: bearer(token) })).json();
    const own = await t.request('/api/v1/kyc/level', {
      method: 'POST',
      headers: bearer(token),
      json: { mangopay_id: user.mangopay_user_id },
    });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ KYCLevel: 'LIGHT' });

    const other = await buildUser(t.db.knex, { mangopay_user_id: 'user_m_someone_else' });
    const otherToken = await signInAs(t.db.knex, t.clock, other);
    const foreign = await t.request('/api/v1/kyc/level', {
      method: 'POST',
      headers: bearer(otherToken),
      json: { mangopay_id: user.mangopay_user_id },
    });
    expect(foreign.status).toBe(404);
    const none = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
    expect((await t.request('/api/v1/kyc/level', { method: 'POST', headers: bearer(none), json: {} })).status).toBe(404);
  });
});
