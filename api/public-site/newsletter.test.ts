import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import type { MailMessage } from './newsletter-mails';
import { sendNewsletter } from './newsletter.service';

const sent: MailMessage[] = [];
const mail = { send: async (message: MailMessage) => void sent.push(message) };

let t: TestContext;
let clientNumber = 0;
/** Each test speaks from its own client address, so the per-client limit of one test never hits another. */
let client: string;

beforeAll(async () => {
  t = await startTestApp({ mail });
});
afterAll(() => t.close());
beforeEach(() => {
  sent.length = 0;
  clientNumber += 1;
  client = `203.0.113.${clientNumber}`;
});

const add = (email: string) =>
  t.request(`/api/v1/subscribers/add?email=${encodeURIComponent(email)}`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': client },
  });
const post = (path: string, json: unknown) => t.request(`/api/v1/subscribers/${path}`, { method: 'POST', json });

function tokenIn(message: MailMessage | undefined, path: string): string {
  const match = message?.text.match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in ${message?.text}`);
  return match[1];
}
const row = (email: string) => t.db.knex('newsletter_subscribers').whereRaw('lower(email) = ?', [email]).first();

describe('POST /subscribers/add', () => {
  it('answers the spec message and e-mails a confirmation link (double opt-in)', async () => {
    const res = await add(' Lea.Martin@Exemple.fr ');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Vous êtes inscrit à la newsletter' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe('lea.martin@exemple.fr');
    expect(sent[0]?.subject).toBe('Confirmez votre inscription à la newsletter Entraide');
    expect(sent[0]?.text).toMatch(/^http:\/\/localhost:0\/newsletter\/confirmation\?token=[\w-]{43}$/m);
    expect(sent[0]?.html).toContain('Confirmer mon inscription');
    expect(await row('lea.martin@exemple.fr')).toMatchObject({ status: 'pending' });
  });

  it('accepts the address in a JSON body too', async () => {
    const res = await t.request('/api/v1/subscribers/add', {
      method: 'POST',
      json: { email: 'corps@exemple.fr' },
      headers: { 'X-Forwarded-For': client },
    });
    expect(res.status).toBe(200);
    expect(sent.map((m) => m.to)).toEqual(['corps@exemple.fr']);
  });

  it('refuses a missing or invalid address with 422 naming it, and sends nothing', async () => {
    const invalid = await add('pas-un-email');
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({
      errors: [{ code: 'invalid', detail: "L'e-mail pas-un-email n'est pas valide", field: 'email' }],
    });
    const missing = await t.request('/api/v1/subscribers/add', { method: 'POST', headers: { 'X-Forwarded-For': client } });
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors[0]).toMatchObject({ detail: 'Votre e-mail est obligatoire', field: 'email' });
    expect(sent).toEqual([]);
  });

  it('sends at most one confirmation per 10 minutes and none to a confirmed address', async () => {
    await add('patient@exemple.fr');
    await add('patient@exemple.fr');
    expect(sent).toHaveLength(1);
    const first = tokenIn(sent[0], '/newsletter/confirmation');

    t.clock.advance(10 * 60_000);
    expect((await add('patient@exemple.fr')).status).toBe(200);
    expect(sent).toHaveLength(2);
    const second = tokenIn(sent[1], '/newsletter/confirmation');
    expect((await post('confirm', { token: first })).status).toBe(404); // replaced by the new link

    expect((await post('confirm', { token: second })).status).toBe(200);
    t.clock.advance(60 * 60_000); // past the per-address limit (3 an hour)
    const res = await add('patient@exemple.fr');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Vous êtes inscrit à la newsletter' });
    expect(sent).toHaveLength(2);
  });

  it('throttles sign-ups per client address with 429 and Retry-After', async () => {
    for (let i = 0; i < 10; i += 1) expect((await add(`lot${i}@exemple.fr`)).status).toBe(200);
    const res = await add('lot10@exemple.fr');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res.json()).errors[0].code).toBe('throttled');
    t.clock.advance(10 * 60_000);
    expect((await add('lot10@exemple.fr')).status).toBe(200);
  });

  it('throttles repeated sign-ups of one address, whatever the client address', async () => {
    for (let i = 0; i < 3; i += 1) {
      client = `198.51.100.${i + 1}`;
      expect((await add('cible@exemple.fr')).status).toBe(200);
    }
    client = '198.51.100.99';
    expect((await add('CIBLE@exemple.fr')).status).toBe(429);
    t.clock.advance(60 * 60_000);
  });
});

describe('POST /subscribers/confirm', () => {
  it('confirms once with the e-mailed token', async () => {
    await add('confirme@exemple.fr');
    const token = tokenIn(sent[0], '/newsletter/confirmation');
    const res = await post('confirm', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Votre inscription à la newsletter est confirmée' });
    expect(await row('confirme@exemple.fr')).toMatchObject({ status: 'confirmed', confirm_token_hash: null });

    const again = await post('confirm', { token });
    expect(again.status).toBe(404);
    expect((await again.json()).errors[0]).toEqual({
      code: 'invalid_token',
      detail: 'Ce lien de confirmation n’est plus valide. Inscrivez-vous de nouveau depuis le bas de page.',
    });
  });

  it('refuses an expired link (7 days) and a missing token', async () => {
    await add('tardif@exemple.fr');
    const token = tokenIn(sent[0], '/newsletter/confirmation');
    t.clock.advanceDays(7);
    expect((await post('confirm', { token })).status).toBe(404);
    expect(await row('tardif@exemple.fr')).toMatchObject({ status: 'pending' });

    const missing = await post('confirm', {});
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors[0]).toMatchObject({ detail: 'Ce lien n’est pas valide', field: 'token' });
  });

  it('forgets addresses never confirmed after 30 days', async () => {
    await add('oublie@exemple.fr');
    t.clock.advanceDays(31);
    await add('autre@exemple.fr');
    expect(await row('oublie@exemple.fr')).toBeUndefined();
  });
});

describe('newsletter issues and POST /subscribers/unsubscribe', () => {
  it('puts an unsubscribe link in every newsletter, which deletes the address', async () => {
    for (const email of ['un@exemple.fr', 'deux@exemple.fr']) {
      sent.length = 0;
      await add(email);
      expect((await post('confirm', { token: tokenIn(sent[0], '/newsletter/confirmation') })).status).toBe(200);
    }
    sent.length = 0;
    const deps = { db: t.db.knex, mail, clock: t.clock, publicUrl: t.deps.config.PUBLIC_URL };
    const count = await sendNewsletter(deps, { subject: 'Les nouvelles de novembre', text: 'Trois associations nous rejoignent.' });
    const mine = sent.filter((m) => ['un@exemple.fr', 'deux@exemple.fr'].includes(m.to));
    expect(count).toBeGreaterThanOrEqual(2);
    expect(mine).toHaveLength(2);
    for (const message of sent) {
      expect(message.text).toContain('/newsletter/desinscription?token=');
      expect(message.html).toContain('Se désinscrire');
    }

    const token = tokenIn(mine[0], '/newsletter/desinscription');
    const res = await post('unsubscribe', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Vous êtes désinscrit de la newsletter' });
    expect(await row(mine[0]?.to ?? '')).toBeUndefined();
    expect(await row(mine[1]?.to ?? '')).toMatchObject({ status: 'confirmed' });

    const again = await post('unsubscribe', { token });
    expect(again.status).toBe(404);
    expect((await again.json()).errors[0].detail).toBe(
      'Ce lien de désinscription n’est plus valide : vous êtes peut-être déjà désinscrit.',
    );
  });
});
