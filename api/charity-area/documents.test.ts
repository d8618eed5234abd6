// KYB documents sent by the charity's representative: the manager upload's rules (French, field `pages`),
// the document really created at the provider under the charity's user, its status refreshed from the
// provider, and a refusal shown with the provider's reason in French.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlFetch } from '@entraide/mangopay-sandbox';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer } from '../../test/factories';
import { referenceIds } from '../pots/testing/pot-factories';
import { ensureCharityWallet } from '../payments/donations/testing/donation-flows';
import { call } from '../manager/testing/manager-flows';
import { signedInCharity } from './testing/charity-flows';

let t: TestContext;
let charity: { id: number; token: string };
let charityId: number;
let providerUserId: string;
beforeAll(async () => {
  t = await startTestApp();
  charityId = (await referenceIds(t.db.knex)).charity;
  await ensureCharityWallet(t, charityId);
  providerUserId = (await t.db.knex('assocs').where({ id: charityId }).first('mangopay_user_id')).mangopay_user_id;
  charity = await signedInCharity(t, charityId, 'secretariat@jardins.example');
});
afterAll(() => t.close());

const pdf = (seed: number, size = 4096) => {
  const bytes = Buffer.alloc(size, seed);
  Buffer.from('%PDF-1.7\n').copy(bytes);
  return bytes;
};

async function upload(type: string, files: Buffer[], token: string | null = charity.token) {
  const form = new FormData();
  form.set('type', type);
  files.forEach((bytes, i) => form.append('pages', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), `page-${i}.pdf`));
  const res = await t.request('/api/v1/charity/documents', { method: 'POST', headers: token ? bearer(token) : {}, body: form });
  return { status: res.status, body: await res.json() };
}
const review = (id: string, Status: 'VALIDATED' | 'REFUSED', RefusedReasonType?: string) =>
  controlFetch(t.sandbox, `/${t.sandbox?.clientId}/kyc/documents/${id}/review`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Status, RefusedReasonType }),
  });

describe('KYB documents by the representative', () => {
  it('lists the documents required of an association, none sent yet', async () => {
    const res = await call(t, charity.token, '/charity/documents');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ required: ['IDENTITY_PROOF', 'REGISTRATION_PROOF', 'ARTICLES_OF_ASSOCIATION'], documents: [] });
  });

  it('checks the files in French, naming the `pages` field', async () => {
    const text = await upload('REGISTRATION_PROOF', [Buffer.alloc(4096, 'a')]);
    expect(text.status).toBe(422);
    expect(text.body.errors).toEqual([
      expect.objectContaining({ field: 'pages.0', detail: 'Le fichier doit être au format pdf, jpeg, jpg, gif ou png' }),
    ]);
    const none = await upload('REGISTRATION_PROOF', []);
    expect(none.body.errors[0]).toMatchObject({ field: 'pages', detail: 'Ajoutez au moins un fichier' });
    expect((await upload('AUTRE', [pdf(1)])).body.errors[0]).toMatchObject({ field: 'type' });
    expect((await upload('REGISTRATION_PROOF', [pdf(1)], null)).status).toBe(401);
    expect((t.sandbox?.records('kycdocuments') ?? []).filter((d) => d.UserId === providerUserId)).toHaveLength(0);
  });

  it('sends a document to the provider, then shows its validation or its refusal with the reason in French', async () => {
    const sent = await upload('REGISTRATION_PROOF', [pdf(2), pdf(3)]);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ type: 'REGISTRATION_PROOF', status: 'VALIDATION_ASKED', refused_reason_message: null });
    const atProvider = (t.sandbox?.records('kycdocuments') ?? []).filter((d) => d.UserId === providerUserId);
    expect(atProvider).toHaveLength(1);
    expect(atProvider[0]).toMatchObject({ Type: 'REGISTRATION_PROOF', Status: 'VALIDATION_ASKED' });

    const identity = await upload('IDENTITY_PROOF', [pdf(4)]);
    const identityProviderId = (t.sandbox?.records('kycdocuments') ?? []).find(
      (d) => d.UserId === providerUserId && d.Type === 'IDENTITY_PROOF',
    )?.Id;
    expect((await review(String(atProvider[0]?.Id), 'VALIDATED')).status).toBe(200);
    expect((await review(String(identityProviderId), 'REFUSED', 'DOCUMENT_UNREADABLE')).status).toBe(200);

    const listed = await call(t, charity.token, '/charity/documents');
    const byType = Object.fromEntries(listed.body.documents.map((d: any) => [d.type, d]));
    expect(byType.REGISTRATION_PROOF).toMatchObject({ status: 'VALIDATED', refused_reason_message: null });
    expect(byType.IDENTITY_PROOF).toMatchObject({ id: identity.body.id, status: 'REFUSED', refused_reason_type: 'DOCUMENT_UNREADABLE' });
    expect(byType.IDENTITY_PROOF.refused_reason_message).toMatch(/^Le document est illisible\./);
    // A refused document can be sent again.
    expect((await upload('IDENTITY_PROOF', [pdf(5)])).status).toBe(201);
    const overview = await call(t, charity.token, '/charity/overview');
    expect(overview.body.steps.documents).toBe(false);
  });
});
