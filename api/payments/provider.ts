/**
 * Which Mangopay the product talks to, from the configuration (api/config.ts enforces all-or-none of
 * the MANGOPAY_* variables): with MANGOPAY_CLIENT_ID, MANGOPAY_API_KEY and MANGOPAY_BASE_URL set, the
 * real one; with none, the embedded sandbox emulator, started here in-process on SANDBOX_PORT with its
 * journal in DATA_DIR and the server's clock; its control routes want the token printed at start-up
 * (or SANDBOX_CONTROL_TOKEN), its API the random API key printed with it (or SANDBOX_API_KEY). The
 * sandbox is never started, nor its package even loaded (a dynamic import), when a real Mangopay is
 * configured: production (production-profile.ts) always has one.
 */
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { getGateway } from './gateway';
import { PRODUCT_HOOK_EVENT_TYPES } from './gateway-hooks';
import type { PaymentGateway } from './gateway.types';
import type { RunningSandbox } from '@entraide/mangopay-sandbox';

export const LOCAL_SANDBOX_CLIENT_ID = 'entraide-local';
/** Where the embedded emulator listens (the loopback interface only), and where the demo's worker finds it. */
export const LOCAL_SANDBOX_HOST = '127.0.0.1';

export interface Payments {
  gateway: PaymentGateway;
  /** Present when the embedded emulator runs. */
  sandbox?: RunningSandbox;
  /** For the start-up line. */
  description: string;
  close(): Promise<void>;
}

/** The emulator's address as a browser sees it: PUBLIC_URL's host name on SANDBOX_PORT. */
export function sandboxPublicUrl(config: Pick<Config, 'PUBLIC_URL' | 'SANDBOX_PORT'>, port = config.SANDBOX_PORT): string {
  return `http://${new URL(config.PUBLIC_URL).hostname}:${port}`;
}

export async function startPayments(config: Config, clock: Clock, logger: Logger): Promise<Payments> {
  const { MANGOPAY_CLIENT_ID, MANGOPAY_API_KEY, MANGOPAY_BASE_URL } = config;
  if (MANGOPAY_CLIENT_ID && MANGOPAY_API_KEY && MANGOPAY_BASE_URL) {
    const gateway = getGateway({ clientId: MANGOPAY_CLIENT_ID, apiKey: MANGOPAY_API_KEY, baseUrl: MANGOPAY_BASE_URL }, logger);
    await registerProductHooks(gateway, config.PUBLIC_URL, logger);
    return { gateway, description: `Mangopay at ${MANGOPAY_BASE_URL}`, close: () => Promise.resolve() };
  }
  // Loaded only here: a start with a real Mangopay never loads the emulator's code.
  const { CONTROL_TOKEN_HEADER, startSandbox } = await import('@entraide/mangopay-sandbox');
  const sandbox = await startSandbox({
    port: config.SANDBOX_PORT,
    host: LOCAL_SANDBOX_HOST,
    publicUrl: config.SANDBOX_PORT === 0 ? undefined : sandboxPublicUrl(config),
    clock,
    dataDir: config.DATA_DIR,
    // Unset: a random key and control token, new at each start.
    apiKey: config.SANDBOX_API_KEY,
    logger: logger.child({ component: 'mangopay-sandbox' }),
    controlToken: config.SANDBOX_CONTROL_TOKEN,
  });
  const gateway = getGateway({ clientId: LOCAL_SANDBOX_CLIENT_ID, apiKey: sandbox.apiKey, baseUrl: sandbox.url }, logger);
  await registerProductHooks(gateway, config.PUBLIC_URL, logger);
  return {
    gateway,
    sandbox,
    // Printed at start-up: the demo's person needs the key for the API (and the demo's worker, as
    // SANDBOX_API_KEY) and the token for the control routes (README).
    description: `the Mangopay sandbox emulator at ${sandbox.context.publicUrl}, API key: ${config.SANDBOX_API_KEY ? 'from SANDBOX_API_KEY' : sandbox.apiKey}, control routes with the header ${CONTROL_TOKEN_HEADER}: ${config.SANDBOX_CONTROL_TOKEN ? 'from SANDBOX_CONTROL_TOKEN' : sandbox.controlToken}`,
    close: () => sandbox.close(),
  };
}

/** Where the provider notifies us: the API's hook route (its handling is the payments issue's). */
export function hookUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/v1/payments/hooks`;
}

/**
 * Registers our hook URL for every event type the product listens to (gateway-hooks.ts), at each
 * start-up: idempotent, logged, and never fatal (a failure is logged and retried at the next start).
 */
export async function registerProductHooks(gateway: PaymentGateway, publicUrl: string, logger: Logger): Promise<void> {
  const url = hookUrl(publicUrl);
  try {
    const result = await gateway.registerHooks(PRODUCT_HOOK_EVENT_TYPES, url);
    logger.info(
      { url, created: result.created.length, updated: result.updated.length, unchanged: result.unchanged.length },
      'payment provider hooks registered',
    );
  } catch (err) {
    logger.error({ err, url }, 'payment provider hooks could not be registered; retried at next start');
  }
}
