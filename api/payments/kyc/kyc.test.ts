/**
 * Identity documents: sent to the provider (never kept here), size and type checks, and the yearly
 * threshold above which a payment needs them.
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/app';
import { openPot } from '../donations/testing/donation-flows';
import { charityColumnsOf } from '../../pots/testing/pot-factories';
import { api, donorWithAccount } from '../subscriptions/testing/monthly-giving';
import { SPOOL_DIRNAME } from '../../storage/upload-spool';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A PNG of `size` bytes (signature, then filler). */
const png = (size = 4096) => {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes.toString('base64');
};
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 32)]).toString('base64');
const upload = (token: string | null, files: unknown, amount = 30000) => api(t, token, '/user/register_kyc', { json: { files, amount } });

describe('POST /user/register_kyc', () => {
  it('sends each kind as one provider document (the back of the ID as a second page) and submits it', async () => {
    const donor = await donorWithAccount(t);
    const res = await upload(donor.token, [
      { filetype: 'IDENTITY_PROOF', value: png() },
      { filetype: 'IDENTITY_PROOF', value: `data:application/pdf;base64,${pdf()}` },
      { filetype: 'ADDRESS_PROOF', value: pdf() },
      { filetype: 'REGISTRATION_PROOF', value: '' }, // empty documents are not sent
    ]);
    expect(res.status).toBe(201);
    expect(res.body.detail).toBe('Vos documents ont été envoyés avec succès');
    expect(res.body.documents.map((d: { Type: string; Status: string }) => [d.Type, d.Status])).toEqual([
      ['IDENTITY_PROOF', 'VALIDATION_ASKED'],
      ['ADDRESS_PROOF', 'VALIDATION_ASKED'],
    ]);
    const user = await t.db.knex('users').where({ id: donor.id }).first('mangopay_user_id');
    const atProvider = (t.sandbox?.records('kycdocuments') ?? []).filter((d) => d.UserId === user.mangopay_user_id);
    expect(atProvider.map((d) => d.Type).sort()).toEqual(['ADDRESS_PROOF', 'IDENTITY_PROOF']);
    // Nothing kept on our disk: the uploads folder stays empty, and the upload's spool (where the files
    // waited, encrypted, while the body arrived) is emptied.
    for (const folder of ['uploads', SPOOL_DIRNAME]) {
      let files: unknown[] = [];
      try {
        files = readdirSync(`${t.deps.config.DATA_DIR}/${folder}`, { recursive: true });
      } catch {
        files = [];
      }
      expect(files, folder).toEqual([]);
    }
  });

  it('refuses a file over 7 340 032 bytes with the spec’s message, and a file that is not pdf, jpeg, gif or png', async () => {
    const donor = await donorWithAccount(t);
    const big = await upload(donor.token, [{ filetype: 'IDENTITY_PROOF', value: png(7_340_033) }]);
    expect(big.status).toBe(422);
    expect(big.body.errors[0].detail).toBe('Le fichier ne doit pas dépasser 7Mb');
    const atLimit = await upload(donor.token, [{ filetype: 'IDENTITY_PROOF', value: png(7_340_032) }]);
    expect(atLimit.status).toBe(201);
    const text = await upload(donor.token, [{ filetype: 'IDENTITY_PROOF', value: Buffer.from('x'.repeat(2000)).toString('base64') }]);
    expect([text.status, text.body.errors[0].detail]).toEqual([422, 'Le fichier doit être au format pdf, jpeg, jpg, gif ou png']);
    const kind = await upload(donor.token, [{ filetype: 'PASSPORT', value: png() }]);
    expect(kind.body.errors[0].detail).toBe("Le type de document n'est pas valide");
    expect((await upload(null, [{ filetype: 'IDENTITY_PROOF', value: png() }])).status).toBe(401);
  });

  it('reads base64 broken into lines (MIME style) and a data: prefix as the files themselves', async () => {
    const donor = await donorWithAccount(t);
    const lines = (base64: string) => base64.replace(/.{76}/g, '$&\r\n');
    const res = await upload(donor.token, [{ filetype: 'IDENTITY_PROOF', value: `data:image/png;base64,${lines(png(70_000))}` }]);
    expect(res.status).toBe(201);
    const broken = await upload(donor.token, [{ filetype: 'IDENTITY_PROOF', value: `${png().slice(0, 100)}*${png().slice(100)}` }]);
    expect([broken.status, broken.body.errors[0].field]).toEqual([422, 'files.0.value']);
  });

  it('reads no body for an anonymous caller: 2 MB of broken JSON answers 401, not a parse error', async () => {
    const broken = `{"files":[{"value":"${'A'.repeat(2 * 1024 * 1024)}`;
    const anonymous = await t.request('/api/v1/user/register_kyc', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: broken,
    });
    expect(anonymous.status).toBe(401);
    const expired = await t.request('/api/v1/user/register_kyc', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer not-a-session' },
      body: broken,
    });
    expect(expired.status).toBe(401);
  });
});

describe('identity documents above 2 500 € a year', () => {
  it('refuses the payment that passes the threshold until an identity proof is sent', async () => {
    const { potId } = await openPot(t, { closing_day: '2027-06-30' });
    const donor = await donorWithAccount(t);
    await t.db.knex('donations').insert({
      pot_id: potId,
      ...(await charityColumnsOf(t.db.knex, potId)),
      user_id: donor.id,
      amount: 240_000,
      gift_entraide: 0,
      status: 'SUCCEEDED',
      created_at: t.clock.now(),
    });
    const wire = (amount: number) =>
      api(t, donor.token, `/cagnottes/${potId}/donations/bankwire`, { json: { charity_donation: { amount } } });
    expect((await wire(10_000)).status).toBe(201); // exactly 2 500 €: allowed
    const over = await wire(100);
    expect(over.status).toBe(422);
    expect(over.body.errors[0]).toMatchObject({ code: 'kyc_required', detail: expect.stringContaining('2 500 €') });
    expect((await upload(donor.token, [{ filetype: 'IDENTITY_PROOF', value: png() }])).status).toBe(201);
    expect((await wire(100)).status).toBe(201);
  });
});
