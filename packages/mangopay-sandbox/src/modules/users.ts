/**
 * Users, the part of the legacy endpoints that remains: GET users (list), users/natural/{id},
 * users/legal/{id}. Users are created and updated through the SCA endpoints (sca-users.ts), the only
 * ones Mangopay serves since 15 December 2025: the release note of 17 November 2025
 * (https://docs.mangopay.com/release-notes/api/2025-11-17) retires POST Create a Natural User, POST
 * Create a Legal User, PUT Update a Natural/Legal User and GET View a User. Those answer here as a
 * path the API does not serve: 404 ressource_not_found, with the SCA endpoint to call instead in the
 * message (the body Mangopay gives for them is not documented; the status and wording are the
 * emulator's).
 */
import type { ParameterizedContext } from 'koa';
import { clientOf, type SandboxModule, type SandboxRequestState } from '../context';
import { resourceNotFound, SandboxError } from '../errors';
import { paginate } from '../http';
import type { Resource } from '../state';

export const USERS = 'users';

type PersonType = 'NATURAL' | 'LEGAL';
const KIND_NAME: Record<PersonType, string> = { NATURAL: 'UserNatural', LEGAL: 'UserLegal' };

type Ctx = ParameterizedContext<SandboxRequestState> & { params: Record<string, string> };

/** A stored user, optionally of one person type; 404 otherwise. For other modules too. */
export function findUser(ctx: Ctx, id: string, personType?: PersonType): Resource {
  const user = clientOf(ctx).get(USERS, id);
  if (!user || (personType && user.PersonType !== personType)) {
    throw resourceNotFound(personType ? KIND_NAME[personType] : 'User', id);
  }
  return user;
}

/** The retired legacy calls and what replaces each. */
const RETIRED: Array<{ method: 'post' | 'put' | 'get'; path: string; instead: string }> = [
  { method: 'post', path: '/users/natural', instead: 'POST sca/users/natural' },
  { method: 'post', path: '/users/legal', instead: 'POST sca/users/legal' },
  { method: 'put', path: '/users/natural/:id', instead: 'PUT sca/users/natural/{UserId}' },
  { method: 'put', path: '/users/legal/:id', instead: 'PUT sca/users/legal/{UserId}' },
  { method: 'get', path: '/users/:id', instead: 'GET sca/users/{UserId}' },
];

const retired = (ctx: Ctx, instead: string) =>
  new SandboxError(
    404,
    'ressource_not_found',
    `No endpoint at ${ctx.method} ${ctx.path}: this legacy user endpoint was removed on 15 December 2025; call ${instead}`,
  );

export const usersModule: SandboxModule = {
  name: 'users',
  routes({ api }) {
    api.get('/users/natural/:id', (ctx) => {
      ctx.body = findUser(ctx, ctx.params.id ?? '', 'NATURAL');
    });
    api.get('/users/legal/:id', (ctx) => {
      ctx.body = findUser(ctx, ctx.params.id ?? '', 'LEGAL');
    });
    for (const { method, path, instead } of RETIRED) {
      api[method](path, (ctx) => {
        throw retired(ctx, instead);
      });
    }
    api.get('/users', (ctx) => {
      ctx.body = paginate(ctx, clientOf(ctx).list(USERS));
    });
  },
};
