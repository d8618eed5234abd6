// Inviting a charity's representative: only managers invite, the link is e-mailed, works once within 7
// days, a new invitation cancels the previous one, and accepting opens a charity session as sign-up does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { buildUser, FACTORY_PASSWORD, signInAs } from '../../test/factories';
import { referenceIds } from '../pots/testing/pot-factories';
import { call, signedInManager } from '../manager/testing/manager-flows';
import { hashSecretToken } from '../http/secret-tokens';
import { CHARITY_PASSWORD, invitationTokenFor, invite } from './testing/charity-flows';
import { enrolAtSignIn } from '../accounts/testing/second-factor-flows';

let t: TestContext;
let manager: { id: number; token: string };
let charityId: number;
let otherCharityId: number;
beforeAll(async () => {
  t = await startTestApp();
  manager = await signedInManager(t);
  const ids = await referenceIds(t.db.knex);
  charityId = ids.charity;
  otherCharityId = ids.charity2;
});
afterAll(() => t.close());

const accept = (token: string, password = CHARITY_PASSWORD, confirmation = password) =>
  call(t, null, `/charity_invitations/${token}/accept`, { method: 'POST', json: { password, password_confirmation: confirmation } });
const invalidLink = {
  errors: [
    {
      code: 'invitation_invalid',
      detail: 'Ce lien d’invitation n’est plus valable. Demandez-en un nouveau à l’équipe Entraide.',
    },
  ],
};

describe('representative invitations', () => {
  it('e-mails a 7-day link to the invited address; only managers invite, with French refusals', async () => {
    const created = await call(t, manager.token, `/manager/charities/${charityId}/representative_invitations`, {
      method: 'POST',
      json: { email: '  Tresoriere@Jardins.example ' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: 'tresoriere@jardins.example' });
    expect(new Date(created.body.expires_at).getTime() - new Date(created.body.created_at).getTime()).toBe(7 * 24 * 3600 * 1000);
    const mails = await (await t.outbox('tresoriere@jardins.example')).json();
    expect(mails[0].subject).toBe('Votre espace association sur Entraide : ' + (await charityName(charityId)));
    const token = await invitationTokenFor(t, 'tresoriere@jardins.example');
    // Only the hash is stored.
    const row = await t.db.knex('charity_invitations').where({ id: created.body.id }).first();
    expect(row.token_hash).toBe(hashSecretToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const listed = await call(t, manager.token, `/manager/charities/${charityId}/representative_invitations`);
    expect(listed.body[0]).toEqual({ ...created.body, accepted_at: null });

    const bad = await call(t, manager.token, `/manager/charities/${charityId}/representative_invitations`, {
      method: 'POST',
      json: { email: 'pas-une-adresse' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ code: 'email_invalid', detail: 'Cette adresse e-mail n’est pas valide', field: 'email' }]);
    const donor = await buildUser(t.db.knex, { email: 'donatrice@exemple.fr' });
    const taken = await call(t, manager.token, `/manager/charities/${charityId}/representative_invitations`, {
      method: 'POST',
      json: { email: 'DONATRICE@exemple.fr' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0]).toMatchObject({ code: 'email_taken', field: 'email' });
    // A manager's own address is an account like any other: it cannot become a charity account.
    const managerRow = await t.db.knex('users').where({ id: manager.id }).first('email');
    const managerAddress = await call(t, manager.token, `/manager/charities/${charityId}/representative_invitations`, {
      method: 'POST',
      json: { email: managerRow.email },
    });
    expect(managerAddress.status).toBe(409);
    const unknown = await call(t, manager.token, `/manager/charities/999999/representative_invitations`, {
      method: 'POST',
      json: { email: 'x@jardins.example' },
    });
    expect(unknown.status).toBe(404);

    const donorToken = await signInAs(t.db.knex, t.clock, donor);
    const asDonor = await call(t, donorToken, `/manager/charities/${charityId}/representative_invitations`, {
      method: 'POST',
      json: { email: 'y@jardins.example' },
    });
    expect(asDonor.status).toBe(403);
    const anonymous = await call(t, null, `/manager/charities/${charityId}/representative_invitations`);
    expect(anonymous.status).toBe(401);
  });

  it('shows the charity and the address, then accepting signs in a charity account bound to that charity, once', async () => {
    const token = await invite(t, charityId, 'president@jardins.example', manager.token);
    const view = await call(t, null, `/charity_invitations/${token}`);
    expect(view.status).toBe(200);
    expect(view.body).toEqual({ email: 'president@jardins.example', charity: { id: charityId, name: await charityName(charityId) } });

    const mismatch = await accept(token, CHARITY_PASSWORD, 'autre-chose');
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors[0].field).toBe('password_confirmation');

    const accepted = await accept(token);
    expect(accepted.status).toBe(201);
    expect(accepted.body.user).toMatchObject({ email: 'president@jardins.example', role: { id: 4, name: 'charity' }, has_password: true });
    const me = await call(t, accepted.body.auth_token, '/user');
    expect(me.status).toBe(200);
    expect(me.body.role).toEqual({ id: 4, name: 'charity' });
    expect((await t.db.knex('users').where({ id: accepted.body.user.id }).first('assoc_id')).assoc_id).toBe(charityId);
    // The ordinary login works with the chosen password (the charity account enrols its second factor).
    const login = await enrolAtSignIn(t, 'president@jardins.example', CHARITY_PASSWORD);
    expect((await call(t, login.token, '/user')).body.role).toEqual({ id: 4, name: 'charity' });

    // Single use: the page and a second acceptance refuse the link.
    expect(await call(t, null, `/charity_invitations/${token}`)).toMatchObject({ status: 404, body: invalidLink });
    expect(await accept(token, 'Autre-Mot-2026!')).toMatchObject({ status: 404, body: invalidLink });
    const listed = await call(t, manager.token, `/manager/charities/${charityId}/representative_invitations`);
    expect(listed.body[0].accepted_at).not.toBeNull();
  });

  it('refuses an expired link, a replaced link and a made-up one', async () => {
    const old = await invite(t, otherCharityId, 'ancien@asso.example', manager.token);
    const newer = await invite(t, otherCharityId, 'nouveau@asso.example', manager.token);
    expect(await accept(old)).toMatchObject({ status: 404, body: invalidLink });
    expect(await call(t, null, '/charity_invitations/pas-un-jeton')).toMatchObject({ status: 404, body: invalidLink });
    expect(await call(t, null, `/charity_invitations/${'A'.repeat(43)}`)).toMatchObject({ status: 404 });

    t.clock.advance(7 * 24 * 3600 * 1000 - 1000);
    expect((await call(t, null, `/charity_invitations/${newer}`)).status).toBe(200);
    t.clock.advance(1000);
    expect(await call(t, null, `/charity_invitations/${newer}`)).toMatchObject({ status: 404, body: invalidLink });
    expect(await accept(newer)).toMatchObject({ status: 404, body: invalidLink });
    expect(await t.db.knex('users').where({ email: 'nouveau@asso.example' })).toHaveLength(0);
  });

  it('of two acceptances at once, one wins and one account is created', async () => {
    const token = await invite(t, otherCharityId, 'course@asso.example', manager.token);
    const answers = await Promise.all([accept(token), accept(token, 'Autre-Mot-2026!')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 404]);
    expect(await t.db.knex('users').where({ email: 'course@asso.example' })).toHaveLength(1);
    // The loser's password was not set.
    const login = await call(t, null, '/user/auth', { method: 'POST', json: { email: 'course@asso.example', password: FACTORY_PASSWORD } });
    expect(login.status).toBe(401);
  });
});

async function charityName(id: number): Promise<string> {
  return (await t.db.knex('assocs').where({ id }).first('name')).name;
}
