// The charity's legal details and its representative's strong authentication: French rules per field,
// the provider's legal user created (or updated, for a charity that has one from start-up) and read back
// from the emulator, the enrolment page with our encoded return page, and only a charity's representative,
// for its own charity, gets there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlFetch } from '@entraide/mangopay-sandbox';
import { startTestApp, type TestContext } from '../../test/app';
import { buildUser, signInAs } from '../../test/factories';
import { referenceIds } from '../pots/testing/pot-factories';
import { ensureCharityWallet } from '../payments/donations/testing/donation-flows';
import { call, signedInManager } from '../manager/testing/manager-flows';
import { legalDetailsBody, signedInCharity } from './testing/charity-flows';

let t: TestContext;
let fresh: { id: number; token: string }; // a charity without a provider user yet
let seeded: { id: number; token: string }; // a charity with its start-up provider user
let freshId: number;
let seededId: number;
beforeAll(async () => {
  t = await startTestApp();
  const ids = await referenceIds(t.db.knex);
  freshId = ids.charity;
  seededId = ids.charity2;
  await ensureCharityWallet(t, seededId);
  fresh = await signedInCharity(t, freshId, 'presidence@jardins.example');
  seeded = await signedInCharity(t, seededId, 'tresorerie@solidarite.example');
});
afterAll(() => t.close());

const put = (token: string | null, fields: Record<string, unknown>) =>
  call(t, token, '/charity/legal_details', { method: 'PUT', json: { legal_details: fields } });
const providerUserOf = async (id: number) =>
  (await t.db.knex('assocs').where({ id }).first('mangopay_user_id')).mangopay_user_id as string | null;

describe('legal details', () => {
  it('lists every failing field in French: RNA, SIREN key, postal code, representative of age', async () => {
    const empty = await put(fresh.token, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(
      [
        'address_line_1',
        'city',
        'country_iso',
        'organisation_name',
        'postal_code',
        'registration_kind',
        'registration_number',
        'representative_birth_date',
        'representative_country_of_residence',
        'representative_email',
        'representative_first_name',
        'representative_last_name',
        'representative_nationality',
        'representative_phone',
      ].sort(),
    );
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ registration_number: 'W75123456' }, 'registration_number', 'Le numéro RNA commence par W, suivi de 9 chiffres (ex. W751234567)'],
      [
        { registration_kind: 'siren', registration_number: '542051181' },
        'registration_number',
        'Le numéro SIREN compte 9 chiffres et sa clé doit être valide',
      ],
      [{ postal_code: '7501' }, 'postal_code', 'Le code postal doit compter 5 chiffres'],
      [{ representative_birth_date: '2008-11-23' }, 'representative_birth_date', 'Le représentant légal doit être majeur (18 ans ou plus)'],
      [{ representative_birth_date: '2026-02-30' }, 'representative_birth_date', 'Cette date de naissance n’est pas valide'],
      [{ representative_email: 'ines@' }, 'representative_email', 'L’adresse e-mail du représentant n’est pas valide'],
      [{ representative_phone: '12' }, 'representative_phone', 'Ce numéro de téléphone n’est pas valide'],
      [{ registration_kind: 'autre' }, 'registration_kind', 'Choisissez le numéro RNA ou le numéro SIREN'],
    ];
    for (const [override, field, detail] of cases) {
      const res = await put(fresh.token, legalDetailsBody(override));
      expect(res.status, field).toBe(422);
      expect(res.body.errors, JSON.stringify(override)).toEqual([expect.objectContaining({ field, detail })]);
    }
    // 18 today is of age; a valid SIREN (Luhn key) passes.
    expect(
      (
        await put(
          fresh.token,
          legalDetailsBody({ representative_birth_date: '2008-11-22', registration_kind: 'siren', registration_number: '542 051 180' }),
        )
      ).status,
    ).toBe(200);
    expect(await providerUserOf(freshId)).not.toBeNull();
  });

  it('stores the details and gives them to the provider legal user (ORGANIZATION, OWNER) created for a charity that had none', async () => {
    const res = await put(fresh.token, legalDetailsBody());
    expect(res.status).toBe(200);
    expect(res.body.legal_details).toMatchObject({
      organisation_name: 'Les Jardins Partagés du Val',
      registration_number: 'W751234567',
      representative_birth_date: '1980-04-12',
    });
    expect(res.body.sca).toEqual({ status: 'not_started' });
    const userId = await providerUserOf(freshId);
    const user = (await t.deps.payments.getUserSca(userId as string)) as Record<string, any>;
    expect(user).toMatchObject({
      PersonType: 'LEGAL',
      UserCategory: 'OWNER',
      LegalPersonType: 'ORGANIZATION',
      Name: 'Les Jardins Partagés du Val',
      CompanyNumber: 'W751234567',
      UserStatus: 'PENDING_USER_ACTION',
    });
    expect(user.HeadquartersAddress).toMatchObject({ AddressLine1: '12 rue des Lilas', PostalCode: '75011', City: 'Paris', Country: 'FR' });
    expect(user.LegalRepresentative).toMatchObject({
      FirstName: 'Inès',
      LastName: 'Moreau',
      Email: 'ines.moreau@jardins-partages.example',
    });
    // One provider user only (the second save updates it) and its wallet exists for donations.
    expect((t.sandbox?.records('users') ?? []).filter((u) => u.Tag === `assoc:${freshId}`)).toHaveLength(1);
    expect((await t.db.knex('assocs').where({ id: freshId }).first('mangopay_wallet_id')).mangopay_wallet_id).not.toBeNull();
  });

  it('updates the start-up provider user of a demo charity rather than making another', async () => {
    const before = await providerUserOf(seededId);
    const res = await put(
      seeded.token,
      legalDetailsBody({
        organisation_name: 'Solidarité Quartiers',
        representative_first_name: 'Yanis',
        representative_email: 'yanis@solidarite.example',
      }),
    );
    expect(res.status).toBe(200);
    expect(await providerUserOf(seededId)).toBe(before);
    const user = (await t.deps.payments.getUserSca(before as string)) as Record<string, any>;
    expect(user.Name).toBe('Solidarité Quartiers');
    expect(user.LegalRepresentative).toMatchObject({ FirstName: 'Yanis', Email: 'yanis@solidarite.example' });
  });

  it('sends the representative to the provider’s enrolment page and back, then shows SCA active', async () => {
    const res = await call(t, seeded.token, '/charity/sca_enrolment', { method: 'POST' });
    expect(res.status).toBe(200);
    const url = new URL(res.body.redirect_url);
    expect(url.searchParams.get('returnUrl')).toBe(`${t.deps.config.PUBLIC_URL}/association/espace/authentification/retour`);
    expect(res.body.redirect_url).toContain(
      `returnUrl=${encodeURIComponent(`${t.deps.config.PUBLIC_URL}/association/espace/authentification/retour`)}`,
    );
    expect((await call(t, seeded.token, '/charity/overview')).body.sca).toEqual({ status: 'pending' });
    expect((await call(t, seeded.token, '/charity/sca_enrolment/refresh', { method: 'POST' })).body).toEqual({
      sca: { status: 'pending' },
    });

    const userId = await providerUserOf(seededId);
    const enrolled = await controlFetch(t.sandbox, `/${t.sandbox?.clientId}/users/${userId}/sca-enroll`, { method: 'POST' });
    expect(enrolled.status).toBe(200);
    expect((await call(t, seeded.token, '/charity/sca_enrolment/refresh', { method: 'POST' })).body).toEqual({ sca: { status: 'active' } });
    const again = await call(t, seeded.token, '/charity/sca_enrolment', { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatchObject({ code: 'sca_already_active' });
    const overview = await call(t, seeded.token, '/charity/overview');
    expect(overview.body.steps).toMatchObject({ legal_details: true, sca: true, payout_account: false });
  });

  it('refuses the enrolment before the legal details', async () => {
    const other = await signedInCharity(
      t,
      (await t.db.knex('assocs').where({ active: true }).orderBy('id').offset(2).first('id')).id,
      'tiers@asso.example',
    );
    const res = await call(t, other.token, '/charity/sca_enrolment', { method: 'POST' });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({
      code: 'legal_details_missing',
      detail: 'Renseignez d’abord les informations légales de l’association.',
    });
    // Its own overview shows none of the other charities' details.
    const overview = await call(t, other.token, '/charity/overview');
    expect(overview.body.legal_details).toBeNull();
    expect(JSON.stringify(overview.body)).not.toContain('Moreau');
  });

  it('is for charity representatives only: 401 without a session, 403 for donors and managers', async () => {
    const donor = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
    const manager = (await signedInManager(t)).token;
    for (const [method, path] of [
      ['GET', '/charity/overview'],
      ['PUT', '/charity/legal_details'],
      ['POST', '/charity/sca_enrolment'],
      ['POST', '/charity/sca_enrolment/refresh'],
      ['GET', '/charity/money'],
      ['GET', '/charity/documents'],
      ['GET', '/charity/exports/money.csv'],
    ] as const) {
      expect((await call(t, null, path, { method })).status, path).toBe(401);
      const json = method === 'GET' ? undefined : { legal_details: legalDetailsBody() };
      expect((await call(t, donor, path, { method, json })).status, path).toBe(403);
      expect((await call(t, manager, path, { method, json })).status, path).toBe(403);
    }
  });
});
