/**
 * Helpers for tests that run against the emulator (`@entraide/mangopay-sandbox/testing`): an emulator
 * per test file, a plain-HTTP client of its API, a hook receiver, its control routes, and a payer's
 * browser actions.
 */
export { startTestSandbox, type TestSandbox } from './test-sandbox';
export { naturalPayer, rawClient, rawRequest, requestToken, type RawAnswer, type RawClient } from './raw-client';
export { startHookListener, type HookCall, type HookListener } from './hook-listener';
export { advanceEmulator, sandboxControl, seedPayIn } from './control';
export {
  BROWSER,
  clickThrough,
  nextYear,
  PARIS,
  TEST_BIC,
  TEST_IBAN,
  tokenize,
  type CardData,
  type PageVisit,
  type Preregistration,
} from './browser';
