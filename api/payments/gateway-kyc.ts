/**
 * Gateway operations for KYC documents (legacy KYC API, https://docs.mangopay.com/api-reference/kyc-documents):
 * create a document, add its pages (base64, 1 kB to about 7 MB each, at most 5), submit it, read it back,
 * and the user's KYC level. The outcome (VALIDATED or REFUSED) comes later, announced by the
 * KYC_SUCCEEDED / KYC_FAILED and USER_KYC_REGULAR hooks; re-read the document or the user then.
 */
import type { kycDocument } from 'mangopay2-nodejs-sdk/typings/models/kycDocument';
import type { user } from 'mangopay2-nodejs-sdk/typings/models/user';
import type { GatewayCore } from './gateway';
import { copyForSdk } from './sdk-guard';

export type KycDocument = kycDocument.KycDocumentData;
export type KycDocumentType = kycDocument.KycDocumentType;
export type KycLevel = user.KYCLevel;

export interface KycDocumentInput {
  Type: KycDocumentType;
  /** Free text; on Mangopay's Sandbox (and the emulator) `accept` or `refuse_*` decides the outcome. */
  Tag?: string;
}

export interface KycOperations {
  createKycDocument(userId: string, input: KycDocumentInput, idempotencyKey: string): Promise<KycDocument>;
  /** One page: the file's bytes base64-encoded (no `data:` prefix). Answered 204 by Mangopay. */
  addKycPage(userId: string, documentId: string, fileBase64: string, idempotencyKey: string): Promise<void>;
  /** Asks for validation (Status VALIDATION_ASKED); the document must have its pages. */
  submitKycDocument(userId: string, documentId: string): Promise<KycDocument>;
  getKycDocument(documentId: string): Promise<KycDocument>;
  /** The user's documents (the first 100). */
  listKycDocuments(userId: string): Promise<KycDocument[]>;
  /** LIGHT, or REGULAR once the required documents are validated (read through GET sca/users/{id}). */
  getUserKycLevel(userId: string): Promise<KycLevel>;
}

export function kycOperations(core: GatewayCore): KycOperations {
  return {
    createKycDocument(userId, input, key) {
      const data: kycDocument.CreateKycDocument = { Type: input.Type };
      if (input.Tag !== undefined) data.Tag = input.Tag;
      return core.create('createKycDocument', key, (sdk, options) => sdk.Users.createKycDocument(userId, copyForSdk(data), options));
    },

    async addKycPage(userId, documentId, fileBase64, key) {
      const page: kycDocument.CreateKycPage = { File: fileBase64 };
      await core.create('addKycPage', key, (sdk, options) => sdk.Users.createKycPage(userId, documentId, copyForSdk(page), options));
    },

    async submitKycDocument(userId, documentId) {
      const data: kycDocument.SubmitKycDocument = { Id: documentId, Status: 'VALIDATION_ASKED' };
      const answer = await core.run('submitKycDocument', (sdk) =>
        sdk.Users.updateKycDocument(userId, copyForSdk(data), { resolveWithFullResponse: true }),
      );
      return answer.body;
    },

    async getKycDocument(documentId) {
      return (await core.run('getKycDocument', (sdk) => sdk.KycDocuments.get(documentId, { resolveWithFullResponse: true }))).body;
    },

    async listKycDocuments(userId) {
      const options = { resolveWithFullResponse: true as const, parameters: { Per_Page: 100 } };
      return (await core.run('listKycDocuments', (sdk) => sdk.Users.getKycDocuments(userId, options))).body;
    },

    async getUserKycLevel(userId) {
      const found = (await core.run('getUserKycLevel', (sdk) => sdk.Users.getSca(userId, { resolveWithFullResponse: true }))).body;
      return found.KYCLevel;
    },
  };
}
