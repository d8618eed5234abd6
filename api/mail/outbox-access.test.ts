/**
 * The development outbox through HTTP: it holds live password-reset links, so it answers only when
 * DEV_OUTBOX is on, only to a request carrying the outbox token (random at each start and printed on the
 * start-up line, or DEV_OUTBOX_TOKEN), whatever headers a proxy on the same host adds or leaves out, and
 * never to a request a proxy forwarded with X-Forwarded-For or Forwarded.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { DEV_OUTBOX_TOKEN_HEADER, devOutboxNote } from './outbox-token';

let t: TestContext;
let withoutOutbox: Server;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = t.deps.config.DEV_OUTBOX_TOKEN as string;
  const person = await buildUser(t.db.knex, { email: 'personne@exemple.fr' });
  await t.request('/api/v1/user/pwd/reset', { method: 'POST', json: { email: person.email } });
  withoutOutbox = createApp({ ...t.deps, config: { ...t.deps.config, DEV_OUTBOX: false } }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => withoutOutbox.once('listening', () => resolve()));
});
afterAll(async () => {
  await new Promise<void>((resolve) => withoutOutbox?.close(() => resolve()));
  await t?.close();
});

const REFUSED = `La boîte d’envoi de développement demande le jeton affiché au démarrage, dans l’en-tête ${DEV_OUTBOX_TOKEN_HEADER}`;

describe('GET /dev/outbox', () => {
  it('answers a caller on this machine carrying the outbox token when DEV_OUTBOX is on', async () => {
    const res = await t.request('/api/v1/dev/outbox', { headers: { [DEV_OUTBOX_TOKEN_HEADER]: token } });
    expect(res.status).toBe(200);
    const mails = (await res.json()) as Array<{ to: string; text: string }>;
    expect(mails.find((mail) => mail.to === 'personne@exemple.fr')?.text).toMatch(/reinitialiser-mot-de-passe\?token=/);
  });

  // A reverse proxy on the same host that sets X-Real-IP, Via or X-Forwarded-Host but no
  // X-Forwarded-For: the request arrives from the loopback like a local caller's.
  it.each([
    ['no proxy header', {}],
    ['X-Real-IP', { 'X-Real-IP': '203.0.113.9' }],
    ['Via', { Via: '1.1 proxy.exemple.fr' }],
    ['X-Forwarded-Host', { 'X-Forwarded-Host': 'entraide.exemple.fr' }],
    ['X-Forwarded-For', { 'X-Forwarded-For': '203.0.113.9' }],
  ])('refuses a request without the token (%s): 403 in French, no mail', async (_, headers: Record<string, string>) => {
    const res = await t.request('/api/v1/dev/outbox', { headers });
    expect(res.status).toBe(403);
    const text = await res.text();
    expect(JSON.parse(text).errors[0]).toEqual({ code: 'forbidden', detail: REFUSED });
    expect(text).not.toContain('personne@exemple.fr');
  });

  it.each([
    ['another token', 'un-autre-jeton-de-la-meme-longueur'],
    ['the token with a character changed', () => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`],
  ])('refuses %s: 403', async (_, value) => {
    const given = typeof value === 'function' ? value() : value;
    const res = await t.request('/api/v1/dev/outbox', { headers: { [DEV_OUTBOX_TOKEN_HEADER]: given, 'X-Real-IP': '127.0.0.1' } });
    expect(res.status).toBe(403);
  });

  it.each([
    ['X-Forwarded-For', '203.0.113.9'],
    ['Forwarded', 'for=203.0.113.9;proto=https'],
  ])('refuses a request carrying %s (a proxied client) even with the token: 404', async (header, value) => {
    const res = await t.request('/api/v1/dev/outbox', { headers: { [header]: value, [DEV_OUTBOX_TOKEN_HEADER]: token } });
    expect(res.status).toBe(404);
    expect((await res.json()).errors[0].detail).toBe('Cette adresse de l’API n’existe pas');
  });

  it('does not exist when DEV_OUTBOX is off (the default of `npm run serve`)', async () => {
    const res = await fetch(`http://127.0.0.1:${(withoutOutbox.address() as AddressInfo).port}/api/v1/dev/outbox`, {
      headers: { [DEV_OUTBOX_TOKEN_HEADER]: token },
    });
    expect(res.status).toBe(404);
  });
});

describe('the outbox token', () => {
  it('is random at each start and printed on the start-up line; DEV_OUTBOX_TOKEN replaces it and is then not printed', () => {
    const first = loadConfig({ DEV_OUTBOX: 'true' });
    const second = loadConfig({ DEV_OUTBOX: 'true' });
    expect(first.DEV_OUTBOX_TOKEN).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second.DEV_OUTBOX_TOKEN).not.toBe(first.DEV_OUTBOX_TOKEN);
    expect(devOutboxNote(first, {})).toContain(`${DEV_OUTBOX_TOKEN_HEADER}: ${first.DEV_OUTBOX_TOKEN}`);
    const env = { DEV_OUTBOX: 'true', DEV_OUTBOX_TOKEN: 'jeton-de-la-boite-pour-la-ci' };
    const given = loadConfig(env);
    expect(given.DEV_OUTBOX_TOKEN).toBe('jeton-de-la-boite-pour-la-ci');
    expect(devOutboxNote(given, env)).toContain(`${DEV_OUTBOX_TOKEN_HEADER}: from DEV_OUTBOX_TOKEN`);
    expect(devOutboxNote(given, env)).not.toContain('jeton-de-la-boite-pour-la-ci');
    expect(devOutboxNote(loadConfig({}), {})).toBe('');
  });

  it('refuses a DEV_OUTBOX_TOKEN too short to be a secret', () => {
    expect(() => loadConfig({ DEV_OUTBOX: 'true', DEV_OUTBOX_TOKEN: 'court' })).toThrow(
      /DEV_OUTBOX_TOKEN: DEV_OUTBOX_TOKEN must be at least 16 characters/,
    );
  });
});
