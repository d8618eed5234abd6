/**
 * A local Mangopay (REST API v2.01) for development and tests: see README.md for what it emulates and
 * how to run it. `startSandbox` listens on a port; `createSandboxApp` gives the Koa app without
 * listening; control-access.ts is how the one who starts it reaches its `/__sandbox` control routes.
 */
export { createSandboxApp, type SandboxApp, type SandboxHandle, type SandboxOptions, type ServedRequest } from './app';
export { SANDBOX_HOST, startSandbox, type RunningSandbox, type StartSandboxOptions } from './start';
export {
  CONTROL_PREFIX,
  apiKeyFromEnv,
  CONTROL_TOKEN_HEADER,
  controlFetch,
  controlHeaders,
  controlTokenFromEnv,
  newControlToken,
  type ControlAccess,
} from './control-access';
export { isManualClock, ManualClock, systemClock, type Clock, type ManualClockLike } from './clock';
export type { SandboxContext, SandboxLogger, SandboxModule } from './context';
export type { Resource, SandboxEvent } from './state';
export { SECURE_MODE_SESSION_SECONDS } from './modules/secure-mode-expiry';
