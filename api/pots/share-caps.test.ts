/**
 * POST /share/emails is not a spam relay: a daily cap of invitations per account (20 on the account's
 * first day, 500 after), kept in the database and holding under concurrent requests; the refusal and
 * the success say in French how many invitations are left today; the e-mail's subject is a fixed text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildUser, signInAs } from '../../test/factories';
import type { MailMessage } from '../mail/mailer';
import { insertPot, referenceIds } from './testing/pot-factories';

const sent: MailMessage[] = [];
let t: TestContext;
let ids: Awaited<ReturnType<typeof referenceIds>>;

beforeAll(async () => {
  t = await startTestApp({
    mail: {
      async send(message) {
        sent.push(message);
      },
    },
  });
  ids = await referenceIds(t.db.knex);
});
afterAll(() => t.close());

const HOUR = 60 * 60_000;

/** An account created now by the test clock, signed in; its pot (open, not locked). */
async function newAccount(names: { firstname?: string; name?: string } = {}) {
  const user = await buildUser(t.db.knex, names);
  await t.db.knex('users').where({ id: user.id }).update({ created_at: t.clock.now() });
  const token = await signInAs(t.db.knex, t.clock, user);
  const pot = (name = 'Les 30 ans de Camille') =>
    insertPot(t.db.knex, { created_by_id: user.id, event_type_id: ids.privateEvent, assoc_id: ids.charity, name });
  return { user, token, pot };
}
const addresses = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}-${i}@exemple.fr`);
const share = (token: string, potId: number, emails: string[]) =>
  t.request('/api/v1/share/emails', { method: 'POST', json: { pot_id: potId, emails }, headers: bearer(token) });
const recordedBy = async (userId: number) =>
  Number((await t.db.knex('share_invitations').where({ invited_by_id: userId }).count({ n: '*' }).first())?.n);

describe('daily invitations per account', () => {
  it('allows 20 invitations on the account’s first day, over several pots, then refuses saying how many are left', async () => {
    expect(t.clock.now().toISOString()).toBe('2026-11-22T10:00:00.000Z'); // 11:00 in Paris
    const { user, token, pot } = await newAccount();
    const [first, second] = [await pot(), await pot()];
    const ok = await share(token, first, addresses('premier', 15));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'Un e-mail a été envoyé à vos amis', invited: 15, skipped: 0, remaining_today: 5 });

    const tooMany = await share(token, second, addresses('second', 6));
    expect(tooMany.status).toBe(429);
    expect((await tooMany.json()).errors).toEqual([
      {
        code: 'share_daily_limit',
        detail: 'Il vous reste 5 invitations aujourd’hui : retirez des adresses de la liste ou réessayez demain.',
      },
    ]);
    expect(tooMany.headers.get('retry-after')).toBe(String(13 * 3600)); // until midnight in Paris
    expect(await recordedBy(user.id)).toBe(15);

    const rest = await share(token, second, addresses('second', 5));
    expect(await rest.json()).toMatchObject({ invited: 5, remaining_today: 0 });
    const none = await share(token, second, ['encore@exemple.fr']);
    expect(none.status).toBe(429);
    expect((await none.json()).errors[0].detail).toBe('Il ne vous reste aucune invitation aujourd’hui : réessayez demain.');
    expect(await recordedBy(user.id)).toBe(20);
  });

  it('allows 500 invitations a day once the account is a day old', async () => {
    const { user, token, pot } = await newAccount();
    const potId = await pot();
    expect((await share(token, potId, addresses('jour-1', 21))).status).toBe(429);
    t.clock.advance(24 * HOUR);
    const ok = await share(token, potId, addresses('jour-2', 480));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ invited: 480, remaining_today: 20 });
    const refused = await share(token, potId, addresses('jour-2-bis', 21));
    expect(refused.status).toBe(429);
    expect((await refused.json()).errors[0].detail).toBe(
      'Il vous reste 20 invitations aujourd’hui : retirez des adresses de la liste ou réessayez demain.',
    );
    expect(await recordedBy(user.id)).toBe(480);
  });

  it('counts a calendar day in Paris: the count starts again at midnight there', async () => {
    const { token, pot } = await newAccount();
    const potId = await pot();
    t.clock.advance(24 * HOUR); // a day old: 500 a day
    t.clock.set(`${t.clock.now().toISOString().slice(0, 10)}T22:59:00Z`); // 23:59 in Paris (winter time)
    expect(await (await share(token, potId, addresses('minuit', 500))).json()).toMatchObject({ remaining_today: 0 });
    const refused = await share(token, potId, ['apres@exemple.fr']);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    t.clock.advance(60_000);
    expect(await (await share(token, potId, ['apres@exemple.fr'])).json()).toMatchObject({ invited: 1, remaining_today: 499 });
  });

  it('never passes the cap when requests arrive all at once', async () => {
    const { user, token, pot } = await newAccount();
    const potId = await pot();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => share(token, potId, addresses(`ensemble-${i}`, 3))));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(6);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const bodies = await Promise.all(answers.map((res) => res.json()));
    expect(
      bodies
        .filter((_, i) => statuses[i] === 200)
        .map((body) => body.remaining_today)
        .sort((a, b) => a - b),
    ).toEqual([2, 5, 8, 11, 14, 17]);
    for (const body of bodies.filter((_, i) => statuses[i] === 429))
      expect(body.errors[0].detail).toMatch(/^Il vous reste 2 invitations aujourd’hui/);
    expect(await recordedBy(user.id)).toBe(18);
  });
});

describe('the invitation e-mail', () => {
  it('has a fixed subject naming Entraide, and the pot’s and inviter’s names only in the body, escaped', async () => {
    const { token, pot } = await newAccount({ firstname: 'Gagnez', name: 'UnIphone' });
    const potId = await pot('GAGNEZ 1000 € <b>cliquez ici</b>');
    sent.length = 0;
    expect((await share(token, potId, ['cible@exemple.fr'])).status).toBe(200);
    await expect.poll(() => sent.length).toBe(1);
    const mail = sent[0]!;
    expect(mail.subject).toBe('Invitation à une cagnotte solidaire sur Entraide');
    expect(mail.subject).not.toMatch(/GAGNEZ|cliquez|Gagnez|UnIphone/i);
    expect(mail.text).toContain('« GAGNEZ 1000 € <b>cliquez ici</b> »');
    expect(mail.html).toContain('GAGNEZ 1000 € &#60;b&#62;cliquez ici&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>cliquez');
  });
});
