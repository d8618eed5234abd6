/**
 * Development only: `GET /api/v1/dev/outbox` lists the mails of the outbox folder, newest first
 * (`?to=` keeps one recipient's). It is mounted only when DEV_OUTBOX is true (`npm start`, the demo),
 * never with NODE_ENV=production, and only while mails go to the outbox (no SMTP_URL). Since the mails
 * carry password-reset links, a request must carry the outbox token in X-Dev-Outbox-Token (random at
 * each start and printed on the start-up line, or DEV_OUTBOX_TOKEN): no header heuristic can tell every
 * proxy on the same host (X-Real-IP, Via, X-Forwarded-Host...) from a local caller; without it, 403.
 * Besides, it answers only to callers on the same machine (the socket's address) whose request no proxy
 * forwarded (no `Forwarded` or `X-Forwarded-For`), 404 otherwise.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { forbidden, notFound } from '../http/errors';
import { DEV_OUTBOX_TOKEN_HEADER } from './outbox-token';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export interface OutboxMail {
  id: string;
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The mails of an outbox folder, newest first. */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  const mails = await Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMail));
  return mails.sort((a, b) => (a.id < b.id ? 1 : -1));
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The dev outbox router, or none (production, SMTP). */
export function outboxRoutes(deps: Pick<AppDeps, 'config' | 'mail'>): Router[] {
  const dir = deps.mail.outboxDir;
  const token = deps.config.DEV_OUTBOX_TOKEN;
  if (!deps.config.DEV_OUTBOX || deps.config.NODE_ENV === 'production' || !dir || !token) return [];
  const expected = digest(token);
  const router = new Router();
  router.get('/dev/outbox', async (ctx) => {
    const given = ctx.get(DEV_OUTBOX_TOKEN_HEADER);
    if (!given || !timingSafeEqual(digest(given), expected))
      throw forbidden(`La boîte d’envoi de développement demande le jeton affiché au démarrage, dans l’en-tête ${DEV_OUTBOX_TOKEN_HEADER}`);
    const forwarded = ctx.get('Forwarded') !== '' || ctx.get('X-Forwarded-For') !== '';
    if (forwarded || !LOOPBACK.has(ctx.req.socket.remoteAddress ?? '')) throw notFound('Cette adresse de l’API n’existe pas');
    const to = typeof ctx.query.to === 'string' ? ctx.query.to.toLowerCase() : undefined;
    const mails = await readOutbox(dir);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = to ? mails.filter((mail) => mail.to.toLowerCase() === to) : mails;
  });
  return [router];
}
