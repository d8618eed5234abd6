import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildCompany, buildUser, FACTORY_PASSWORD, FACTORY_PASSWORD_HASH, signInAs } from '../../test/factories';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function update(token: string, user: unknown) {
  const res = await t.request('/api/v1/user/pwd/update', { method: 'PUT', headers: bearer(token), json: { user } });
  return { status: res.status, body: await res.json() };
}
const login = (email: string, password: string) => t.request('/api/v1/user/auth', { method: 'POST', json: { email, password } });
const me = (token: string) => t.request('/api/v1/user', { headers: bearer(token) });

describe('PUT /user/pwd/update', () => {
  it('changes nothing when both password fields are empty', async () => {
    const user = await buildUser(t.db.knex);
    const token = await signInAs(t.db.knex, t.clock, user);
    const { status } = await update(token, { email: user.email, password: '', password_confirmation: '' });
    expect(status).toBe(200);
    const row = await t.db.knex('users').where({ id: user.id }).first('password_hash');
    expect(row.password_hash).toBe(FACTORY_PASSWORD_HASH);
  });

  it('sets a new password, keeps this session and revokes the others', async () => {
    const user = await buildUser(t.db.knex);
    const here = await signInAs(t.db.knex, t.clock, user);
    const elsewhere = await signInAs(t.db.knex, t.clock, user);
    const { status } = await update(here, {
      email: user.email,
      password: 'Nouveau-2026!',
      password_confirmation: 'Nouveau-2026!',
      current_password: FACTORY_PASSWORD,
    });
    expect(status).toBe(200);
    expect((await me(here)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await login(user.email, FACTORY_PASSWORD)).status).toBe(401);
    expect((await login(user.email, 'Nouveau-2026!')).status).toBe(200);
  });

  it('refuses a confirmation that differs (notEquivalent), with the company profile wording for companies', async () => {
    const privateToken = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
    const privateAnswer = await update(privateToken, { password: 'Nouveau-2026!', password_confirmation: 'Autre' });
    expect(privateAnswer.status).toBe(422);
    expect(privateAnswer.body.errors).toEqual([
      {
        code: 'notEquivalent',
        detail: 'Votre confirmation de mot de passe doit être identique à votre mot de passe',
        field: 'password_confirmation',
      },
    ]);
    const companyToken = await signInAs(t.db.knex, t.clock, await buildCompany(t.db.knex));
    const companyAnswer = await update(companyToken, {
      password: 'Nouveau-2026!',
      password_confirmation: '',
      current_password: FACTORY_PASSWORD,
    });
    expect(companyAnswer.body.errors[0]).toMatchObject({ detail: 'Votre confirmation de mot de passe est obligatoire' });
    const mismatch = await update(companyToken, { password: 'Nouveau-2026!', password_confirmation: 'Autre' });
    expect(mismatch.body.errors[0].detail).toBe('- Votre confirmation de mot de passe est invalide');
  });

  it('lets a private person ask for a new e-mail, but not one used in another case (409)', async () => {
    const user = await buildUser(t.db.knex);
    await buildUser(t.db.knex, { email: 'occupe@exemple.fr' });
    const token = await signInAs(t.db.knex, t.clock, user);
    const taken = await update(token, { email: 'OCCUPE@exemple.fr', current_password: FACTORY_PASSWORD });
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0]).toMatchObject({ code: 'email_taken', field: 'email' });
    const malformed = await update(token, { email: 'nouvelle@', current_password: FACTORY_PASSWORD });
    expect(malformed.status).toBe(422);
    const asked = await update(token, { email: 'Nouvelle.Adresse@exemple.fr', current_password: FACTORY_PASSWORD });
    expect(asked.status).toBe(200);
    expect(asked.body.email).toBe(user.email); // until the link sent to the new address is opened
    const pending = await t.request('/api/v1/user/email/pending', { headers: bearer(token) });
    expect((await pending.json()).pending_email).toMatchObject({ email: 'nouvelle.adresse@exemple.fr' });
  });

  it('keeps a company e-mail read-only', async () => {
    const company = await buildCompany(t.db.knex);
    const token = await signInAs(t.db.knex, t.clock, company);
    const same = await update(token, { email: company.email.toUpperCase() });
    expect(same.status).toBe(200);
    const other = await update(token, { email: 'autre@exemple.fr', current_password: FACTORY_PASSWORD });
    expect(other.status).toBe(422);
    expect(other.body.errors[0]).toEqual({
      code: 'email_read_only',
      detail: "L'e-mail d'un compte entreprise ne peut pas être modifié",
      field: 'email',
    });
  });
});
