/**
 * Runtime configuration: read once at start-up from the environment through one zod schema.
 * A wrong value stops the process with a message naming the variable (see README.md).
 */
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().url().optional());

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: optionalUrl.optional(),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  DATABASE_URL: optionalUrl.optional(),
  MANGOPAY_CLIENT_ID: z.string().trim().transform((v) => (v === '' ? undefined : v)).optional(),
  MANGOPAY_API_KEY: z.string().trim().transform((v) => (v === '' ? undefined : v)).optional(),
  MANGOPAY_BASE_URL: optionalUrl.optional(),
  /** Port of the embedded Mangopay sandbox, started when no MANGOPAY_* variable is set. */
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
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
   * Facebook login: the Graph API base URL whose /debug_token and /me check an access token, and the
   * app's id and secret. All three or none (none: the social buttons are hidden, the endpoints refuse).
   */
  FACEBOOK_GRAPH_URL: optionalUrl.optional(),
  FACEBOOK_APP_ID: z.string().trim().transform((v) => (v === '' ? undefined : v)).optional(),
  FACEBOOK_APP_SECRET: z.string().trim().transform((v) => (v === '' ? undefined : v)).optional(),
  /** The login dialog the browser is sent to (Facebook's by default). */
  FACEBOOK_DIALOG_URL: optionalUrl.optional().transform((v) => v ?? 'https://www.facebook.com/v19.0/dialog/oauth'),
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
  const mangopay = { MANGOPAY_CLIENT_ID: c.MANGOPAY_CLIENT_ID, MANGOPAY_API_KEY: c.MANGOPAY_API_KEY, MANGOPAY_BASE_URL: c.MANGOPAY_BASE_URL };
  const missing = Object.entries(mangopay).filter(([, v]) => v === undefined).map(([k]) => k);
  if (missing.length > 0 && missing.length < 3) {
    throw new ConfigError(`Invalid configuration:\n  ${missing.join(', ')}: required when any MANGOPAY_* variable is set (set all three for Mangopay, or none for the embedded sandbox)`);
  }
  const facebook = { FACEBOOK_GRAPH_URL: c.FACEBOOK_GRAPH_URL, FACEBOOK_APP_ID: c.FACEBOOK_APP_ID, FACEBOOK_APP_SECRET: c.FACEBOOK_APP_SECRET };
  const facebookMissing = Object.entries(facebook).filter(([, v]) => v === undefined).map(([k]) => k);
  if (facebookMissing.length > 0 && facebookMissing.length < 3) {
    throw new ConfigError(`Invalid configuration:\n  ${facebookMissing.join(', ')}: required when any of FACEBOOK_GRAPH_URL, FACEBOOK_APP_ID, FACEBOOK_APP_SECRET is set (all three, or none to turn Facebook login off)`);
  }
  return { ...c, PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}` };
}
