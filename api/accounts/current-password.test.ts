// A session alone cannot change the sign-in details: the profile's e-mail and password form also needs
// the current password, and guessing it through the form is throttled per account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildUser, FACTORY_PASSWORD, FACTORY_PASSWORD_HASH, signInAs } from '../../test/factories';
import { CURRENT_PASSWORD_PER_ACCOUNT } from './current-password';
import { login, tokenMailed, updateCredentials } from './testing/credential-flows';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const NEW = { password: 'Nouveau-2026!', password_confirmation: 'Nouveau-2026!' };
const pending = async (token: string) =>
  (await (await t.request('/api/v1/user/email/pending', { headers: bearer(token) })).json()).pending_email;
const storedHash = async (id: number) => (await t.db.knex('users').where({ id }).first('password_hash')).password_hash;

async function update(token: string, user: unknown) {
  const res = await updateCredentials(t, token, user);
  return { status: res.status, body: await res.json(), retryAfter: res.headers.get('Retry-After') };
}

describe('the current password', () => {
  it('is required for a new password: refused without it or when wrong (422), accepted when right', async () => {
    const user = await buildUser(t.db.knex);
    const token = await signInAs(t.db.knex, t.clock, user);
    const without = await update(token, { email: user.email, ...NEW });
    expect(without.status).toBe(422);
    expect(without.body.errors).toEqual([
      { code: 'current_password_required', detail: 'Votre mot de passe actuel est obligatoire', field: 'current_password' },
    ]);
    const wrong = await update(token, { email: user.email, ...NEW, current_password: 'Pas-le-bon-2026!' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([
      { code: 'current_password_invalid', detail: 'Votre mot de passe actuel est incorrect', field: 'current_password' },
    ]);
    expect(await storedHash(user.id)).toBe(FACTORY_PASSWORD_HASH);
    expect((await login(t, user.email, 'Nouveau-2026!')).status).toBe(401);

    const right = await update(token, { email: user.email, ...NEW, current_password: FACTORY_PASSWORD });
    expect(right.status).toBe(200);
    expect((await login(t, user.email, 'Nouveau-2026!')).status).toBe(200);
    expect((await login(t, user.email, FACTORY_PASSWORD)).status).toBe(401);
  });

  it('is required for a new e-mail address too: nothing is asked for without it', async () => {
    const user = await buildUser(t.db.knex);
    const token = await signInAs(t.db.knex, t.clock, user);
    const without = await update(token, { email: 'ailleurs.sans@exemple.fr', password: '', password_confirmation: '' });
    expect(without.status).toBe(422);
    expect(without.body.errors[0].code).toBe('current_password_required');
    const wrong = await update(token, { email: 'ailleurs.sans@exemple.fr', current_password: 'Devine-2026!' });
    expect(wrong.body.errors[0].code).toBe('current_password_invalid');
    expect(await pending(token)).toBeNull();
    const right = await update(token, { email: 'ailleurs.sans@exemple.fr', current_password: FACTORY_PASSWORD });
    expect(right.status).toBe(200);
    expect(await pending(token)).toMatchObject({ email: 'ailleurs.sans@exemple.fr' });
  });

  it(`is no oracle: past ${CURRENT_PASSWORD_PER_ACCOUNT.limit} tries in 15 minutes even the right one waits (429), for that account only`, async () => {
    const user = await buildUser(t.db.knex);
    const token = await signInAs(t.db.knex, t.clock, user);
    for (let i = 0; i < CURRENT_PASSWORD_PER_ACCOUNT.limit; i++) {
      expect((await update(token, { ...NEW, current_password: `essai-${i}` })).status).toBe(422);
    }
    const blocked = await update(token, { ...NEW, current_password: FACTORY_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors[0]).toMatchObject({
      code: 'throttled',
      detail: 'Trop de tentatives. Pour votre sécurité, réessayez dans 15 minutes.',
    });
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    expect(await storedHash(user.id)).toBe(FACTORY_PASSWORD_HASH);

    const neighbour = await buildUser(t.db.knex);
    const neighbourToken = await signInAs(t.db.knex, t.clock, neighbour);
    expect((await update(neighbourToken, { ...NEW, current_password: FACTORY_PASSWORD })).status).toBe(200);

    t.clock.advance(CURRENT_PASSWORD_PER_ACCOUNT.windowMs);
    expect((await update(token, { ...NEW, current_password: FACTORY_PASSWORD })).status).toBe(200);
  });
});

describe('an account made with Facebook, without a password', () => {
  it('chooses its first password through the e-mailed link, not through the profile form', async () => {
    const user = await buildUser(t.db.knex, {
      email: 'facebook.seul@exemple.fr',
      password_hash: null,
      facebook_id: 'fb-sans-mot-de-passe',
    });
    const token = await signInAs(t.db.knex, t.clock, user);
    const refused = await update(token, { email: user.email, ...NEW, current_password: 'quelconque' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ code: 'password_not_set', field: 'password' });
    expect(await storedHash(user.id)).toBeNull();

    const asked = await t.request('/api/v1/user/pwd/reset', { method: 'POST', json: { email: user.email } });
    expect(asked.status).toBe(202);
    const resetToken = await tokenMailed(t, user.email, 'Réinitialisation de votre mot de passe Entraide', '/reinitialiser-mot-de-passe');
    const set = await t.request('/api/v1/user/pwd/reset/confirm', { method: 'POST', json: { token: resetToken, ...NEW } });
    expect(set.status).toBe(200);
    expect((await login(t, user.email, 'Nouveau-2026!')).status).toBe(200);
  });

  it('asks for a new e-mail without a current password (the links protect it)', async () => {
    const user = await buildUser(t.db.knex, { password_hash: null, facebook_id: 'fb-nouvelle-adresse' });
    const token = await signInAs(t.db.knex, t.clock, user);
    expect((await update(token, { email: 'facebook.nouvelle@exemple.fr', password: '', password_confirmation: '' })).status).toBe(200);
    expect(await pending(token)).toMatchObject({ email: 'facebook.nouvelle@exemple.fr' });
  });
});
