/**
 * Users through the SCA endpoints, which Mangopay requires for user creation since December 2025
 * (https://docs.mangopay.com/release-notes/api/2025-11-17): POST sca/users/natural|legal, PUT
 * sca/users/natural|legal/{id}, GET sca/users/{id}, sca/users/natural|legal/{id}. Same records as the
 * legacy endpoints (users.ts); shapes and checks in sca-users.shape.ts.
 *
 * A PAYER is ACTIVE at once (PendingUserAction null). An OWNER comes back PENDING_USER_ACTION with
 * PendingUserAction.RedirectUrl (sca-enrollment.ts) unless the Sandbox trick applies: the word
 * "accept" in the Email (e.g. jean+accept@example.com; for a legal user, in its Email or its legal
 * representative's), which makes it ACTIVE at once. An update keeps the status and the KYC data; the
 * category changes through Mangopay's separate /category endpoint, not emulated.
 */
import type { ParameterizedContext } from 'koa';
import { clientOf, unixNow, type SandboxContext, type SandboxModule, type SandboxRequestState } from '../context';
import { paramError } from '../errors';
import { BodyCheck } from '../validation';
import { pendingEnrollment } from './sca-enrollment';
import { bypassesSca, checkLegalSca, checkNaturalSca, legalScaRecord, naturalScaRecord, presentSca, scaBody } from './sca-users.shape';
import { findUser, USERS } from './users';
import { withoutReadOnly } from './users.shape';

type PersonType = 'NATURAL' | 'LEGAL';
type Ctx = ParameterizedContext<SandboxRequestState> & { params: Record<string, string> };

/** Set by Mangopay (KYC, enrollment), kept on update. */
const KEPT_ON_UPDATE = [
  'KYCLevel',
  'UserStatus',
  'PendingUserAction',
  'Capacity',
  'ProofOfIdentity',
  'ProofOfAddress',
  'ProofOfRegistration',
  'ShareholderDeclaration',
  'Statute',
  'LegalRepresentativeProofOfIdentity',
];

/** The request body without what the platform cannot set, nor the SDK's routing flags. */
function requestBody(ctx: Ctx): Record<string, unknown> {
  const body = withoutReadOnly(BodyCheck.of(ctx.request.body).body);
  for (const key of ['NaturalSca', 'LegalSca', 'ScaContext', 'PendingUserAction']) delete body[key];
  return body;
}

function create(ctx: Ctx, sandbox: SandboxContext, personType: PersonType): void {
  const body = requestBody(ctx);
  if (personType === 'NATURAL') checkNaturalSca(body);
  else checkLegalSca(body);
  const state = clientOf(ctx);
  const now = unixNow(sandbox.clock);
  const base = { Id: state.newId(), CreationDate: now, acceptedAt: now };
  const user = personType === 'NATURAL' ? naturalScaRecord(body, base) : legalScaRecord(body, base);
  if (user.UserCategory === 'OWNER' && !bypassesSca(body)) {
    user.UserStatus = 'PENDING_USER_ACTION';
    user.PendingUserAction = pendingEnrollment(sandbox, state, user.Id);
  }
  ctx.body = presentSca(state.put(USERS, user));
}

function update(ctx: Ctx, sandbox: SandboxContext, personType: PersonType): void {
  const stored = findUser(ctx, ctx.params.id ?? '', personType);
  const changes = requestBody(ctx);
  if (changes.UserCategory !== undefined && changes.UserCategory !== stored.UserCategory) {
    throw paramError({ UserCategory: 'The UserCategory is changed with PUT sca/users/{natural|legal}/{UserId}/category.' });
  }
  const current = scaBody(stored);
  const merged: Record<string, unknown> = { ...current, ...changes };
  if (personType === 'LEGAL') {
    merged.LegalRepresentative = { ...(current.LegalRepresentative as object), ...(changes.LegalRepresentative ?? {}) };
    checkLegalSca(merged);
  } else checkNaturalSca(merged);
  const acceptedAt = (stored.TermsAndConditionsAcceptedDate as number | null) ?? unixNow(sandbox.clock);
  const base = { Id: stored.Id, CreationDate: stored.CreationDate ?? acceptedAt, acceptedAt };
  const user = personType === 'NATURAL' ? naturalScaRecord(merged, base) : legalScaRecord(merged, base);
  for (const key of KEPT_ON_UPDATE) if (key in stored) user[key] = stored[key];
  ctx.body = presentSca(clientOf(ctx).put(USERS, user));
}

export const scaUsersModule: SandboxModule = {
  name: 'sca-users',
  routes({ api }, sandbox) {
    api.post('/sca/users/natural', (ctx) => create(ctx, sandbox, 'NATURAL'));
    api.post('/sca/users/legal', (ctx) => create(ctx, sandbox, 'LEGAL'));
    api.put('/sca/users/natural/:id', (ctx) => update(ctx, sandbox, 'NATURAL'));
    api.put('/sca/users/legal/:id', (ctx) => update(ctx, sandbox, 'LEGAL'));
    api.get('/sca/users/natural/:id', (ctx) => {
      ctx.body = presentSca(findUser(ctx, ctx.params.id ?? '', 'NATURAL'));
    });
    api.get('/sca/users/legal/:id', (ctx) => {
      ctx.body = presentSca(findUser(ctx, ctx.params.id ?? '', 'LEGAL'));
    });
    api.get('/sca/users/:id', (ctx) => {
      ctx.body = presentSca(findUser(ctx, ctx.params.id ?? ''));
    });
  },
};
