import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildCompany, buildUser, signInAs } from '../../test/factories';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function put(token: string, json: unknown) {
  const res = await t.request('/api/v1/user', { method: 'PUT', headers: bearer(token), json });
  return { status: res.status, body: await res.json() };
}
const detailAt = (body: { errors: Array<{ field: string; detail: string; code: string }> }, field: string) =>
  body.errors.find((e) => e.field === field);

const address = { address_line_1: '8 quai des Chartrons', post_code: '33000', city: 'Bordeaux', country_iso: 'fr' };
const representative = {
  firstname: 'Inès',
  name: 'Bernard',
  birth_date: '1980-06-01',
  email: 'ines.bernard@exemple.fr',
  nationality_iso: '',
};

describe('PUT /user, private profile', () => {
  it('saves names, gender, phone, birth date and address', async () => {
    const user = await buildUser(t.db.knex);
    const token = await signInAs(t.db.knex, t.clock, user);
    const { status, body } = await put(token, {
      user: { firstname: 'Élodie', name: "N'Diaye", gender: 'female', mob_phone: '', birth_date: '2008-11-22', user_adress: address },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      firstname: 'Élodie',
      name: "N'Diaye",
      mob_phone: null,
      birth_date: '2008-11-22', // 18 today: enough for a profile
      user_adress: { ...address, country_iso: 'FR' },
    });
  });

  it('lists missing fields and refuses someone under 18', async () => {
    const token = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
    const empty = await put(token, { user: {} });
    expect(empty.status).toBe(422);
    expect(detailAt(empty.body, 'firstname')?.detail).toBe('Votre prénom est obligatoire');
    expect(detailAt(empty.body, 'gender')?.detail).toBe('Votre civilité est obligatoire');
    expect(detailAt(empty.body, 'birth_date')?.detail).toBe('Votre date de naissance est obligatoire');
    expect(detailAt(empty.body, 'user_adress')?.detail).toBe('Votre adresse est obligatoire');
    const young = await put(token, {
      user: { firstname: 'Léo', name: 'Petit', gender: 'male', birth_date: '2008-11-23', user_adress: address },
    });
    expect(young.status).toBe(422);
    expect(detailAt(young.body, 'birth_date')).toMatchObject({ code: 'invalid_birth_date' });
  });
});

describe('PUT /user, company forms', () => {
  it('saves the account form (civility, names, phone) without touching the company', async () => {
    const company = await buildCompany(t.db.knex);
    const token = await signInAs(t.db.knex, t.clock, company);
    const { status, body } = await put(token, { user: { gender: 'female', firstname: 'Claire', name: 'Martin', mob_phone: '0611223344' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ gender: 'female', firstname: 'Claire', mob_phone: '0611223344' });
    expect(body.entreprise.enterprise_name).toBe('Martin Conseil');
  });

  it('saves the company form: company, head office (on the user too) and legal representative', async () => {
    const company = await buildCompany(t.db.knex);
    const token = await signInAs(t.db.knex, t.clock, company);
    const { status, body } = await put(token, {
      user: { user_adress: address },
      entreprise: {
        enterprise_name: 'Bernard & Fils',
        siren: '732 829 320',
        legal_form: 'SARL',
        fix_phone: '05 56 00 00 00',
        representative,
      },
    });
    expect(status).toBe(200);
    expect(body.user_adress).toEqual({ ...address, country_iso: 'FR' });
    expect(body.entreprise).toMatchObject({
      enterprise_name: 'Bernard & Fils',
      siren: '732829320',
      legal_form: 'SARL',
      fix_phone: '05 56 00 00 00',
      representative: {
        firstname: 'Inès',
        name: 'Bernard',
        birth_date: '1980-06-01',
        email: 'ines.bernard@exemple.fr',
        nationality_iso: 'FR',
      },
    });
    const row = await t.db.knex('enterprises').where({ user_id: company.id }).first('city');
    expect(row.city).toBe('Bordeaux');
  });

  it.each([
    ['a SIREN with a wrong checksum', { siren: '732829321' }, 'entreprise.siren', "Le numéro SIREN n'est pas valide"],
    ['a missing legal form', { legal_form: '' }, 'entreprise.legal_form', 'La forme juridique est obligatoire'],
    [
      'a representative under 18',
      { representative: { ...representative, birth_date: '2010-01-01' } },
      'entreprise.representative.birth_date',
      "Vous n'avez pas l'âge requis pour utiliser l'application",
    ],
    [
      'a malformed representative e-mail',
      { representative: { ...representative, email: 'ines@' } },
      'entreprise.representative.email',
      "L'e-mail n'est pas valide",
    ],
  ])('refuses %s with 422 on the nested field', async (_, change, field, detail) => {
    const token = await signInAs(t.db.knex, t.clock, await buildCompany(t.db.knex));
    const { status, body } = await put(token, {
      user: { user_adress: address },
      entreprise: { enterprise_name: 'Bernard & Fils', siren: '732829320', legal_form: 'SARL', representative, ...change },
    });
    expect(status).toBe(422);
    expect(detailAt(body, field)?.detail).toBe(detail);
  });

  it('saves the representative page (no SIREN sent) and keeps the SIREN', async () => {
    const company = await buildCompany(t.db.knex);
    const token = await signInAs(t.db.knex, t.clock, company);
    const rep = { ...representative, rep_address: address };
    const { status, body } = await put(token, {
      user: { user_adress: address },
      entreprise: { enterprise_name: 'Martin Conseil', representative: rep },
    });
    expect(status).toBe(200);
    expect(body.entreprise.siren).toBe('542051180');
    expect(body.entreprise.representative.rep_address).toEqual({ ...address, country_iso: 'FR' });
    const missing = await put(token, {
      user: { user_adress: address },
      entreprise: { enterprise_name: 'Martin Conseil', representative: { ...rep, rep_address: {} } },
    });
    expect(missing.status).toBe(422);
    expect(detailAt(missing.body, 'entreprise.representative.rep_address.city')?.detail).toBe(
      'La ville du représentant légal est obligatoire',
    );
  });
});
