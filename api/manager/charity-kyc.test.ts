// A charity's KYC documents sent to the provider by a manager: checked like donors' identity documents
// (kind read from the bytes, 7 MB at most), sent once whatever is retried, their statuses refreshed by
// the KYC hooks (replayed 10 times) and shown on the charity's KYC screen; payouts refused in French
// until the provider has validated them, then allowed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer } from '../../test/factories';
import { referenceIds } from '../pots/testing/pot-factories';
import { ensureCharityWallet } from '../payments/donations/testing/donation-flows';
import { call, charityOnboarded, newIdempotencyKey, paidDonation, replayHook, signedInManager } from './testing/manager-flows';
import { controlFetch } from '@entraide/mangopay-sandbox';

let t: TestContext;
let manager: { id: number; token: string };
let charityId: number;
let providerUserId: string;
beforeAll(async () => {
  t = await startTestApp();
  manager = await signedInManager(t);
  charityId = (await referenceIds(t.db.knex)).charity;
  await ensureCharityWallet(t, charityId);
  providerUserId = (await t.db.knex('assocs').where({ id: charityId }).first('mangopay_user_id')).mangopay_user_id;
});
afterAll(() => t.close());

const pdf = (seed: number, size = 4096) => {
  const bytes = Buffer.alloc(size, seed);
  Buffer.from('%PDF-1.7\n').copy(bytes);
  return bytes;
};

async function upload(type: string, files: Buffer[], token = manager.token) {
  const form = new FormData();
  form.set('type', type);
  files.forEach((bytes, i) => form.append('files', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), `page-${i}.pdf`));
  const res = await t.request(`/api/v1/manager/charities/${charityId}/kyc_documents`, {
    method: 'POST',
    headers: bearer(token),
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const providerDocs = () => (t.sandbox?.records('kycdocuments') ?? []).filter((d) => d.UserId === providerUserId);
const review = (id: string, Status: 'VALIDATED' | 'REFUSED') =>
  controlFetch(t.sandbox, `/${t.sandbox?.clientId}/kyc/documents/${id}/review`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Status, RefusedReasonType: Status === 'REFUSED' ? 'DOCUMENT_UNREADABLE' : undefined }),
  });
const payout = () =>
  call(t, manager.token, `/manager/charities/${charityId}/payouts`, {
    method: 'POST',
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });

describe('charity KYC documents', () => {
  it('checks the files as donors’ documents are, in French, and only managers may send them', async () => {
    const text = await upload('REGISTRATION_PROOF', [Buffer.alloc(4096, 'a')]);
    expect(text.status).toBe(422);
    expect(text.body.errors).toEqual([
      expect.objectContaining({ field: 'files.0', detail: 'Le fichier doit être au format pdf, jpeg, jpg, gif ou png' }),
    ]);
    const big = await upload('REGISTRATION_PROOF', [pdf(1, 7_340_033)]);
    expect(big.status).toBe(422);
    expect(big.body.errors[0].detail).toBe('Le fichier ne doit pas dépasser 7Mb');
    const kind = await upload('SHAREHOLDER_DECLARATION', [pdf(1)]);
    expect(kind.body.errors[0]).toMatchObject({
      field: 'type',
      detail: 'Choisissez la pièce d’identité du représentant légal, la preuve d’enregistrement ou les statuts',
    });
    expect((await upload('REGISTRATION_PROOF', [])).body.errors[0].detail).toBe('Ajoutez au moins un fichier');
    expect(
      (
        await upload(
          'REGISTRATION_PROOF',
          Array.from({ length: 6 }, (_, i) => pdf(i)),
        )
      ).body.errors[0].detail,
    ).toBe('Cinq fichiers au plus par document');
    const donor = await paidDonation(t, { amount: 1000 });
    expect((await upload('REGISTRATION_PROOF', [pdf(1)], donor.donor.token)).status).toBe(403);
    const anonymous = await t.request(`/api/v1/manager/charities/${charityId}/kyc_documents`, { method: 'POST', body: new FormData() });
    expect(anonymous.status).toBe(401);
    expect(providerDocs()).toHaveLength(0);
  });

  it('refuses payouts in French while the KYC is missing, naming the documents', async () => {
    await charityOnboarded(t, charityId, manager.token);
    const refused = await payout();
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ code: 'kyc_not_validated' });
    expect(refused.body.errors[0].detail).toBe(
      'Versement impossible : le prestataire de paiement n’a pas encore validé les documents de l’association (pièce d’identité du représentant légal, preuve d’enregistrement, statuts). Envoyez-les depuis sa fiche, onglet « Documents KYC », ou demandez-les à son représentant (espace association, « Documents »).',
    );
    expect(await t.db.knex('payouts').where({ assoc_id: charityId })).toHaveLength(0);
  });

  it('sends each document once (create, pages, submit), refreshes statuses from the hooks, then payouts go through', async () => {
    const identity = [pdf(1), pdf(2)];
    const first = await upload('IDENTITY_PROOF', identity);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ type: 'IDENTITY_PROOF', status: 'VALIDATION_ASKED', pages: 2, submitted_by_id: manager.id });
    // The same upload retried answers the same document; another file for a type under review is refused.
    const retried = await upload('IDENTITY_PROOF', identity);
    expect(retried.status).toBe(201);
    expect(retried.body.mangopay_document_id).toBe(first.body.mangopay_document_id);
    const other = await upload('IDENTITY_PROOF', [pdf(3)]);
    expect(other.status).toBe(409);
    expect(other.body.errors[0].detail).toBe('Ce document est déjà en cours de vérification par le prestataire de paiement');
    expect(providerDocs()).toHaveLength(1);
    expect(providerDocs()[0]).toMatchObject({ Type: 'IDENTITY_PROOF', Status: 'VALIDATION_ASKED' });
    expect((await t.deps.payments.getKycDocument(first.body.mangopay_document_id)).Status).toBe('VALIDATION_ASKED');

    const registration = await upload('REGISTRATION_PROOF', [pdf(4)]);
    const articles = await upload('ARTICLES_OF_ASSOCIATION', [pdf(5)]);
    expect([registration.status, articles.status]).toEqual([201, 201]);

    // The provider refuses the registration proof: the KYC_FAILED hook, replayed, marks it once.
    await review(registration.body.mangopay_document_id, 'REFUSED');
    await replayHook(t, 'KYC_FAILED', registration.body.mangopay_document_id);
    let screen = await call(t, manager.token, `/manager/charities/${charityId}/kyc`);
    expect(screen.body.required_types).toEqual(['IDENTITY_PROOF', 'REGISTRATION_PROOF', 'ARTICLES_OF_ASSOCIATION']);
    expect(screen.body.submissions.find((d: any) => d.type === 'REGISTRATION_PROOF')).toMatchObject({
      status: 'REFUSED',
      refused_reason_type: 'DOCUMENT_UNREADABLE',
    });
    // A refused type may be sent again.
    const again = await upload('REGISTRATION_PROOF', [pdf(6)]);
    expect(again.status).toBe(201);
    expect(again.body.mangopay_document_id).not.toBe(registration.body.mangopay_document_id);

    for (const id of [first.body.mangopay_document_id, again.body.mangopay_document_id, articles.body.mangopay_document_id]) {
      expect((await review(id, 'VALIDATED')).status).toBe(200);
      await replayHook(t, 'KYC_SUCCEEDED', id);
      await replayHook(t, 'KYC_CREATED', id, 2); // late, out of order: the re-read still says VALIDATED
    }
    const stored = await t.db.knex('charity_kyc_documents').where({ assoc_id: charityId }).orderBy('id').select('type', 'status');
    expect(stored).toEqual([
      { type: 'IDENTITY_PROOF', status: 'VALIDATED' },
      { type: 'REGISTRATION_PROOF', status: 'REFUSED' },
      { type: 'ARTICLES_OF_ASSOCIATION', status: 'VALIDATED' },
      { type: 'REGISTRATION_PROOF', status: 'VALIDATED' },
    ]);
    expect(
      await t.db
        .knex('audit_log')
        .where({ entity_type: 'charity', entity_id: String(charityId), action: 'charity.kyc_validated' })
        .count({ n: '*' })
        .first(),
    ).toEqual({ n: 3 });
    screen = await call(t, manager.token, `/manager/charities/${charityId}/kyc`);
    expect(screen.body.kyc_level).toBe('REGULAR');
    expect((await upload('ARTICLES_OF_ASSOCIATION', [pdf(7)])).body.errors[0].detail).toBe(
      'Ce document a déjà été validé par le prestataire de paiement',
    );

    const paid = await payout();
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ status: 'CREATED', amount: 1000 });
  });
});
