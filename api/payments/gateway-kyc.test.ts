/**
 * KYC documents through the gateway (the real SDK over HTTP): creation, pages (and the refused ones),
 * submission, the outcome chosen by the Sandbox Tag, and the user's KYC level becoming REGULAR with its
 * event. Runs against the emulator, or Mangopay's Sandbox when configured (testing/provider-target.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from './errors';
import type { KycDocument, KycDocumentType } from './gateway-kyc';
import { sandboxControl } from '@entraide/mangopay-sandbox/testing';
import { realMangopayConfigured, startProviderTarget, type ProviderTarget } from './testing/provider-target';

let target: ProviderTarget;

beforeAll(async () => {
  target = await startProviderTarget();
});
afterAll(() => target.close());

/** A PNG header and enough bytes to pass the 1 kB minimum, base64-encoded. */
const page = (bytes = 2048) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(bytes, 7)]).toString('base64');
const owner = () =>
  target.gateway.createNaturalUserSca(
    {
      UserCategory: 'OWNER',
      TermsAndConditionsAccepted: true,
      FirstName: 'Inès',
      LastName: 'Robert',
      Email: `kyc+accept-${randomUUID().slice(0, 8)}@example.com`,
      Birthday: 315532800,
      Nationality: 'FR',
      CountryOfResidence: 'FR',
      PhoneNumber: '0611111111',
      PhoneNumberCountry: 'FR',
    },
    randomUUID(),
  );

async function submitted(userId: string, Type: KycDocumentType, Tag?: string): Promise<KycDocument> {
  const doc = await target.gateway.createKycDocument(userId, Tag === undefined ? { Type } : { Type, Tag }, randomUUID());
  await target.gateway.addKycPage(userId, doc.Id, page(), randomUUID());
  return target.gateway.submitKycDocument(userId, doc.Id);
}

const processed = (doc: KycDocument) =>
  target.eventually(
    () => target.gateway.getKycDocument(doc.Id),
    (d) => d.Status !== 'VALIDATION_ASKED',
    { stepMs: 2000, tries: 15 },
  );

async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('KYC documents', () => {
  it('creates a document (CREATED, event KYC_CREATED) and reads it back', async () => {
    const user = await owner();
    const doc = await target.gateway.createKycDocument(user.Id, { Type: 'IDENTITY_PROOF', Tag: 'dossier 12' }, randomUUID());
    expect(doc).toMatchObject({
      Type: 'IDENTITY_PROOF',
      UserId: user.Id,
      Status: 'CREATED',
      Tag: 'dossier 12',
      ProcessedDate: null,
      RefusedReasonType: null,
    });
    expect(await target.gateway.getKycDocument(doc.Id)).toEqual(doc);
    expect((await target.gateway.listKycDocuments(user.Id)).map((d) => d.Id)).toEqual([doc.Id]);
  });

  it('accepts the Tag "accept": VALIDATED, and the natural user becomes REGULAR (USER_KYC_REGULAR)', async () => {
    const user = await owner();
    expect(await target.gateway.getUserKycLevel(user.Id)).toBe('LIGHT');
    const doc = await submitted(user.Id, 'IDENTITY_PROOF', 'accept');
    expect(doc.Status).toBe('VALIDATION_ASKED');
    const done = await processed(doc);
    expect(done).toMatchObject({ Status: 'VALIDATED', RefusedReasonType: null, ProcessedDate: expect.any(Number) });
    expect(await target.gateway.getUserKycLevel(user.Id)).toBe('REGULAR');
    expect(await target.gateway.getUserSca(user.Id)).toMatchObject({ ProofOfIdentity: doc.Id, KYCLevel: 'REGULAR' });
    const events = await target.eventually(
      () => target.gateway.listEvents({ EventType: ['KYC_VALIDATION_ASKED', 'KYC_SUCCEEDED', 'USER_KYC_REGULAR'], PerPage: 100 }),
      (list) => list.some((e) => e.ResourceId === user.Id),
    );
    expect(
      events
        .filter((e) => [doc.Id, user.Id].includes(e.ResourceId))
        .map((e) => e.EventType)
        .sort(),
    ).toEqual(['KYC_SUCCEEDED', 'KYC_VALIDATION_ASKED', 'USER_KYC_REGULAR']);
  });

  it.each([
    ['refuse_expired', 'DOCUMENT_HAS_EXPIRED'],
    ['refuse_falsified', 'DOCUMENT_FALSIFIED'],
    ['refuse_underage', 'UNDERAGE_PERSON'],
  ])('refuses the Tag %s with RefusedReasonType %s, and the user stays LIGHT', async (tag, reason) => {
    const user = await owner();
    const done = await processed(await submitted(user.Id, 'IDENTITY_PROOF', tag));
    expect(done).toMatchObject({ Status: 'REFUSED', RefusedReasonType: reason });
    expect(await target.gateway.getUserKycLevel(user.Id)).toBe('LIGHT');
  });

  it('makes an ORGANIZATION REGULAR only once its identity proof, registration proof and articles are all validated', async () => {
    const charity = await target.gateway.createLegalUserSca(
      {
        UserCategory: 'OWNER',
        TermsAndConditionsAccepted: true,
        LegalPersonType: 'ORGANIZATION',
        Name: 'Les Amis du Test',
        Email: `asso+accept-${randomUUID().slice(0, 8)}@example.com`,
        HeadquartersAddress: { AddressLine1: '1 rue de la Paix', City: 'Paris', PostalCode: '75002', Country: 'FR' },
        LegalRepresentative: {
          FirstName: 'Claire',
          LastName: 'Petit',
          Email: 'claire+accept@example.com',
          Birthday: 315532800,
          Nationality: 'FR',
          CountryOfResidence: 'FR',
        },
      },
      randomUUID(),
    );
    for (const type of ['IDENTITY_PROOF', 'REGISTRATION_PROOF'] as const) await processed(await submitted(charity.Id, type, 'accept'));
    expect(await target.gateway.getUserKycLevel(charity.Id)).toBe('LIGHT');
    await processed(await submitted(charity.Id, 'ARTICLES_OF_ASSOCIATION', 'accept'));
    expect(await target.gateway.getUserKycLevel(charity.Id)).toBe('REGULAR');
  });

  it('refuses pages: a malformed or too small file, a sixth page, and a submission without pages', async () => {
    const user = await owner();
    const doc = await target.gateway.createKycDocument(user.Id, { Type: 'IDENTITY_PROOF' }, randomUUID());
    expect(await providerError(target.gateway.addKycPage(user.Id, doc.Id, 'not base64!', randomUUID()))).toMatchObject({
      status: 400,
      type: 'param_error',
      fields: { File: expect.any(String) },
    });
    expect(await providerError(target.gateway.addKycPage(user.Id, doc.Id, page(100), randomUUID()))).toMatchObject({
      status: 400,
      type: 'param_error',
    });
    expect(await providerError(target.gateway.submitKycDocument(user.Id, doc.Id))).toMatchObject({ status: 400 });
    for (let i = 0; i < 5; i++) await target.gateway.addKycPage(user.Id, doc.Id, page(), randomUUID());
    expect(await providerError(target.gateway.addKycPage(user.Id, doc.Id, page(), randomUUID()))).toMatchObject({
      status: 400,
      type: 'max_page_number',
    });
  });

  it('gives the same document to a retried creation with the same key', async () => {
    const user = await owner();
    const key = randomUUID();
    const first = await target.gateway.createKycDocument(user.Id, { Type: 'ADDRESS_PROOF' }, key);
    expect(await target.gateway.createKycDocument(user.Id, { Type: 'ADDRESS_PROOF' }, key)).toEqual(first);
    expect(await target.gateway.listKycDocuments(user.Id)).toHaveLength(1);
  });
});

describe.skipIf(realMangopayConfigured())('KYC in the emulator (its own rules, not Mangopay’s)', () => {
  it('keeps a document with another Tag VALIDATION_ASKED until the control route decides it', async () => {
    const user = await owner();
    const doc = await submitted(user.Id, 'IDENTITY_PROOF');
    await target.advance(3600_000);
    expect((await target.gateway.getKycDocument(doc.Id)).Status).toBe('VALIDATION_ASKED');
    const sandbox = target.sandbox!;
    await sandboxControl(sandbox, 'POST', `/${sandbox.clientId}/kyc/documents/${doc.Id}/review`, {
      Status: 'REFUSED',
      RefusedReasonType: 'DOCUMENT_MISSING',
    });
    expect(await target.gateway.getKycDocument(doc.Id)).toMatchObject({ Status: 'REFUSED', RefusedReasonType: 'DOCUMENT_MISSING' });
  });

  it('applies the outcome 2 s after submission on the sandbox clock, not before', async () => {
    const user = await owner();
    const doc = await submitted(user.Id, 'IDENTITY_PROOF', 'refuse_unreadable');
    await target.advance(1000);
    expect((await target.gateway.getKycDocument(doc.Id)).Status).toBe('VALIDATION_ASKED');
    await target.advance(1000);
    expect(await target.gateway.getKycDocument(doc.Id)).toMatchObject({ Status: 'REFUSED', RefusedReasonType: 'DOCUMENT_UNREADABLE' });
  });
});
