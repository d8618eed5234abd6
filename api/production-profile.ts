/**
 * What a production start needs (NODE_ENV=production): every part configured for real, none of the
 * demo's stand-ins taken as a fallback. The web process and the worker (config.ts, loadConfigOrExit)
 * refuse to start, naming every missing or wrong variable in one message, unless they have
 * - DATABASE_URL: PostgreSQL, or an embedded database chosen on purpose (`pglite:///absolute/path`);
 * - MANGOPAY_CLIENT_ID, MANGOPAY_API_KEY, MANGOPAY_BASE_URL: the real provider, never the emulator;
 * - SMTP_URL: mails sent, never written to the outbox folder;
 * - PUBLIC_URL on https:// (plain http:// only for a loopback host, so that a deployment test on one
 *   machine can run this profile);
 * - uploads on S3 (STORAGE_S3_BUCKET) or on a directory named on purpose (UPLOADS_DIR);
 * - DEVICE_COOKIE_SECRET: the key that signs the device cookies of sign-in (device-cookie.ts), shared by
 *   every process, never a key made in one machine's DATA_DIR.
 * Optional: DATABASE_READ_URL, a streaming read replica of DATABASE_URL for the visitors' public reads
 * (api/db/database.ts; unset: the primary reads everything).
 * It reads the raw environment, so that it names what is missing even when another value is malformed.
 */

const set = (value: string | undefined) => (value ?? '').trim() !== '';

/** A loopback host name, as URL spells it: localhost, 127.0.0.0/8, [::1]. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/** The lines (`  NAME: why`) that keep a production start from going on; empty when it may. */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const require = (name: string, why: string) => {
    if (!set(env[name])) problems.push(`  ${name}: required with NODE_ENV=production (${why})`);
  };
  require('DATABASE_URL', 'a PostgreSQL URL, or pglite:///absolute/path for an embedded database chosen on purpose');
  for (const name of ['MANGOPAY_CLIENT_ID', 'MANGOPAY_API_KEY', 'MANGOPAY_BASE_URL'])
    require(name, 'the real Mangopay: the payment emulator never runs in production');
  require('SMTP_URL', 'mails are sent by SMTP, never left in the outbox folder');
  require('PUBLIC_URL', 'the https:// address people reach the service at');
  if (set(env.PUBLIC_URL)) {
    let url: URL | undefined;
    try {
      url = new URL((env.PUBLIC_URL ?? '').trim());
    } catch {
      // malformed: loadConfig names it
    }
    if (url && url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname)))
      problems.push('  PUBLIC_URL: must be https:// with NODE_ENV=production (http:// only for localhost, 127.0.0.0/8 or [::1])');
  }
  if (!set(env.STORAGE_S3_BUCKET) && !set(env.UPLOADS_DIR))
    problems.push(
      '  STORAGE_S3_BUCKET or UPLOADS_DIR: required with NODE_ENV=production (uploads on an S3 bucket, or in a directory named on purpose)',
    );
  require('DEVICE_COOKIE_SECRET', 'at least 32 random characters, the same for every process: it signs the sign-in device cookies');
  return problems;
}
