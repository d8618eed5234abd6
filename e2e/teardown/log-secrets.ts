/**
 * After the journeys: the server's log (its stdout, captured by playwright.config.ts into
 * `E2E_DATA_DIR/server.log` at LOG_LEVEL=info), and that of the manager specs' own server
 * (`manager-server.log`, when they ran), hold none of the secrets the journeys made or typed
 * (docs/security.md, "Logs"):
 * - every password the specs type (their password constants and the strings they fill into a password
 *   field) and every IBAN constant (as typed and without its spaces), read from the specs' sources;
 * - every token the server mailed (reset, e-mail change and its revert, charity invitations, newsletter
 *   and share links), read from the mail outbox of the data directory;
 * - and any 43-character base64url run at all: the shape of every secret token of the product (sessions,
 *   device cookies, reset, invitation and quick-card tokens: 32 random bytes), which catches the
 *   session tokens the browser held without knowing them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const SERVER_LOG = 'server.log';
/** The log of the server the manager and charity specs start themselves (e2e/manager.support.ts). */
export const MANAGER_SERVER_LOG = 'manager-server.log';

const PASSWORD_CONSTANT = /PASSWORD\w*\s*=\s*'([^']{8,})'/g;
const IBAN_CONSTANT = /IBAN\w*\s*=\s*'([^']{15,})'/g;
const PASSWORD_FILL = /(?:mot de passe|password)[^\n]*\.fill\('([^']{8,})'\)/gi;
const MAILED_TOKEN = /(?:[?&]token=|\/invitation\/)([A-Za-z0-9_%-]{16,})/g;
// 43 base64url characters (32 random bytes, every secret token the product makes) with an upper-case
// letter, a digit or an underscore among them: a random token has none with a chance of about 1e-16,
// while the page slugs of the access log (`/associations-partenaires-cagnotte-solidaire`, 43 characters
// of lower-case letters and hyphens) have none.
const TOKEN_SHAPE = /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*[A-Z0-9_])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

/** The passwords and IBANs the specs of `specDir` type. */
export function typedPasswords(specDir: string): string[] {
  const found = new Set<string>();
  for (const name of readdirSync(specDir).filter((file) => file.endsWith('.ts'))) {
    const source = readFileSync(path.join(specDir, name), 'utf8');
    for (const pattern of [PASSWORD_CONSTANT, PASSWORD_FILL]) for (const match of source.matchAll(pattern)) found.add(match[1] as string);
    for (const match of source.matchAll(IBAN_CONSTANT))
      for (const iban of [match[1] as string, (match[1] as string).replace(/\s/g, '')]) found.add(iban);
  }
  return [...found];
}

/** The tokens of the links mailed into the outbox of `dataDir`. */
export function mailedTokens(dataDir: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  const found = new Set<string>();
  for (const name of readdirSync(outbox).filter((file) => file.endsWith('.json'))) {
    const { text = '', html = '' } = JSON.parse(readFileSync(path.join(outbox, name), 'utf8')) as { text?: string; html?: string };
    for (const match of `${text}\n${html}`.matchAll(MAILED_TOKEN)) found.add(decodeURIComponent(match[1] as string));
  }
  return [...found];
}

const masked = (secret: string) => `${secret.slice(0, 4)}…(${secret.length})`;

/** Throws, naming each leak (masked) and its line, when a server's log holds a secret. */
export function checkServerLogForSecrets(dataDir: string, specDir: string): { lines: number; secrets: number } {
  const file = path.join(dataDir, SERVER_LOG);
  if (!existsSync(file)) throw new Error(`no server log at ${file}: playwright.config.ts should capture it`);
  const main = readFileSync(file, 'utf8');
  if (!main.includes('"msg":"request"')) throw new Error(`${file} holds no request line: is LOG_LEVEL info?`);
  const manager = path.join(dataDir, MANAGER_SERVER_LOG);
  const log = existsSync(manager) ? `${main}\n${readFileSync(manager, 'utf8')}` : main;
  const lines = log.split('\n').filter((line) => line.startsWith('{'));
  const secrets = [...typedPasswords(specDir), ...mailedTokens(dataDir)];
  const leaks: string[] = [];
  for (const secret of secrets) {
    const line = lines.find((l) => l.includes(secret));
    if (line) leaks.push(`${masked(secret)} in ${line.slice(0, 300)}`);
  }
  for (const line of lines)
    for (const match of line.matchAll(TOKEN_SHAPE)) leaks.push(`token-shaped ${masked(match[0])} in ${line.slice(0, 300)}`);
  if (leaks.length > 0) throw new Error(`A server's log holds secrets (${dataDir}):\n${leaks.join('\n')}`);
  return { lines: lines.length, secrets: secrets.length };
}
