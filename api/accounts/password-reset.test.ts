import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildUser, FACTORY_PASSWORD, signInAs } from '../../test/factories';
import type { OutboxMail } from '../mail/outbox.routes';
import { sendPasswordResetEmail } from './password-reset.service';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const reset = (json: unknown) => t.request('/api/v1/user/pwd/reset', { method: 'POST', json });
const confirm = (json: unknown) => t.request('/api/v1/user/pwd/reset/confirm', { method: 'POST', json });
const login = (email: string, password: string) => t.request('/api/v1/user/auth', { method: 'POST', json: { email, password } });

async function mailsTo(email: string): Promise<OutboxMail[]> {
  const res = await t.outbox(email);
  expect(res.status).toBe(200);
  return res.json();
}

/** The token of the newest reset link e-mailed to `email`. */
async function tokenFor(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const link = mail?.text.match(/https?:\/\/\S+\/reinitialiser-mot-de-passe\?token=(\S+)/);
  if (!link?.[1]) throw new Error(`no reset link for ${email}`);
  return decodeURIComponent(link[1]);
}

const NEW_PASSWORD = { password: 'Nouveau-2026!', password_confirmation: 'Nouveau-2026!' };

describe('POST /user/pwd/reset', () => {
  it('e-mails a single-use link valid one hour (202), written to the outbox as .eml', async () => {
    const user = await buildUser(t.db.knex, { email: 'oubli@exemple.fr', firstname: 'Yasmine' });
    const res = await reset({ email: 'Oubli@Exemple.fr' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ detail: 'Un e-mail est envoyé pour vous permettre de changer votre mot de passe' });
    const [mail] = await mailsTo('oubli@exemple.fr');
    expect(mail).toMatchObject({ subject: 'Réinitialisation de votre mot de passe Entraide', to: 'oubli@exemple.fr' });
    expect(mail?.text).toContain('Bonjour Yasmine,');
    expect(mail?.html).toContain('Choisir un nouveau mot de passe');
    const token = await tokenFor('oubli@exemple.fr');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await t.db.knex('password_reset_tokens').where({ user_id: user.id }).first('token_hash', 'expires_at');
    expect(row.token_hash).not.toContain(token);
    expect(new Date(row.expires_at).toISOString()).toBe('2026-11-22T11:00:00.000Z');
  });

  it.each([
    [{ email: 'personne@exemple.fr' }, 404, "L'e-mail n'existe pas dans la base de données."],
    [{ email: 'pas-un-email' }, 422, "Votre e-mail n'est pas valide"],
    [{}, 422, 'Votre e-mail est obligatoire'],
  ])('answers %j with %i', async (body, status, detail) => {
    const res = await reset(body);
    expect(res.status).toBe(status);
    expect((await res.json()).errors[0].detail).toBe(detail);
  });
});

describe('POST /user/pwd/reset/confirm', () => {
  it('sets the new password, revokes the sessions, and the link then says it was used', async () => {
    const user = await buildUser(t.db.knex, { email: 'nouveau.mdp@exemple.fr' });
    const session = await signInAs(t.db.knex, t.clock, user);
    await reset({ email: user.email });
    const token = await tokenFor(user.email);
    const res = await confirm({ token, ...NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ detail: 'Votre mot de passe est mis à jour' });
    expect((await t.request('/api/v1/user', { headers: bearer(session) })).status).toBe(401);
    expect((await login(user.email, FACTORY_PASSWORD)).status).toBe(401);
    expect((await login(user.email, NEW_PASSWORD.password)).status).toBe(200);
    const again = await confirm({ token, ...NEW_PASSWORD });
    expect(again.status).toBe(422);
    expect((await again.json()).errors).toEqual([
      { code: 'reset_token_used', detail: 'Ce lien a déjà été utilisé. Demandez un nouveau lien si besoin.', field: 'token' },
    ]);
  });

  it('uses up the older links of the account too', async () => {
    const user = await buildUser(t.db.knex, { email: 'deux.liens@exemple.fr' });
    await reset({ email: user.email });
    const older = await tokenFor(user.email);
    t.clock.advance(1000);
    await reset({ email: user.email });
    const newer = await tokenFor(user.email);
    expect(newer).not.toBe(older);
    expect((await confirm({ token: newer, ...NEW_PASSWORD })).status).toBe(200);
    expect((await (await confirm({ token: older, ...NEW_PASSWORD })).json()).errors[0].code).toBe('reset_token_used');
  });

  it('refuses a link after one hour, an unknown link and a different confirmation', async () => {
    const user = await buildUser(t.db.knex, { email: 'expire@exemple.fr' });
    await reset({ email: user.email });
    const token = await tokenFor(user.email);
    t.clock.advance(60 * 60 * 1000);
    const expired = await confirm({ token, ...NEW_PASSWORD });
    expect(expired.status).toBe(422);
    expect((await expired.json()).errors[0]).toMatchObject({ code: 'reset_token_expired', field: 'token' });
    expect((await login(user.email, FACTORY_PASSWORD)).status).toBe(200);

    const unknown = await confirm({ token: 'A'.repeat(43), ...NEW_PASSWORD });
    expect((await unknown.json()).errors[0].code).toBe('reset_token_invalid');
    const malformed = await confirm({ token: 'court', ...NEW_PASSWORD });
    expect((await malformed.json()).errors[0].code).toBe('reset_token_invalid');
    const mismatch = await confirm({ token, password: 'Nouveau-2026!', password_confirmation: 'Autre' });
    expect(mismatch.status).toBe(422);
    expect((await mismatch.json()).errors).toEqual([
      {
        code: 'notEquivalent',
        detail: 'Votre confirmation de mot de passe doit être identique à votre mot de passe',
        field: 'password_confirmation',
      },
    ]);
  });
});

describe('the reset e-mail job', () => {
  it('throws when the mail cannot be sent (so the job is retried) and leaves no usable link behind', async () => {
    const user = await buildUser(t.db.knex);
    const failing = { ...t.deps, mail: { send: async () => Promise.reject(new Error('SMTP down')) } };
    await expect(sendPasswordResetEmail(failing, { userId: user.id })).rejects.toThrow('SMTP down');
    expect(await t.db.knex('password_reset_tokens').where({ user_id: user.id }).first()).toBeUndefined();
  });
});
