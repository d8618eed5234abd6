/** The database itself refuses bad rows: each constraint is checked with a valid row and a bad one. */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db';
import type { Database } from '../../api/db/database';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

let seq = 0;
async function insertUser(overrides: Record<string, unknown> = {}): Promise<number> {
  seq += 1;
  const [row] = await db
    .knex('users')
    .insert({ email: `user${seq}@example.test`, firstname: 'Camille', name: 'Martin', role_id: 1, ...overrides })
    .returning('id');
  return Number(row.id);
}

async function insertEnterprise(overrides: Record<string, unknown> = {}): Promise<number> {
  const userId = await insertUser({ role_id: 2 });
  const [row] = await db
    .knex('enterprises')
    .insert({ user_id: userId, enterprise_name: 'Boulangerie Test', siren: '123456789', legal_form: 'SAS', ...overrides })
    .returning('id');
  return Number(row.id);
}

async function categoryId(): Promise<number> {
  return Number((await db.knex('assoc_categories').first('id')).id);
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('users', () => {
  it('refuses an e-mail already used with another case (23505)', async () => {
    await insertUser({ email: 'Jeanne.Dupont@Example.test' });
    await expect(insertUser({ email: 'jeanne.dupont@example.TEST' })).rejects.toMatchObject({ code: '23505' });
  });

  it('defaults the country to FR and accepts a social account without password', async () => {
    const id = await insertUser({ password_hash: null, facebook_id: 'fb-1' });
    const row = await db.knex('users').where({ id }).first();
    expect(row).toMatchObject({ country_iso: 'FR', password_hash: null, deleted_at: null });
    expect(row.created_at).toBeInstanceOf(Date);
    await expect(insertUser({ facebook_id: 'fb-1' })).rejects.toMatchObject({ code: '23505' });
  });

  it('refuses a gender other than male or female, and an unknown role', async () => {
    await insertUser({ gender: 'female' });
    await expect(insertUser({ gender: 'other' })).rejects.toMatchObject({ code: '23514' });
    await expect(insertUser({ role_id: 9 })).rejects.toMatchObject({ code: '23503' });
  });

  it('stores a birth date as a plain date', async () => {
    const id = await insertUser({ birth_date: '1990-02-28' });
    expect((await db.knex('users').where({ id }).first()).birth_date).toBe('1990-02-28');
  });
});

describe('enterprises and representatives', () => {
  it('accepts a 9-digit SIREN and refuses anything else (23514)', async () => {
    await insertEnterprise({ siren: '000000001' });
    for (const siren of ['12345678', '12345678A', '1234 5678']) {
      await expect(insertEnterprise({ siren }), siren).rejects.toMatchObject({ code: '23514' });
    }
  });

  it('accepts the contract legal forms only', async () => {
    await insertEnterprise({ legal_form: 'Association' });
    await expect(insertEnterprise({ legal_form: 'SCI' })).rejects.toMatchObject({ code: '23514' });
  });

  it('keeps one enterprise per user and one representative per enterprise', async () => {
    const enterpriseId = await insertEnterprise();
    const { user_id } = await db.knex('enterprises').where('id', enterpriseId).first('user_id');
    await expect(
      db.knex('enterprises').insert({ user_id, enterprise_name: 'Bis', siren: '111111111', legal_form: 'SA' }),
    ).rejects.toMatchObject({ code: '23505' });
    const rep = { enterprise_id: enterpriseId, firstname: 'Paul', name: 'Durand', email: 'paul@example.test' };
    await db.knex('legal_representatives').insert(rep);
    const saved = await db.knex('legal_representatives').where('enterprise_id', enterpriseId).first();
    expect(saved.nationality_iso).toBe('FR');
    await expect(db.knex('legal_representatives').insert(rep)).rejects.toMatchObject({ code: '23505' });
    await expect(
      db.knex('legal_representatives').insert({ ...rep, enterprise_id: await insertEnterprise(), gender: 'x' }),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('tokens', () => {
  it('stores SHA-256 hex digests only, and deletes them with the user', async () => {
    const userId = await insertUser();
    const expires_at = new Date(Date.now() + 3600_000);
    await db.knex('auth_tokens').insert({ user_id: userId, token_hash: sha256('secret'), expires_at });
    await expect(db.knex('auth_tokens').insert({ user_id: userId, token_hash: sha256('secret'), expires_at })).rejects.toMatchObject({
      code: '23505',
    });
    await expect(db.knex('auth_tokens').insert({ user_id: userId, token_hash: 'plain-token', expires_at })).rejects.toMatchObject({
      code: '23514',
    });
    await db.knex('password_reset_tokens').insert({ user_id: userId, token_hash: sha256('reset'), expires_at });
    await db.knex('users').where('id', userId).delete();
    expect(await db.knex('auth_tokens').where('user_id', userId)).toEqual([]);
    expect(await db.knex('password_reset_tokens').where('user_id', userId)).toEqual([]);
  });
});

describe('charities', () => {
  const base = (url: string, extra: Record<string, unknown> = {}) => ({ name: url, url, search_name: url, ...extra });

  it('refuses an unknown category, country or certification (23503)', async () => {
    await expect(db.knex('assocs').insert(base('sans-categorie', { category_id: 99999 }))).rejects.toMatchObject({
      code: '23503',
    });
    const category_id = await categoryId();
    await expect(db.knex('assocs').insert(base('pays-inconnu', { category_id, country_iso: 'XX' }))).rejects.toMatchObject({
      code: '23503',
    });
    await expect(db.knex('assocs').insert(base('label-inconnu', { category_id, certification_code: 'ISO_9001' }))).rejects.toMatchObject({
      code: '23503',
    });
  });

  it('refuses a duplicate or malformed slug and an unknown receipt type', async () => {
    const category_id = await categoryId();
    await db.knex('assocs').insert(base('une-association', { category_id }));
    const again = db.knex('assocs').insert(base('une-association', { category_id }));
    await expect(again).rejects.toMatchObject({ code: '23505' });
    await expect(db.knex('assocs').insert(base('Une Association', { category_id }))).rejects.toMatchObject({
      code: '23514',
    });
    await expect(db.knex('assocs').insert(base('recu-inconnu', { category_id, cerfa_type: 'EMAIL' }))).rejects.toMatchObject({
      code: '23514',
    });
  });

  it('keeps tax rates within 0..100, one per donor kind', async () => {
    const [{ id }] = await db
      .knex('assocs')
      .insert(base('taux', { category_id: await categoryId() }))
      .returning('id');
    await db.knex('assoc_tax_rates').insert({ assoc_id: id, assoc_type: 'PRIVATE', percent: 100 });
    await expect(db.knex('assoc_tax_rates').insert({ assoc_id: id, assoc_type: 'ENTERPRISE', percent: 101 })).rejects.toMatchObject({
      code: '23514',
    });
    await expect(db.knex('assoc_tax_rates').insert({ assoc_id: id, assoc_type: 'PRIVATE', percent: 66 })).rejects.toMatchObject({
      code: '23505',
    });
    await expect(db.knex('assoc_tax_rates').insert({ assoc_id: id, assoc_type: 'COMPANY', percent: 60 })).rejects.toMatchObject({
      code: '23514',
    });
  });

  it('accepts goals 1 to 17 only', async () => {
    const [{ id }] = await db
      .knex('assocs')
      .insert(base('objectifs', { category_id: await categoryId() }))
      .returning('id');
    await db.knex('assoc_odds').insert({ assoc_id: id, odd_number: 17 });
    await expect(db.knex('assoc_odds').insert({ assoc_id: id, odd_number: 18 })).rejects.toMatchObject({
      code: '23503',
    });
    await expect(db.knex('odds').insert({ odd_number: 18, name: 'Dix-huit' })).rejects.toMatchObject({
      code: '23514',
    });
  });

  it('refuses an event type outside the two groups', async () => {
    await expect(db.knex('event_types').insert({ slug: 'x', name: 'X', description: 'X', category: 'association' })).rejects.toMatchObject({
      code: '23514',
    });
  });
});
