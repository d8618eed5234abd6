/**
 * Users through the SCA endpoints, which Mangopay requires for user creation since December 2025
 * (https://docs.mangopay.com/release-notes/api/2025-11-17): POST sca/users/natural|legal, PUT
 * sca/users/natural|legal/{id}, GET sca/users/{id}, sca/users/natural|legal/{id}. Same records as the
 * legacy endpoints (users.ts); shapes and checks in sca-users.shape.ts.
 *
 * A PAYER is ACTIVE at once (PendingUserAction null). An OWNER comes back PENDING_USER_ACTION with
 * PendingUserAction.RedirectUrl (sca-enrollment.ts) unless the Sandbox trick applies: the word
 * "accept" in the Email (e.g. jean+accept@example.com; for a legal user, in its Email or its legal
 * representative's), which makes it ACTIVE at once. An update keeps the status and the KYC data, but
 * for two changes Mangopay documents: a changed SCA contact (e-mail, phone) sends an OWNER back to
 * PENDING_USER_ACTION, a changed verified identity downgrades a REGULAR user to LIGHT (afterUpdate). The
 * category changes through Mangopay's separate /category endpoint, not emulated.
 */
import type { ParameterizedContext } from 'koa';
import { clientOf, unixNow, type SandboxContext, type SandboxModule, type SandboxRequestState } from '../context';
import { paramError } from '../errors';
import type { ClientState, Resource } from '../state';
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
  afterUpdate(sandbox, clientOf(ctx), stored, user, merged);
  ctx.body = presentSca(clientOf(ctx).put(USERS, user));
}

/** Record fields whose change sends an enrolled OWNER back to SCA enrollment (the person's contact for SCA). */
const SCA_FIELDS = {
  NATURAL: ['Email', 'PhoneNumber', 'PhoneNumberCountry'],
  LEGAL: ['LegalRepresentativeEmail', 'PhoneNumber', 'PhoneNumberCountry'],
};
/** Record fields whose change downgrades a REGULAR user to LIGHT (the verified identity). */
const KYC_FIELDS = {
  NATURAL: ['FirstName', 'LastName', 'Birthday', 'Nationality'],
  LEGAL: [
    'LegalRepresentativeFirstName',
    'LegalRepresentativeLastName',
    'LegalRepresentativeBirthday',
    'LegalRepresentativeNationality',
    'LegalPersonType',
  ],
};

/**
 * What an update does beyond the data (https://docs.mangopay.com/api-reference/users/update-legal-user-sca,
 * update-natural-user-sca): an OWNER whose SCA contact changed is PENDING_USER_ACTION again with a new
 * RedirectUrl (unless the Sandbox "accept" e-mail applies); a REGULAR user whose verified identity changed
 * is downgraded to LIGHT (event USER_KYC_LIGHT; its validated documents stay as they are).
 */
function afterUpdate(sandbox: SandboxContext, state: ClientState, stored: Resource, user: Resource, body: Record<string, unknown>): void {
  const personType = user.PersonType === 'LEGAL' ? 'LEGAL' : 'NATURAL';
  const changed = (fields: string[]) => fields.some((field) => (stored[field] ?? null) !== (user[field] ?? null));
  if (user.UserCategory === 'OWNER' && changed(SCA_FIELDS[personType]) && !bypassesSca(body)) {
    user.UserStatus = 'PENDING_USER_ACTION';
    user.PendingUserAction = pendingEnrollment(sandbox, state, user.Id);
  }
  if (user.KYCLevel === 'REGULAR' && changed(KYC_FIELDS[personType])) {
    user.KYCLevel = 'LIGHT';
    sandbox.emit({ clientId: state.clientId, EventType: 'USER_KYC_LIGHT', ResourceId: user.Id });
  }
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
