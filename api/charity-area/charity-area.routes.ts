/**
 * The charity area's API (docs/charity-area.md): the invitation link (no session) and the /charity routes
 * of a charity's representative (role charity, always its own charity). `charityAreaRouters` is what
 * app.ts mounts.
 */
import type Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { charityRoutes } from './charity.routes';
import { invitationRoutes } from './invitation.routes';

/** Every router of this area, in the order app.ts mounts them. */
export function charityAreaRouters(deps: AppDeps): Router[] {
  return [invitationRoutes(deps), charityRoutes(deps)];
}
