import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { enterpriseSignup, privateSignup } from '../../test/accounts-fixtures';
import { bearer, buildUser } from '../../test/factories';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (path: string, user: unknown) => t.request(`/api/v1${path}`, { method: 'POST', json: { user } });
const errorsOf = async (res: Response) => ((await res.json()) as { errors: Array<{ code: string; detail: string; field: string }> }).errors;
const count = async (email: string) =>
  Number((await t.db.knex('users').whereRaw('lower(email) = lower(?)', [email]).count({ n: '*' }))[0]?.n);

describe('POST /user/signup/private', () => {
  it('creates a private account, answers 201 {auth_token, user} and the token opens the session', async () => {
    const res = await post('/user/signup/private', privateSignup());
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.auth_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      email: 'camille.durand@exemple.fr',
      firstname: 'Camille',
      name: 'Durand',
      gender: 'female',
      birth_date: '1990-04-12',
      mob_phone: '06 12 34 56 78',
      role: { id: 1, name: 'private' },
      user_adress: { address_line_1: '12 rue de la Paix', post_code: '75002', city: 'Paris', country_iso: 'FR' },
      entreprise: null,
    });
    expect(body.user).not.toHaveProperty('password_hash');

    const me = await t.request('/api/v1/user', { headers: bearer(body.auth_token) });
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe('camille.durand@exemple.fr');

    // Only the SHA-256 of the token is stored.
    const rows = await t.db.knex('auth_tokens').where({ user_id: body.user.id }).select('token_hash');
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(body.auth_token).digest('hex') }]);
  });

  it('hashes the password with argon2id m=19456 t=2 p=1', async () => {
    const res = await post('/user/signup/private', privateSignup({ email: 'hash.check@exemple.fr' }));
    expect(res.status).toBe(201);
    const row = await t.db.knex('users').where({ email: 'hash.check@exemple.fr' }).first('password_hash');
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(row.password_hash).not.toContain('Secret-2026!');
    const login = await t.request('/api/v1/user/auth', {
      method: 'POST',
      json: { email: 'hash.check@exemple.fr', password: 'Secret-2026!' },
    });
    expect(login.status).toBe(200);
  });

  it('refuses an e-mail already used in another case with 409 and a French message', async () => {
    await buildUser(t.db.knex, { email: 'deja.pris@exemple.fr' });
    const res = await post('/user/signup/private', privateSignup({ email: 'DEJA.Pris@Exemple.FR' }));
    expect(res.status).toBe(409);
    expect(await errorsOf(res)).toEqual([
      { code: 'email_taken', detail: 'Un compte existe déjà avec cette adresse e-mail', field: 'email' },
    ]);
    expect(await count('deja.pris@exemple.fr')).toBe(1);
  });

  it('lists every missing field with its message when the body is empty or has no wrapper', async () => {
    for (const body of [{ user: {} }, {}]) {
      const res = await t.request('/api/v1/user/signup/private', { method: 'POST', json: body });
      expect(res.status).toBe(422);
      const details = Object.fromEntries((await errorsOf(res)).map((e) => [e.field, e.detail]));
      expect(details).toMatchObject({
        email: 'Votre adresse e-mail est obligatoire',
        firstname: 'Votre prénom est obligatoire',
        name: 'Votre nom est obligatoire',
        gender: 'Votre civilité est obligatoire',
        password: 'Votre mot de passe est obligatoire',
        password_confirmation: 'Votre confirmation de mot de passe est obligatoire',
        accept_conditions: 'Vous devez accepter les termes et conditions du site',
        birth_date: 'Votre date de naissance est obligatoire',
        address_line_1: 'Votre adresse est obligatoire',
        post_code: 'Votre code postal est obligatoire',
        city: 'Votre ville est obligatoire',
      });
    }
  });

  it.each([
    ['malformed e-mail', { email: 'pas-un-email' }, 'email', 'Votre adresse e-mail est invalide'],
    ['too short first name', { firstname: 'A' }, 'firstname', "Votre prénom n'est pas valide"],
    ['name with a leading hyphen', { name: '-Durand' }, 'name', "Votre nom n'est pas valide"],
    ['name with digits', { name: 'Durand2' }, 'name', "Votre nom n'est pas valide"],
    ['unreadable birth date', { birth_date: '12-04-1990' }, 'birth_date', 'Date invalide'],
    [
      'different confirmation',
      { password_confirmation: 'Autre-2026!' },
      'password_confirmation',
      'Votre confirmation de mot de passe doit être identique à votre mot de passe',
    ],
    ['terms not accepted', { accept_conditions: false }, 'accept_conditions', 'Vous devez accepter les termes et conditions du site'],
    ['unknown gender', { gender: 'other' }, 'gender', 'Votre civilité est obligatoire'],
    ['malformed phone', { mob_phone: 'abc' }, 'mob_phone', "Le numéro de téléphone n'est pas valide"],
    [
      'password over 128 characters',
      { password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) },
      'password',
      'Votre mot de passe ne doit pas dépasser 128 caractères',
    ],
    ['company role on the private route', { role_id: 2 }, 'role_id', "Le type de compte n'est pas valide"],
    [
      'French postal code of 4 digits',
      { post_code: '7500', country_iso: 'FR' },
      'post_code',
      'Le code postal doit compter 5 chiffres en France',
    ],
  ])('refuses a %s with 422', async (_, change, field, detail) => {
    const res = await post('/user/signup/private', privateSignup({ email: `bad.${field}@exemple.fr`, ...change }));
    expect(res.status).toBe(422);
    expect((await errorsOf(res)).find((e) => e.field === field)?.detail).toBe(detail);
    expect(await count(`bad.${field}@exemple.fr`)).toBe(0);
  });

  it('takes a postal code abroad with its own rule (Belgium, 4 digits)', async () => {
    const res = await post('/user/signup/private', privateSignup({ email: 'belge@exemple.fr', post_code: '1000', country_iso: 'BE' }));
    expect(res.status).toBe(201);
  });

  it('refuses someone who turns 18 today (code invalid_birth_date) and accepts one day older', async () => {
    const young = await post('/user/signup/private', privateSignup({ email: 'jeune@exemple.fr', birth_date: '2008-11-22' }));
    expect(young.status).toBe(422);
    expect(await errorsOf(young)).toEqual([
      { code: 'invalid_birth_date', detail: "Vous n'avez pas l'âge requis pour utiliser l'application", field: 'birth_date' },
    ]);
    const adult = await post('/user/signup/private', privateSignup({ email: 'adulte@exemple.fr', birth_date: '2008-11-21' }));
    expect(adult.status).toBe(201);
  });
});

describe('POST /user/signup/enterprise and POST /signup', () => {
  it('creates a company account with its enterprise and legal representative', async () => {
    const res = await post('/user/signup/enterprise', enterpriseSignup());
    expect(res.status).toBe(201);
    const { user } = await res.json();
    expect(user.role).toEqual({ id: 2, name: 'enterprise' });
    expect(user.entreprise).toMatchObject({
      enterprise_name: 'Martin Conseil',
      siren: '542051180',
      legal_form: 'SAS',
      logo: null,
      representative: { gender: 'male', firstname: 'Paul', name: 'Martin', email: 'contact@martin-conseil.fr', nationality_iso: 'FR' },
    });
  });

  it.each([
    ['SIREN with a wrong checksum', { siren: '542051181' }, 'siren', "Le numéro SIREN n'est pas valide", 'SIREN_INVALID'],
    ['missing company name', { enterprise_name: ' ' }, 'enterprise_name', "Le nom de l'entreprise est obligatoire", 'too_small'],
    ['unknown legal form', { legal_form: 'GIE' }, 'legal_form', "La forme juridique n'est pas valide", 'invalid_value'],
    [
      'missing representative first name',
      { rep_firstname: '' },
      'rep_firstname',
      'Le prénom du représentant légal est obligatoire',
      'too_small',
    ],
    [
      'missing representative civility',
      { rep_gender: undefined },
      'rep_gender',
      'La civilité du représentant légal est obligatoire',
      'invalid_value',
    ],
  ])('refuses a %s with 422', async (_, change, field, detail, code) => {
    const res = await post('/user/signup/enterprise', enterpriseSignup({ email: `ent.${field}@exemple.fr`, ...change }));
    expect(res.status).toBe(422);
    expect((await errorsOf(res)).find((e) => e.field === field)).toEqual({ code, detail, field });
  });

  it('takes the role from role_id on the older route and refuses a manager role', async () => {
    const company = await post('/signup', enterpriseSignup({ email: 'older@exemple.fr' }));
    expect(company.status).toBe(201);
    expect((await company.json()).user.role.name).toBe('enterprise');
    const manager = await post('/signup', privateSignup({ email: 'manager@exemple.fr', role_id: 3 }));
    expect(manager.status).toBe(422);
    expect((await errorsOf(manager))[0]?.detail).toBe("Le type de compte n'est pas valide");
  });
});
