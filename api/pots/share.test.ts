/** POST /share/emails and POST /share/decline: inputs, rights, limits, delivery (a retried job) with a decline link. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildUser, signInAs } from '../../test/factories';
import type { createInlineJobs } from '../jobs/jobs';
import type { MailMessage } from '../mail/mailer';
import { SHARE_INVITATIONS_JOB } from './share-delivery';
import { insertPot, referenceIds } from './testing/pot-factories';

const sent: MailMessage[] = [];
/** Address -> how many more sends to it fail (Infinity: the mail server always refuses it). */
const failures = new Map<string, number>();
let t: TestContext;
let ids: Awaited<ReturnType<typeof referenceIds>>;
let organiserId: number;
let organiser: string;
let friend: string;

beforeAll(async () => {
  t = await startTestApp({
    mail: {
      async send(message) {
        const left = failures.get(message.to) ?? 0;
        if (left > 0) {
          failures.set(message.to, left - 1);
          throw new Error('SMTP down');
        }
        sent.push(message);
      },
    },
  });
  ids = await referenceIds(t.db.knex);
  const user = await settledUser({ firstname: 'Camille', name: 'Durand' });
  organiserId = user.id;
  organiser = await signInAs(t.db.knex, t.clock, user);
  friend = await signInAs(t.db.knex, t.clock, await settledUser());
});
afterAll(() => t.close());

/** An account older than a day, so its daily cap of invitations is the larger one (share-caps.test.ts). */
async function settledUser(names: { firstname?: string; name?: string } = {}) {
  const user = await buildUser(t.db.knex, names);
  await t.db
    .knex('users')
    .where({ id: user.id })
    .update({ created_at: new Date(t.clock.now().getTime() - 30 * 86_400_000) });
  return user;
}
const newPot = (spec: { is_locked?: boolean; closed_at?: Date } = {}) =>
  insertPot(t.db.knex, {
    created_by_id: organiserId,
    event_type_id: ids.privateEvent,
    assoc_id: ids.charity,
    name: 'Les 30 ans de Camille',
    ...spec,
    ...(spec.is_locked ? { pot_type: 1 } : {}),
  });
const share = (token: string | null, body: unknown) =>
  t.request('/api/v1/share/emails', { method: 'POST', json: body, headers: token ? bearer(token) : {} });
const mailsTo = (email: string) => sent.filter((m) => m.to === email);
const tokenOf = (mail: MailMessage) => /invitation\/refus\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? '';

describe('POST /share/emails', () => {
  it('invites every distinct address of the list and the file, each mail with the pot and a decline link', async () => {
    const potId = await newPot();
    const res = await share(organiser, {
      pot_id: potId,
      emails: 'marie@exemple.fr; Paul@Exemple.fr\n"email"\npaul@exemple.fr, <lea@exemple.fr>',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Un e-mail a été envoyé à vos amis', invited: 3, skipped: 0, remaining_today: 497 });
    await expect.poll(() => sent.filter((m) => /marie@|paul@|lea@/i.test(m.to)).length).toBe(3);
    const mail = mailsTo('marie@exemple.fr')[0]!;
    expect(mail.subject).toBe('Invitation à une cagnotte solidaire sur Entraide');
    expect(mail.text).toContain('Camille D. vous invite à participer à la cagnotte solidaire « Les 30 ans de Camille »');
    expect(mail.text).toContain(`/participate/${potId}`);
    expect(tokenOf(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain('Refuser l’invitation');
    await expect.poll(async () => (await t.db.knex('share_invitations').where({ pot_id: potId }).whereNull('sent_at')).length).toBe(0);
    const stored = await t.db.knex('share_invitations').where({ pot_id: potId }).pluck('token_hash');
    expect(stored).not.toContain(tokenOf(mail)); // only the hash is stored
  });

  it.each([
    ['no pot', { emails: 'a@exemple.fr' }, 'pot_id', "L'identifiant n'est pas valide"],
    ['no address', { pot_id: 1, emails: '' }, 'emails', "Merci d'ajouter au moins une adresse e-mail"],
    [
      'malformed addresses',
      { pot_id: 1, emails: 'a@exemple.fr, pas-un-email, b@' },
      'emails',
      "Le format de l'e-mail est invalide : pas-un-email, b@",
    ],
    [
      '501 addresses',
      { pot_id: 1, emails: Array.from({ length: 501 }, (_, i) => `p${i}@exemple.fr`) },
      'emails',
      'Vous ne pouvez pas inviter plus de 500 personnes',
    ],
  ])('answers 422 for %s', async (_label, body, field, detail) => {
    const res = await share(organiser, body);
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toContainEqual(expect.objectContaining({ field, detail }));
  });

  it('accepts exactly 500 addresses', async () => {
    const potId = await newPot();
    const settled = await signInAs(t.db.knex, t.clock, await settledUser());
    const res = await share(settled, { pot_id: potId, emails: Array.from({ length: 500 }, (_, i) => `cinq-cents-${i}@exemple.fr`) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ invited: 500, remaining_today: 0 });
  });

  it('answers 401 to a visitor, 404 for a missing pot, 403 for a closed pot', async () => {
    expect((await share(null, { pot_id: 1, emails: 'a@exemple.fr' })).status).toBe(401);
    expect((await share(organiser, { pot_id: 999999, emails: 'a@exemple.fr' })).status).toBe(404);
    const closed = await newPot({ closed_at: new Date('2026-11-21T10:00:00Z') });
    expect((await share(organiser, { pot_id: closed, emails: 'a@exemple.fr' })).status).toBe(403);
  });

  it('lets only the creator share a locked pot', async () => {
    const locked = await newPot({ is_locked: true });
    const refused = await share(friend, { pot_id: locked, emails: 'a@exemple.fr' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).errors[0]).toMatchObject({
      code: 'locked_pot',
      detail: 'Seul le créateur de cette cagnotte peut la partager',
    });
    expect((await share(organiser, { pot_id: locked, emails: 'a@exemple.fr' })).status).toBe(200);
    const open = await newPot();
    expect((await share(friend, { pot_id: open, emails: 'ami@exemple.fr' })).status).toBe(200);
  });

  const shareJobRuns = () => (t.deps.jobs as ReturnType<typeof createInlineJobs>).runs.filter((run) => run.name === SHARE_INVITATIONS_JOB);
  const invitationsOf = (potId: number) =>
    t.db.knex('share_invitations').where({ pot_id: potId }).orderBy('email').select('email', 'sent_at', 'send_attempts');

  it('retries a failed delivery in the job runner, sends only what is still unsent, and records it once sent', async () => {
    const potId = await newPot();
    failures.set('retry@exemple.fr', 2);
    const before = shareJobRuns().length;
    const res = await share(organiser, { pot_id: potId, emails: 'retry@exemple.fr, deja-envoye@exemple.fr' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: 'Un e-mail a été envoyé à vos amis', invited: 2, skipped: 0 });
    await expect.poll(() => mailsTo('retry@exemple.fr').length).toBe(1);
    expect(
      shareJobRuns()
        .slice(before)
        .map((run) => run.ok),
    ).toEqual([false, false, true]);
    expect(mailsTo('deja-envoye@exemple.fr')).toHaveLength(1); // not sent again by the retries
    const rows = await invitationsOf(potId);
    expect(rows.map((row) => [row.email, row.send_attempts, row.sent_at !== null])).toEqual([
      ['deja-envoye@exemple.fr', 0, true],
      ['retry@exemple.fr', 2, true],
    ]);
    // The decline link of the delivered mail is the one that works.
    const declined = await t.request('/api/v1/share/decline', {
      method: 'POST',
      json: { token: tokenOf(mailsTo('retry@exemple.fr')[0]!) },
    });
    expect(declined.status).toBe(200);
  });

  it('answers the same when the mail server keeps refusing: invitations recorded, unsent, attempts counted', async () => {
    const potId = await newPot();
    failures.set('refuse@exemple.fr', Infinity);
    const before = shareJobRuns().length;
    const res = await share(organiser, { pot_id: potId, emails: 'refuse@exemple.fr, accepte@exemple.fr' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: 'Un e-mail a été envoyé à vos amis', invited: 2, skipped: 0 });
    const runs = shareJobRuns().slice(before);
    expect(runs.length).toBe(6); // the first run and its 5 retries
    expect(runs.every((run) => !run.ok)).toBe(true);
    expect(mailsTo('refuse@exemple.fr')).toHaveLength(0);
    expect(mailsTo('accepte@exemple.fr')).toHaveLength(1);
    const rows = await invitationsOf(potId);
    expect(rows.map((row) => [row.email, row.send_attempts, row.sent_at !== null])).toEqual([
      ['accepte@exemple.fr', 0, true],
      ['refuse@exemple.fr', 6, false],
    ]);
    failures.delete('refuse@exemple.fr');
  });

  it('limits the requests of one account', async () => {
    const token = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
    const potId = await newPot();
    for (let i = 0; i < 10; i += 1) expect((await share(token, { pot_id: potId, emails: `limite${i}@exemple.fr` })).status).toBe(200);
    const refused = await share(token, { pot_id: potId, emails: 'encore@exemple.fr' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('POST /share/decline', () => {
  it('records the refusal, and the address is never invited to that pot again', async () => {
    const potId = await newPot();
    await share(organiser, { pot_id: potId, emails: 'non-merci@exemple.fr' });
    await expect.poll(() => mailsTo('non-merci@exemple.fr').length).toBe(1);
    const token = tokenOf(mailsTo('non-merci@exemple.fr')[0]!);
    const res = await t.request('/api/v1/share/decline', { method: 'POST', json: { token } });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe("Votre refus a bien été enregistré : vous ne recevrez plus d'invitation pour cette cagnotte.");
    const again = await share(organiser, { pot_id: potId, emails: 'Non-Merci@exemple.fr, autre@exemple.fr' });
    expect(await again.json()).toMatchObject({ invited: 1, skipped: 1 });
    await expect.poll(() => mailsTo('autre@exemple.fr').length).toBe(1);
    expect(mailsTo('non-merci@exemple.fr')).toHaveLength(1);
    expect(mailsTo('Non-Merci@exemple.fr')).toHaveLength(0);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    for (const token of ['x'.repeat(43), 'court', 42, undefined]) {
      const res = await t.request('/api/v1/share/decline', { method: 'POST', json: { token } });
      expect(res.status, String(token)).toBe(404);
    }
  });
});
