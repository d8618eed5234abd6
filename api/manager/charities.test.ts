// Managers edit charities: create (with its provider wallet), edit fields, tax rates, certification and
// receipt type, upload a logo, deactivate (it leaves the public directory) and reactivate; every change
// is in the audit log with who and when. `npm run manager:create` makes the first manager.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { realImage } from '../pots/testing/image-fixtures';
import { createManager } from './manager-account.service';
import { call, signedInManager } from './testing/manager-flows';
import { enrolAtSignIn } from '../accounts/testing/second-factor-flows';

let t: TestContext;
let manager: { id: number; token: string };
beforeAll(async () => {
  t = await startTestApp();
  manager = await signedInManager(t);
});
afterAll(() => t.close());

describe('charities in the manager area', () => {
  it('creates, edits, deactivates and reactivates a charity, each change audited', async () => {
    const category = await t.db.knex('assoc_categories').orderBy('id').first('id');
    const created = await call(t, manager.token, '/manager/charities', {
      method: 'POST',
      json: {
        charity: {
          name: 'Les Ateliers du Quartier Vert',
          category_id: category.id,
          description: 'Jardins partagés',
          tax_rates: [
            { assoc_type: 'PRIVATE', value: 66 },
            { assoc_type: 'ENTERPRISE', value: 60 },
          ],
        },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Les Ateliers du Quartier Vert',
      url: 'les-ateliers-du-quartier-vert',
      cerfa_type: 'GENERATED',
      active: true,
    });
    expect(created.body.tax_rates).toEqual([
      { assoc_type: 'ENTERPRISE', value: 60 },
      { assoc_type: 'PRIVATE', value: 66 },
    ]);
    const id = created.body.id as number;
    // Its escrow wallet was created at the provider by the job.
    const row = await t.db.knex('assocs').where({ id }).first('mangopay_wallet_id');
    expect(t.sandbox?.records('wallets').some((w) => w.Id === row.mangopay_wallet_id)).toBe(true);

    const edited = await call(t, manager.token, `/manager/charities/${id}`, {
      method: 'PUT',
      json: {
        charity: {
          cerfa_type: 'SENT_BY_ASSOC',
          certification_code: 'ENTRAIDE',
          tax_rates: [{ assoc_type: 'PRIVATE', value: 75 }],
          about: '<p>Bonjour<script>alert(1)</script></p>',
        },
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ cerfa_type: 'SENT_BY_ASSOC', certification_code: 'ENTRAIDE', about: '<p>Bonjour</p>' });
    expect(edited.body.tax_rates).toContainEqual({ assoc_type: 'PRIVATE', value: 75 });
    const invalid = await call(t, manager.token, `/manager/charities/${id}`, {
      method: 'PUT',
      json: { charity: { cerfa_type: 'PAPER', tax_rates: [{ assoc_type: 'PRIVATE', value: 140 }] } },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['cerfa_type', 'tax_rates.0.value']);

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await realImage(300, 300, 'png'))], { type: 'image/png' }), 'logo.png');
    const logo = await t.request(`/api/v1/manager/charities/${id}/media/logo`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${manager.token}` },
      body: form,
    });
    expect(logo.status).toBe(200);
    const logoPath = (await logo.json()).logo_path as string;
    expect(logoPath).toMatch(/^\/uploads\/charities\/[a-f0-9]{32}\.png$/);
    expect((await t.request(logoPath)).status).toBe(200);

    expect((await t.request(`/api/v1/assocs/${id}`)).status).toBe(200);
    expect((await call(t, manager.token, `/manager/charities/${id}/deactivate`, { method: 'POST' })).body.active).toBe(false);
    expect((await t.request(`/api/v1/assocs/${id}`)).status).toBe(404);
    expect((await call(t, manager.token, `/manager/charities/${id}/activate`, { method: 'POST' })).body.active).toBe(true);

    const audit = await call(t, manager.token, `/manager/audit_log?entity_type=charity&entity_id=${id}`);
    expect(audit.body.map((e: { action: string }) => e.action)).toEqual([
      'charity.activated',
      'charity.deactivated',
      'charity.media_logo_added',
      'charity.updated',
      'charity.created',
    ]);
    expect(
      audit.body.every(
        (e: { actor_id: number; created_at: string }) => e.actor_id === manager.id && e.created_at === t.clock.now().toISOString(),
      ),
    ).toBe(true);
    expect(audit.body[3].details.cerfa_type).toEqual({ from: 'GENERATED', to: 'SENT_BY_ASSOC' });
  });

  it('keeps the page address « espace » for the charity area (/association/espace), given or derived from the name', async () => {
    const category = await t.db.knex('assoc_categories').orderBy('id').first('id');
    const reserved = {
      errors: [{ code: 'url_reserved', detail: 'Cette adresse est réservée par Entraide : choisissez-en une autre', field: 'url' }],
    };
    for (const charity of [
      { name: 'Espace', category_id: category.id },
      { name: 'Le Jardin', url: 'espace', category_id: category.id },
    ]) {
      const refused = await call(t, manager.token, '/manager/charities', { method: 'POST', json: { charity } });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual(reserved);
    }
    const other = await call(t, manager.token, '/manager/charities', {
      method: 'POST',
      json: { charity: { name: 'Espace', url: 'espace-solidaire', category_id: category.id } },
    });
    expect(other.status).toBe(201);
    const renamed = await call(t, manager.token, `/manager/charities/${other.body.id}`, {
      method: 'PUT',
      json: { charity: { url: 'espace' } },
    });
    expect(renamed.status).toBe(422);
    expect(renamed.body).toEqual(reserved);
  });
});

describe('manager:create', () => {
  it('creates a manager who can sign in (enrolling a second factor) and reach the manager area, or promotes an existing account', async () => {
    const made = await createManager(t.db.knex, 'direction@entraide.example', t.clock.now());
    expect(made).toMatchObject({ created: true, email: 'direction@entraide.example' });
    const { token } = await enrolAtSignIn(t, 'direction@entraide.example', String(made.password));
    expect((await call(t, token, '/user')).body.role).toEqual({ id: 3, name: 'manager' });
    expect((await call(t, token, '/manager/pots')).status).toBe(200);

    const existing = await buildUser(t.db.knex, { email: 'benevole@exemple.fr' });
    expect(await createManager(t.db.knex, 'Benevole@exemple.fr', t.clock.now())).toMatchObject({
      created: false,
      userId: existing.id,
      password: null,
    });
    expect((await t.db.knex('users').where({ id: existing.id }).first('role_id')).role_id).toBe(3);
    await expect(createManager(t.db.knex, 'pas-une-adresse', t.clock.now())).rejects.toThrow();
    const charityId = (await t.db.knex('assocs').orderBy('id').first('id')).id;
    const representative = await buildUser(t.db.knex, { email: 'tresorerie@asso.example', role_id: 4, assoc_id: charityId });
    await expect(createManager(t.db.knex, 'tresorerie@asso.example', t.clock.now())).rejects.toThrow(/charity representative/);
    expect((await t.db.knex('users').where({ id: representative.id }).first('role_id')).role_id).toBe(4);
  });
});
