/** Every router of the bank side of payments (bank wire, bank accounts and mandates, monthly giving, identity documents). */
import type Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { bankWireRoutes } from './bankwire/bankwire.routes';
import { kycUploadRoutes } from './kyc/kyc.routes';
import { mandateRoutes } from './mandates/mandates.routes';
import { subscriptionRoutes } from './subscriptions/subscriptions.routes';

export { readsItsOwnBody } from './kyc/kyc.routes';

export function bankSideRouters(deps: AppDeps): Router[] {
  return [bankWireRoutes(deps), mandateRoutes(deps), subscriptionRoutes(deps), kycUploadRoutes(deps)];
}
