/** What the API needs from outside; createApp receives it so tests can inject their own. */
import type { Logger } from 'pino';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { PaymentGateway } from './payments/gateway.types';

export interface AppDeps {
  config: Config;
  db: Database;
  clock: Clock;
  logger: Logger;
  /** The payment gateway (Mangopay, or the embedded sandbox emulator). */
  payments: PaymentGateway;
  /** Directory of the built PWA; when absent only the API is served. */
  distDir?: string;
}
