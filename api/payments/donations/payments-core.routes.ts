/** Every router of the payments core (cards, donations, return, hooks), in the order app.ts mounts them. */
import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { cardRegistrationRoutes } from '../cards/card-registration.routes';
import { hookRoutes } from '../hooks/hooks.routes';
import { donationThanksRoutes } from './donation-thanks.routes';
import { donationRoutes } from './donations.routes';

export function paymentsCoreRouters(deps: AppDeps): Router[] {
  return [cardRegistrationRoutes(deps), donationRoutes(deps), donationThanksRoutes(deps), hookRoutes(deps)];
}
