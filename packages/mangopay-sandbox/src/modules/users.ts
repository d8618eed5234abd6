/**
 * Users natural and legal: POST users/natural|legal, GET users, users/{id}, users/natural/{id},
 * users/legal/{id}, PUT users/natural|legal/{id}. Reference pages: see users.shape.ts; 200 on creation
 * as Mangopay answers (https://docs.mangopay.com/api-reference/users/create-natural-user). A change of
 * category PAYER -> OWNER records USER_CATEGORY_UPDATED_TO_OWNER (https://docs.mangopay.com/webhooks/event-types).
 */
import type { ParameterizedContext } from 'koa';
import { clientOf, unixNow, type SandboxContext, type SandboxModule, type SandboxRequestState } from '../context';
import { paramError, resourceNotFound } from '../errors';
import { paginate } from '../http';
import type { Resource } from '../state';
import { BodyCheck } from '../validation';
import { checkLegal, checkNatural, presentLegal, presentNatural, withoutReadOnly } from './users.shape';

export const USERS = 'users';

type PersonType = 'NATURAL' | 'LEGAL';
const KIND_NAME: Record<PersonType, string> = { NATURAL: 'UserNatural', LEGAL: 'UserLegal' };

/** Fields kept from the stored user on update (set by Mangopay itself, e.g. by KYC). */
const KEPT_ON_UPDATE = [
  'KYCLevel',
  'UserStatus',
  'Capacity',
  'ProofOfIdentity',
  'ProofOfAddress',
  'ProofOfRegistration',
  'ShareholderDeclaration',
  'Statute',
  'LegalRepresentativeProofOfIdentity',
];

type Ctx = ParameterizedContext<SandboxRequestState> & { params: Record<string, string> };

/** A stored user, optionally of one person type; 404 otherwise. For other modules too. */
export function findUser(ctx: Ctx, id: string, personType?: PersonType): Resource {
  const user = clientOf(ctx).get(USERS, id);
  if (!user || (personType && user.PersonType !== personType)) {
    throw resourceNotFound(personType ? KIND_NAME[personType] : 'User', id);
  }
  return user;
}

function create(ctx: Ctx, sandbox: SandboxContext, personType: PersonType): void {
  const body = withoutReadOnly(BodyCheck.of(ctx.request.body).body);
  if (personType === 'NATURAL') checkNatural(body);
  else checkLegal(body);
  const state = clientOf(ctx);
  const now = unixNow(sandbox.clock);
  const base = { Id: state.newId(), CreationDate: now, acceptedAt: now };
  const user = personType === 'NATURAL' ? presentNatural(body, base) : presentLegal(body, base);
  ctx.body = state.put(USERS, user);
}

function update(ctx: Ctx, sandbox: SandboxContext, personType: PersonType): void {
  const stored = findUser(ctx, ctx.params.id ?? '', personType);
  const changes = withoutReadOnly(BodyCheck.of(ctx.request.body).body);
  const merged = { ...stored, ...changes };
  if (stored.UserCategory === 'OWNER' && merged.UserCategory === 'PAYER') {
    throw paramError({ UserCategory: 'The UserCategory of an OWNER cannot be changed to PAYER.' });
  }
  if (personType === 'NATURAL') checkNatural(merged);
  else checkLegal(merged);
  const acceptedAt = (stored.TermsAndConditionsAcceptedDate as number | null) ?? unixNow(sandbox.clock);
  const base = { Id: stored.Id, CreationDate: stored.CreationDate ?? acceptedAt, acceptedAt };
  const user = personType === 'NATURAL' ? presentNatural(merged, base) : presentLegal(merged, base);
  for (const key of KEPT_ON_UPDATE) if (key in stored) user[key] = stored[key];
  ctx.body = clientOf(ctx).put(USERS, user);
  if (stored.UserCategory === 'PAYER' && user.UserCategory === 'OWNER') {
    sandbox.emit({ clientId: ctx.state.clientId, EventType: 'USER_CATEGORY_UPDATED_TO_OWNER', ResourceId: user.Id });
  }
}

export const usersModule: SandboxModule = {
  name: 'users',
  routes({ api }, sandbox) {
    api.post('/users/natural', (ctx) => create(ctx, sandbox, 'NATURAL'));
    api.post('/users/legal', (ctx) => create(ctx, sandbox, 'LEGAL'));
    api.put('/users/natural/:id', (ctx) => update(ctx, sandbox, 'NATURAL'));
    api.put('/users/legal/:id', (ctx) => update(ctx, sandbox, 'LEGAL'));
    api.get('/users/natural/:id', (ctx) => {
      ctx.body = findUser(ctx, ctx.params.id ?? '', 'NATURAL');
    });
    api.get('/users/legal/:id', (ctx) => {
      ctx.body = findUser(ctx, ctx.params.id ?? '', 'LEGAL');
    });
    api.get('/users/:id', (ctx) => {
      ctx.body = findUser(ctx, ctx.params.id ?? '');
    });
    api.get('/users', (ctx) => {
      ctx.body = paginate(ctx, clientOf(ctx).list(USERS));
    });
  },
};
