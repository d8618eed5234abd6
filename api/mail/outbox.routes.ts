/**
 * Development only: `GET /api/v1/dev/outbox` lists the mails of the outbox folder, newest first
 * (`?to=` keeps one recipient's). It is mounted only when DEV_OUTBOX is true (`npm start`, the demo),
 * never with NODE_ENV=production, and only while mails go to the outbox (no SMTP_URL). It answers only
 * to callers on the same machine (the socket's address) whose request no proxy forwarded (no
 * `Forwarded` or `X-Forwarded-For`: behind a reverse proxy on the same host every remote client would
 * otherwise come from the loopback), since the mails carry password-reset links.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { notFound } from '../http/errors';

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

/** The dev outbox router, or none (production, SMTP). */
export function outboxRoutes(deps: Pick<AppDeps, 'config' | 'mail'>): Router[] {
  const dir = deps.mail.outboxDir;
  if (!deps.config.DEV_OUTBOX || deps.config.NODE_ENV === 'production' || !dir) return [];
  const router = new Router();
  router.get('/dev/outbox', async (ctx) => {
    const forwarded = ctx.get('Forwarded') !== '' || ctx.get('X-Forwarded-For') !== '';
    if (forwarded || !LOOPBACK.has(ctx.req.socket.remoteAddress ?? '')) throw notFound('Cette adresse de l’API n’existe pas');
    const to = typeof ctx.query.to === 'string' ? ctx.query.to.toLowerCase() : undefined;
    const mails = await readOutbox(dir);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = to ? mails.filter((mail) => mail.to.toLowerCase() === to) : mails;
  });
  return [router];
}
