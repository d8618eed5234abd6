/**
 * Runtime configuration: read once at start-up from the environment through one zod schema.
 * A wrong value stops the process with a message naming the variable (see README.md).
 */
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/client-address';
import { productionProblems } from './production-profile';
import { newStartSecret, startSecretFromEnv } from './start-secrets';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().url().optional());

/** A secret an environment variable may give (at least 16 characters); unset or empty: undefined. */
const startSecret = (name: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return startSecretFromEnv(name, value);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    });

/**
 * DATABASE_URL: a PostgreSQL URL, or `pglite:///absolute/path` for an embedded database chosen on
 * purpose (api/db/database.ts); unset: the embedded PGlite in DATA_DIR (never in production).
 */
const databaseUrl = optionalUrl.optional().superRefine((value, ctx) => {
  if (value === undefined) return;
  const url = new URL(value);
  if (url.protocol === 'postgres:' || url.protocol === 'postgresql:') return;
  if (url.protocol === 'pglite:' && /^pglite:\/\/\/[^/]/i.test(value)) return;
  ctx.addIssue({
    code: 'custom',
    message: 'expected postgres://… (PostgreSQL) or pglite:///absolute/path (an embedded database in that directory)',
  });
});

/** DATABASE_READ_URL: a PostgreSQL read replica for the public reads (api/db/database.ts); unset: the primary. */
const databaseReadUrl = optionalUrl.optional().superRefine((value, ctx) => {
  if (value === undefined) return;
  const { protocol } = new URL(value);
  if (protocol !== 'postgres:' && protocol !== 'postgresql:')
    ctx.addIssue({ code: 'custom', message: 'expected postgres://… (a read replica)' });
});

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: optionalUrl.optional(),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  DATABASE_URL: databaseUrl,
  DATABASE_READ_URL: databaseReadUrl,
  MANGOPAY_CLIENT_ID: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  MANGOPAY_API_KEY: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  MANGOPAY_BASE_URL: optionalUrl.optional(),
  /** Port of the embedded Mangopay sandbox, started when no MANGOPAY_* variable is set. */
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  /**
   * The token the embedded sandbox's control routes want in X-Sandbox-Control-Token (tests, CI); unset:
   * a random one, printed at start-up.
   */
  SANDBOX_CONTROL_TOKEN: startSecret('SANDBOX_CONTROL_TOKEN'),
  /**
   * The API key of the embedded sandbox (and what the demo's worker presents to it); unset: a random one,
   * printed at start-up. The worker, which never starts an emulator, needs it in the demo.
   */
  SANDBOX_API_KEY: startSecret('SANDBOX_API_KEY'),
  /** Directory of the built PWA (vite's output); default dist/ at the repository root. */
  DIST_DIR: z.string().trim().min(1).optional(),
  SMTP_URL: optionalUrl.optional(),
  MAIL_FROM: z.string().trim().min(3).default('Entraide <ne-pas-repondre@entraide.example>'),
  /** External sites of the public header and redirects (public site); unset: our own pages stand in. */
  CORPORATE_SITE_URL: optionalUrl.optional(),
  LABEL_SITE_URL: optionalUrl.optional(),
  PARTNERS_SITE_URL: optionalUrl.optional(),
  BLOG_URL: optionalUrl.optional(),
  /** A YouTube or Vimeo presentation video for the values and press pages; unset: no video section. */
  PRESENTATION_VIDEO_URL: optionalUrl.optional(),
  /**
   * Facebook login (authorization-code flow): the Graph API base URL (/oauth/access_token exchanges the
   * dialog's code with the app secret, /debug_token and /me check the token and read the person), and
   * the app's id and secret. All three or none (none: the social buttons are hidden, the endpoints refuse).
   */
  FACEBOOK_GRAPH_URL: optionalUrl.optional(),
  FACEBOOK_APP_ID: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  FACEBOOK_APP_SECRET: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  /** The login dialog the browser is sent to, asked for a code (Facebook's by default). */
  FACEBOOK_DIALOG_URL: optionalUrl.optional().transform((v) => v ?? 'https://www.facebook.com/v19.0/dialog/oauth'),
  /**
   * Uploads on an S3-compatible bucket (api/storage/s3-storage.ts) when STORAGE_S3_BUCKET is set;
   * unset: the local disk (UPLOADS_DIR). Credentials: the AWS SDK's usual AWS_* variables.
   */
  STORAGE_S3_BUCKET: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  STORAGE_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** The local uploads folder (without STORAGE_S3_BUCKET); unset: DATA_DIR/uploads, never in production. */
  UPLOADS_DIR: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  /** An S3-compatible service's address (unset: AWS itself). */
  STORAGE_S3_ENDPOINT: optionalUrl.optional(),
  /** Path-style addresses (`host/bucket/key`); default: true with STORAGE_S3_ENDPOINT, false on AWS. */
  STORAGE_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Where stored files are publicly served (a CDN or the bucket's address); unset: `/uploads/` of the API. */
  STORAGE_PUBLIC_URL: optionalUrl.optional(),
  /** `false`: the server neither migrates nor seeds at start (production runs `npm run db:migrate` apart). */
  RUN_MIGRATIONS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** `false`: the server only queues jobs; a worker process (`api/worker.ts`) runs them. */
  RUN_JOBS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** `false`: no micro-cache of the public pot, participants and directory-filter reads (on in production only). */
  PUBLIC_READ_CACHE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * `true`: `GET /api/v1/dev/outbox` lists the outbox's mails to callers on this machine carrying the
   * outbox token (never in production).
   */
  DEV_OUTBOX: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** The token `GET /api/v1/dev/outbox` wants in X-Dev-Outbox-Token; unset: a random one, printed at start-up. */
  DEV_OUTBOX_TOKEN: startSecret('DEV_OUTBOX_TOKEN'),
  /**
   * Which X-Forwarded-For entries to believe (api/http/client-address.ts): unset, `false` or `0` none
   * (the socket's address is the client's), a hop count, or a comma-separated list of proxy addresses.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx): TrustProxy => {
      const trust = parseTrustProxy(value);
      if (trust) return trust;
      ctx.addIssue({ code: 'custom', message: 'expected false, a number of proxies (0 to 32) or a comma-separated list of IP addresses' });
      return z.NEVER;
    }),
  /** Sign-ups answered per hour to one client address, and to all of them together (then 429). */
  SIGNUP_HOURLY_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  SIGNUP_HOURLY_TOTAL: z.coerce.number().int().min(1).default(300),
  /**
   * The HMAC key of device cookies (api/accounts/device-cookie.ts), at least 32 characters; required in
   * production. Unset elsewhere: a random key kept in DATA_DIR/device-cookie-secret.
   */
  DEVICE_COOKIE_SECRET: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().min(32, 'expected at least 32 characters').optional())
    .optional(),
  /** Milliseconds a stopping web process keeps serving after SIGTERM, readiness at 503 (api/shutdown.ts). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(5000),
  /** Milliseconds after SIGTERM past which a process that has not closed everything exits 1. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

export type Config = z.infer<typeof ConfigSchema> & { PUBLIC_URL: string };

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError naming every wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  // Mangopay: all three variables (the real provider) or none (the embedded sandbox), never some.
  const mangopay = {
    MANGOPAY_CLIENT_ID: c.MANGOPAY_CLIENT_ID,
    MANGOPAY_API_KEY: c.MANGOPAY_API_KEY,
    MANGOPAY_BASE_URL: c.MANGOPAY_BASE_URL,
  };
  const missing = Object.entries(mangopay)
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
  if (missing.length > 0 && missing.length < 3) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: required when any MANGOPAY_* variable is set (set all three for Mangopay, or none for the embedded sandbox)`,
    );
  }
  const facebook = {
    FACEBOOK_GRAPH_URL: c.FACEBOOK_GRAPH_URL,
    FACEBOOK_APP_ID: c.FACEBOOK_APP_ID,
    FACEBOOK_APP_SECRET: c.FACEBOOK_APP_SECRET,
  };
  const facebookMissing = Object.entries(facebook)
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
  if (facebookMissing.length > 0 && facebookMissing.length < 3) {
    throw new ConfigError(
      `Invalid configuration:\n  ${facebookMissing.join(', ')}: required when any of FACEBOOK_GRAPH_URL, FACEBOOK_APP_ID, FACEBOOK_APP_SECRET is set (all three, or none to turn Facebook login off)`,
    );
  }
  if (c.DEV_OUTBOX && c.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  DEV_OUTBOX: the development outbox is never served with NODE_ENV=production');
  }
  if (c.SHUTDOWN_TIMEOUT_MS <= c.SHUTDOWN_DRAIN_MS) {
    throw new ConfigError(
      'Invalid configuration:\n  SHUTDOWN_TIMEOUT_MS: must be greater than SHUTDOWN_DRAIN_MS (the drain is part of the time a stop may take)',
    );
  }
  return {
    ...c,
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    // The outbox holds live reset links: with no DEV_OUTBOX_TOKEN, a new random token at each start.
    DEV_OUTBOX_TOKEN: c.DEV_OUTBOX ? (c.DEV_OUTBOX_TOKEN ?? newStartSecret()) : undefined,
  };
}

/**
 * loadConfig for an entry point (the web process, the worker): a wrong value, a part that production
 * lacks (production-profile.ts) or what `check` refuses (lines of `  NAME: why`) is printed in one
 * message, and the process exits with 1.
 */
export function loadConfigOrExit(check?: (config: Config) => string[], env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  let config: Config | undefined;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems.push(...err.message.split('\n').slice(1));
  }
  if (env.NODE_ENV === 'production') problems.push(...productionProblems(env));
  if (config && check) problems.push(...check(config));
  if (problems.length > 0 || !config) {
    console.error(`Invalid configuration:\n${[...new Set(problems)].join('\n')}`);
    process.exit(1);
  }
  return config;
}
