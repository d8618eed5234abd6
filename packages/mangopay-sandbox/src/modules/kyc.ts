/**
 * KYC documents, legacy API (https://docs.mangopay.com/api-reference/kyc-documents; the SDK's paths are
 * `users/{id}/KYC/documents/`, routing is case-insensitive):
 * - POST users/{UserId}/kyc/documents {Type, Tag} -> Status CREATED (event KYC_CREATED)
 * - POST users/{UserId}/kyc/documents/{Id}/pages {File: base64} -> 204; at most 5 pages (400
 *   max_page_number), a file under 1 kB is "too small to be readable", a malformed base64 string has an
 *   "Invalid length", more than 10 MB of base64 is 413 (the SDK's typing and the HTTP code table)
 * - PUT users/{UserId}/kyc/documents/{Id} {Status: VALIDATION_ASKED} -> VALIDATION_ASKED (event
 *   KYC_VALIDATION_ASKED); the outcome follows (kyc-review.ts)
 * - GET kyc/documents/{Id}, kyc/documents, users/{UserId}/kyc/documents[/{Id}]
 *
 * Control route: POST /__sandbox/:clientId/kyc/documents/:id/review {Status: VALIDATED|REFUSED,
 * RefusedReasonType?} decides a submitted document now, whatever its Tag.
 */
import type { ParameterizedContext } from 'koa';
import { clientOf, unixNow, type SandboxModule, type SandboxRequestState } from '../context';
import { paramError, resourceNotFound, SandboxError } from '../errors';
import { paginate } from '../http';
import type { ClientState } from '../state';
import { BodyCheck } from '../validation';
import {
  decide,
  KYC_DOCUMENT_TYPES,
  KYC_DOCUMENTS,
  kycBook,
  REFUSED_REASON_TYPES,
  reviewDue,
  scheduleReview,
  type KycDocumentResource,
} from './kyc-review';
import { findUser } from './users';

const MAX_PAGES = 5;
const MIN_FILE_BYTES = 1024;
const MAX_FILE_BASE64 = 10 * 1024 * 1024;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

type Ctx = ParameterizedContext<SandboxRequestState> & { params: Record<string, string> };

function findDocument(state: ClientState, id: string, userId?: string): KycDocumentResource {
  const doc = state.get<KycDocumentResource>(KYC_DOCUMENTS, id);
  if (!doc || (userId !== undefined && doc.UserId !== userId)) throw resourceNotFound('KycDocument', id);
  return doc;
}

function userDocument(ctx: Ctx): KycDocumentResource {
  const user = findUser(ctx, ctx.params.id ?? '');
  return findDocument(clientOf(ctx), ctx.params.docId ?? '', user.Id);
}

function addPage(ctx: Ctx): void {
  const state = clientOf(ctx);
  const doc = userDocument(ctx);
  const check = BodyCheck.of(ctx.request.body);
  check.string('File', { required: true });
  check.done();
  const file = String(check.body.File).replace(/\s+/g, '');
  if (file.length > MAX_FILE_BASE64)
    throw new SandboxError(413, 'request_entity_too_large', 'The file is too large: a page must be at most 10 MB once base64-encoded');
  if (file.length % 4 !== 0 || !BASE64.test(file)) throw paramError({ File: 'Invalid length for a Base-64 char array or string.' });
  if (Buffer.byteLength(file, 'base64') < MIN_FILE_BYTES) throw paramError({ File: 'The file is too small to be readable' });
  if (doc.Status !== 'CREATED') throw paramError({ Status: 'Pages can only be added to a KYC document whose Status is CREATED' });
  const book = kycBook(state);
  const pages = book.pages[doc.Id] ?? 0;
  if (pages >= MAX_PAGES) {
    throw new SandboxError(400, 'max_page_number', 'Maximum number of pages exceeded. You can only add up to 5 pages to this document');
  }
  book.pages[doc.Id] = pages + 1;
  ctx.status = 204;
}

export const kycModule: SandboxModule = {
  name: 'kyc',
  routes({ api, control }, sandbox) {
    api.post('/users/:id/kyc/documents', (ctx) => {
      const user = findUser(ctx, ctx.params.id ?? '');
      const check = BodyCheck.of(ctx.request.body);
      check.oneOf('Type', KYC_DOCUMENT_TYPES, { required: true }).string('Tag', { max: 255 });
      check.done();
      const state = clientOf(ctx);
      const doc = state.put<KycDocumentResource>(KYC_DOCUMENTS, {
        Type: check.body.Type as string,
        UserId: user.Id,
        Flags: [],
        Id: state.newId(),
        Tag: (check.body.Tag as string | undefined) ?? null,
        CreationDate: unixNow(sandbox.clock),
        ProcessedDate: null,
        Status: 'CREATED',
        RefusedReasonType: null,
        RefusedReasonMessage: null,
      });
      sandbox.emit({ clientId: ctx.state.clientId, EventType: 'KYC_CREATED', ResourceId: doc.Id });
      ctx.body = doc;
    });

    api.post('/users/:id/kyc/documents/:docId/pages', addPage);

    api.put('/users/:id/kyc/documents/:docId', (ctx) => {
      const state = clientOf(ctx);
      const doc = userDocument(ctx);
      const check = BodyCheck.of(ctx.request.body);
      check.oneOf('Status', ['VALIDATION_ASKED'], { required: true }).string('Tag', { max: 255 });
      check.done();
      if (doc.Status !== 'CREATED') throw paramError({ Status: `A KYC document whose Status is ${doc.Status} cannot be submitted` });
      if (!kycBook(state).pages[doc.Id]) throw paramError({ Status: 'A KYC document needs at least one page before it is submitted' });
      if (check.body.Tag !== undefined) doc.Tag = check.body.Tag as string | null;
      doc.Status = 'VALIDATION_ASKED';
      scheduleReview(sandbox, state, doc);
      sandbox.emit({ clientId: ctx.state.clientId, EventType: 'KYC_VALIDATION_ASKED', ResourceId: doc.Id });
      ctx.body = doc;
    });

    api.get('/users/:id/kyc/documents/:docId', (ctx) => {
      ctx.body = userDocument(ctx);
    });
    api.get('/users/:id/kyc/documents', (ctx) => {
      const user = findUser(ctx, ctx.params.id ?? '');
      ctx.body = paginate(
        ctx,
        clientOf(ctx)
          .list<KycDocumentResource>(KYC_DOCUMENTS)
          .filter((d) => d.UserId === user.Id),
      );
    });
    api.get('/kyc/documents/:docId', (ctx) => {
      ctx.body = findDocument(clientOf(ctx), ctx.params.docId ?? '');
    });
    api.get('/kyc/documents', (ctx) => {
      ctx.body = paginate(ctx, clientOf(ctx).list(KYC_DOCUMENTS));
    });

    control.post('/:clientId/kyc/documents/:docId/review', async (ctx) => {
      const clientId = ctx.params.clientId ?? '';
      const state = sandbox.state(clientId);
      const doc = findDocument(state, ctx.params.docId ?? '');
      const check = BodyCheck.of(ctx.request.body ?? {});
      check.oneOf('Status', ['VALIDATED', 'REFUSED'], { required: true }).oneOf('RefusedReasonType', REFUSED_REASON_TYPES);
      check.done();
      if (doc.Status !== 'VALIDATION_ASKED') throw paramError({ Status: `The KYC document is ${doc.Status}, not VALIDATION_ASKED` });
      decide(sandbox, state, doc, check.body as { Status: 'VALIDATED' | 'REFUSED'; RefusedReasonType?: string });
      await sandbox.persist(clientId);
      ctx.body = doc;
    });
  },
  sweep(state, sandbox) {
    reviewDue(sandbox, state);
  },
};
