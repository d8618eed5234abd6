import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildUser, FACTORY_PASSWORD, signInAs } from '../../test/factories';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (json: unknown) => t.request('/api/v1/user/auth', { method: 'POST', json });
const me = (token: string) => t.request('/api/v1/user', { headers: bearer(token) });
const DAY = 86_400_000;

describe('POST /user/auth', () => {
  it('signs in whatever the e-mail case and answers {auth_token, user} with the role', async () => {
    const user = await buildUser(t.db.knex, { email: 'lea.martin@exemple.fr', firstname: 'Léa' });
    const res = await login({ email: ' Lea.Martin@EXEMPLE.fr ', password: FACTORY_PASSWORD });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.auth_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      id: user.id,
      firstname: 'Léa',
      role: { id: 1, name: 'private' },
      mangopay_user: true,
      mangopay_user_id: null,
    });
    expect((await me(body.auth_token)).status).toBe(200);
  });

  it('answers the same 401 for an unknown e-mail, a wrong password, a closed account and a password-less account', async () => {
    await buildUser(t.db.knex, { email: 'connu@exemple.fr' });
    await buildUser(t.db.knex, { email: 'ferme@exemple.fr', deleted_at: new Date('2026-11-01T00:00:00Z') });
    await buildUser(t.db.knex, { email: 'facebook@exemple.fr', password_hash: null, facebook_id: '1234' });
    const answers = await Promise.all([
      login({ email: 'inconnu@exemple.fr', password: FACTORY_PASSWORD }),
      login({ email: 'connu@exemple.fr', password: 'mauvais-mot-de-passe' }),
      login({ email: 'ferme@exemple.fr', password: FACTORY_PASSWORD }),
      login({ email: 'facebook@exemple.fr', password: FACTORY_PASSWORD }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        errors: [{ code: 'invalid_credentials', detail: 'E-mail ou mot de passe incorrect' }],
      });
    }
  });

  it('lists the missing or malformed fields with 422', async () => {
    const empty = await login({});
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors).toEqual([
      { code: 'invalid_type', detail: 'Votre adresse e-mail est obligatoire', field: 'email' },
      { code: 'invalid_type', detail: 'Votre mot de passe est obligatoire', field: 'password' },
    ]);
    const malformed = await login({ email: 'pas-un-email', password: 'x' });
    expect(malformed.status).toBe(422);
    expect((await malformed.json()).errors[0].detail).toBe('Votre adresse e-mail est invalide');
  });
});

describe('sessions', () => {
  it('refuses GET /user without a token (401) and with a malformed or unknown one (session expired)', async () => {
    const none = await t.request('/api/v1/user');
    expect(none.status).toBe(401);
    expect((await none.json()).errors[0]).toEqual({ code: 'unauthorized', detail: 'Vous devez être connecté' });
    for (const header of ['Bearer pas-un-jeton', `Bearer ${'A'.repeat(43)}`, 'Basic abc']) {
      const res = await t.request('/api/v1/user', { headers: { Authorization: header } });
      expect(res.status).toBe(401);
      expect((await res.json()).errors[0].code).toBe('invalid_token');
    }
  });

  it('expires 30 days after the last use, and each use moves the expiry (sliding)', async () => {
    const user = await buildUser(t.db.knex);
    const token = await signInAs(t.db.knex, t.clock, user);
    t.clock.advance(20 * DAY);
    expect((await me(token)).status).toBe(200);
    t.clock.advance(20 * DAY);
    expect((await me(token)).status).toBe(200); // 40 days after sign-in, 20 after the last use
    t.clock.advance(30 * DAY + 1000);
    const expired = await me(token);
    expect(expired.status).toBe(401);
    expect((await expired.json()).errors[0]).toEqual({
      code: 'invalid_token',
      detail: 'Votre session a expiré, merci de vous reconnecter',
    });
  });

  it('DELETE /user/auth revokes that token only', async () => {
    const user = await buildUser(t.db.knex);
    const phone = await signInAs(t.db.knex, t.clock, user);
    const laptop = await signInAs(t.db.knex, t.clock, user);
    const out = await t.request('/api/v1/user/auth', { method: 'DELETE', headers: bearer(phone) });
    expect(out.status).toBe(204);
    expect((await me(phone)).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
    const again = await t.request('/api/v1/user/auth', { method: 'DELETE', headers: bearer(phone) });
    expect(again.status).toBe(401);
  });

  it('stops a closed account’s sessions at once', async () => {
    const user = await buildUser(t.db.knex);
    const token = await signInAs(t.db.knex, t.clock, user);
    await t.db.knex('users').where({ id: user.id }).update({ deleted_at: t.clock.now() });
    expect((await me(token)).status).toBe(401);
  });
});
