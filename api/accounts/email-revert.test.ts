// Someone holding a session and the password (phished), and a mailbox of their own, can change the
// account's e-mail: once the new address is confirmed, the previous one is told at once and can take the
// account back with a single-use link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildUser, FACTORY_PASSWORD, signInAs } from '../../test/factories';
import {
  changeEmail,
  login as loginAs,
  mailsTo as mailsOf,
  revertToken as revertTokenOf,
  updateCredentials,
} from './testing/credential-flows';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const update = (token: string, user: unknown) => updateCredentials(t, token, user);
const revert = (json: unknown) => t.request('/api/v1/user/email/revert', { method: 'POST', json });
const me = (token: string) => t.request('/api/v1/user', { headers: bearer(token) });
const login = (email: string, password: string) => loginAs(t, email, password);
const mailsTo = (email: string) => mailsOf(t, email);
const revertToken = (email: string) => revertTokenOf(t, email);

async function hijacked(email: string, newEmail: string, password?: string) {
  const user = await buildUser(t.db.knex, { email, firstname: 'Maëlle' });
  const owner = await signInAs(t.db.knex, t.clock, user);
  const thief = await signInAs(t.db.knex, t.clock, user);
  const passwords = password ? { password, password_confirmation: password } : {};
  await changeEmail(t, thief, newEmail, passwords);
  return { user, owner, thief };
}

describe('an e-mail change', () => {
  it('tells the previous address, naming the new one, with a link valid 7 days', async () => {
    await hijacked('avant@exemple.fr', 'pirate@exemple.fr');
    const [mail] = await mailsTo('avant@exemple.fr');
    expect(mail).toMatchObject({ to: 'avant@exemple.fr', subject: 'Adresse e-mail modifiée sur votre compte Entraide' });
    expect(mail?.text).toContain('Bonjour Maëlle,');
    expect(mail?.text).toContain('Les prochains messages iront à pirate@exemple.fr.');
    expect(mail?.text).toContain('valable 7 jours');
    expect(mail?.html).toContain('Annuler ce changement et sécuriser mon compte');
    expect(await revertToken('avant@exemple.fr')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await mailsTo('pirate@exemple.fr')).map((m) => m.subject)).toEqual(['Confirmez votre nouvelle adresse e-mail Entraide']);
  });

  it('is undone by the link: previous address back, every session closed, a reset link sent there; once only', async () => {
    const { user, owner, thief } = await hijacked('reprise@exemple.fr', 'voleur@exemple.fr', 'Pirate-2026!');
    const token = await revertToken('reprise@exemple.fr');
    const res = await revert({ token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      detail:
        'Votre adresse e-mail est rétablie et tous les appareils sont déconnectés. Un e-mail vous permet de choisir un nouveau mot de passe.',
    });
    expect((await t.db.knex('users').where({ id: user.id }).first('email')).email).toBe('reprise@exemple.fr');
    expect((await me(thief)).status).toBe(401);
    expect((await me(owner)).status).toBe(401);
    expect((await login('voleur@exemple.fr', 'Pirate-2026!')).status).toBe(401);
    const subjects = (await mailsTo('reprise@exemple.fr')).map((m) => m.subject);
    expect(subjects).toContain('Réinitialisation de votre mot de passe Entraide');
    const again = await revert({ token });
    expect(again.status).toBe(422);
    expect((await again.json()).errors).toEqual([
      { code: 'revert_token_used', detail: 'Ce lien a déjà été utilisé : votre adresse a été rétablie.', field: 'token' },
    ]);
  });

  it('refuses an expired link, an unknown one and a missing one, changing nothing', async () => {
    const { user } = await hijacked('lent@exemple.fr', 'nouveau.lent@exemple.fr');
    const token = await revertToken('lent@exemple.fr');
    t.clock.advanceDays(7);
    const expired = await revert({ token });
    expect(expired.status).toBe(422);
    expect((await expired.json()).errors[0].code).toBe('revert_token_expired');
    const unknown = await revert({ token: 'A'.repeat(43) });
    expect((await unknown.json()).errors[0].code).toBe('revert_token_invalid');
    const missing = await revert({});
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors[0].field).toBe('token');
    expect((await t.db.knex('users').where({ id: user.id }).first('email')).email).toBe('nouveau.lent@exemple.fr');
  });

  it('answers 409 when the previous address has since been taken by another account', async () => {
    const { user } = await hijacked('libre@exemple.fr', 'ailleurs@exemple.fr');
    const token = await revertToken('libre@exemple.fr');
    await buildUser(t.db.knex, { email: 'libre@exemple.fr' });
    const res = await revert({ token });
    expect(res.status).toBe(409);
    expect((await res.json()).errors[0].code).toBe('revert_email_taken');
    expect((await t.db.knex('users').where({ id: user.id }).first('email')).email).toBe('ailleurs@exemple.fr');
  });
});

describe('a password change alone', () => {
  it('tells the account’s address, without a revert link; an unchanged profile sends nothing', async () => {
    const user = await buildUser(t.db.knex, { email: 'mdp.seul@exemple.fr' });
    const token = await signInAs(t.db.knex, t.clock, user);
    await update(token, { email: user.email, password: '', password_confirmation: '' });
    expect(await mailsTo('mdp.seul@exemple.fr')).toEqual([]);
    await update(token, {
      email: user.email,
      password: 'Nouveau-2026!',
      password_confirmation: 'Nouveau-2026!',
      current_password: FACTORY_PASSWORD,
    });
    const mails = await mailsTo('mdp.seul@exemple.fr');
    expect(mails.map((m) => m.subject)).toEqual(['Mot de passe modifié sur votre compte Entraide']);
    expect(mails[0]?.text).toContain('/authentification-cagnotte-solidaire-don-association');
    expect(mails[0]?.text).not.toContain('securiser-mon-compte');
    expect((await login(user.email, FACTORY_PASSWORD)).status).toBe(401);
  });
});
