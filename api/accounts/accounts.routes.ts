/** Every router of the accounts area, in the order app.ts mounts them. */
import type Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { authRoutes } from './auth.routes';
import { signupRoutes } from './signup.routes';
import { userRoutes } from './user.routes';
import { profileRoutes } from './profile.routes';
import { personalDataRoutes } from './personal-data.routes';
import { kycRoutes } from './kyc.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { socialRoutes } from './social.routes';
import { sessionsRoutes } from './sessions.routes';
import { emailChangeRoutes } from './email-change.routes';
import { secondFactorRoutes } from './second-factor.routes';

export function accountsRouters(deps: AppDeps): Router[] {
  return [
    authRoutes(deps),
    signupRoutes(deps),
    userRoutes(deps),
    profileRoutes(deps),
    personalDataRoutes(deps),
    kycRoutes(deps),
    passwordResetRoutes(deps),
    socialRoutes(deps),
    sessionsRoutes(deps),
    emailChangeRoutes(deps),
    secondFactorRoutes(deps),
  ];
}
