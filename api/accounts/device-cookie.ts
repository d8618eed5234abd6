/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): after a successful
 * sign-in, the answer sets an HttpOnly, SameSite=Lax cookie (Secure when PUBLIC_URL is https) proving
 * that this browser signed in to this account before: a random nonce and an HMAC-SHA256, under a server
 * secret, of the account's login (its normalised e-mail) and that nonce. A sign-in attempt carrying a
 * valid cookie for the e-mail typed comes from a known device: the account-wide ceiling, which anyone
 * with enough addresses can fill, does not apply to it, only the device's own limit of failures in a
 * row (throttle-rules.ts); past that limit the cookie is distrusted like an unknown device until its
 * window ends. Each browser keeps one cookie per account that signed in there (the cookie's name is
 * derived from the login under the same secret, so it names no e-mail). The cookie goes back only to
 * the sign-in route.
 *
 * The secret: DEVICE_COOKIE_SECRET (required in production); otherwise a random one kept in
 * DATA_DIR/device-cookie-secret, created once by whichever process comes first (an atomic link), so a
 * restart and the other processes of the same DATA_DIR agree (docs/decisions.md).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile, link } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'koa';
import type { Config } from '../config';
import { normalizeEmail } from '../../domain/identity';
import { API_PREFIX } from '../http/api-prefix';

const COOKIE_PREFIX = 'entraide_device_';
/** A known device stays known this long after its last sign-in. */
const COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const SECRET_FILE = 'device-cookie-secret';

/** A device that proved, by its cookie, an earlier sign-in to the login typed: its nonce names it. */
export interface KnownDevice {
  nonce: string;
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

/** The secret of development and tests: one per DATA_DIR, made by the first process that needs it. */
async function dataDirSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, SECRET_FILE);
  const existing = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
  if (existing && existing.trim().length >= 32) return existing.trim();
  await mkdir(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  // link() fails when the file exists: the first process's secret wins, and everyone reads it back.
  await link(draft, file).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'EEXIST') throw err;
  });
  await unlink(draft).catch(() => undefined);
  return (await readFile(file, 'utf8')).trim();
}

/** The device cookies of one app: reads a sign-in's cookie, and sets a new one after a success. */
export function deviceCookies(config: Pick<Config, 'DEVICE_COOKIE_SECRET' | 'DATA_DIR' | 'PUBLIC_URL'>) {
  let secretOnce: Promise<string> | undefined;
  const secret = () =>
    (secretOnce ??= config.DEVICE_COOKIE_SECRET ? Promise.resolve(config.DEVICE_COOKIE_SECRET) : dataDirSecret(config.DATA_DIR));
  const secure = config.PUBLIC_URL.startsWith('https:');
  const cookieName = (key: string, login: string) => `${COOKIE_PREFIX}${hmac(key, `name\n${login}`).slice(0, 16)}`;

  return {
    /** The device the request proves for the e-mail typed, or null (no cookie, forged, another account's). */
    async known(ctx: Context, email: string): Promise<KnownDevice | null> {
      const key = await secret();
      const login = normalizeEmail(email);
      const value = ctx.cookies.get(cookieName(key, login)) ?? '';
      const [nonce, signature, ...rest] = value.split('.');
      if (!nonce || !signature || rest.length > 0 || !/^[A-Za-z0-9_-]{22,64}$/.test(nonce)) return null;
      const expected = Buffer.from(hmac(key, `device\n${login}\n${nonce}`));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? { nonce } : null;
    },

    /** After a successful sign-in: this browser is a known device of the account, with a fresh nonce. */
    async remember(ctx: Context, email: string): Promise<void> {
      const key = await secret();
      const login = normalizeEmail(email);
      const nonce = randomBytes(18).toString('base64url');
      const attributes = [
        `${cookieName(key, login)}=${nonce}.${hmac(key, `device\n${login}\n${nonce}`)}`,
        `Path=${API_PREFIX}/user/auth`,
        `Max-Age=${COOKIE_MAX_AGE_SECONDS}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(secure ? ['Secure'] : []),
      ];
      ctx.append('Set-Cookie', attributes.join('; '));
    },
  };
}
