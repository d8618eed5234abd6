/** What the API needs from outside; createApp receives it so tests can inject their own. */
import type { Logger } from 'pino';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { PaymentGateway } from './payments';
import type { Jobs } from './jobs/jobs';
import type { LiveHub } from './pots';
import type { Mailer } from './mail/mailer';
import type { Readiness } from './shutdown';
import type { Storage } from './storage/storage';

export interface AppDeps {
  config: Config;
  db: Database;
  clock: Clock;
  logger: Logger;
  /** The payment gateway (Mangopay, or the embedded sandbox emulator). */
  payments: PaymentGateway;
  /** Uploaded files (DATA_DIR/uploads, served under /uploads/). */
  storage: Storage;
  /** Outgoing e-mail (api/mail: SMTP, or .eml files in DATA_DIR/outbox/). */
  mail: Mailer;
  /** Background jobs (api/jobs: pg-boss in the server, run inline in tests). */
  jobs: Jobs;
  /** Whether the process is stopping (api/shutdown.ts): readiness then answers 503. Absent: never. */
  readiness?: Readiness;
  /** The live streams of this process (api/pots/live/); absent: the router makes one, never closed. */
  live?: LiveHub;
  /** Directory of the built PWA; when absent only the API is served. */
  distDir?: string;
}
