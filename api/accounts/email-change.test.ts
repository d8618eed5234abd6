// A new e-mail address takes effect only once the link sent to it is opened: until then the account
// keeps its address, and once it changes the previous address gets the link that undoes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildUser, FACTORY_PASSWORD, signInAs } from '../../test/factories';
import { EMAIL_CHANGE_LINK_HOURS } from './email-change.service';
import {
  CONFIRM_SUBJECT,
  confirmEmail,
  confirmToken,
  login,
  mailsTo,
  REVERT_SUBJECT,
  revertToken,
  updateCredentials,
} from './testing/credential-flows';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const me = async (token: string) => (await (await t.request('/api/v1/user', { headers: bearer(token) })).json()).email;
const pending = async (token: string) =>
  (await (await t.request('/api/v1/user/email/pending', { headers: bearer(token) })).json()).pending_email;
const cancel = (token: string) => t.request('/api/v1/user/email/pending', { method: 'DELETE', headers: bearer(token) });

/** An account at `email`, signed in, that asked for `newEmail` with its password. */
async function asking(email: string, newEmail: string) {
  const user = await buildUser(t.db.knex, { email, firstname: 'Inès' });
  const token = await signInAs(t.db.knex, t.clock, user);
  const res = await updateCredentials(t, token, {
    email: newEmail,
    password: '',
    password_confirmation: '',
    current_password: FACTORY_PASSWORD,
  });
  expect(res.status).toBe(200);
  expect((await res.json()).email).toBe(email);
  return { user, token };
}

async function refusal(res: Response) {
  return { status: res.status, error: (await res.json()).errors[0] };
}

describe('an e-mail change', () => {
  it('waits for the link sent to the new address: the old one signs in until then, the new one after', async () => {
    const { token } = await asking('ancienne@exemple.fr', 'Nouvelle@Exemple.fr');
    expect(await pending(token)).toEqual({
      email: 'nouvelle@exemple.fr',
      requested_at: '2026-11-22T10:00:00.000Z',
      expires_at: '2026-11-23T10:00:00.000Z',
    });
    expect(await me(token)).toBe('ancienne@exemple.fr');
    expect((await login(t, 'ancienne@exemple.fr', FACTORY_PASSWORD)).status).toBe(200);
    expect((await login(t, 'nouvelle@exemple.fr', FACTORY_PASSWORD)).status).toBe(401);
    const [link] = await mailsTo(t, 'nouvelle@exemple.fr');
    expect(link).toMatchObject({ subject: CONFIRM_SUBJECT });
    expect(link?.text).toContain('Bonjour Inès,');
    expect(link?.text).toContain(`valable ${EMAIL_CHANGE_LINK_HOURS} heures`);
    expect((await mailsTo(t, 'ancienne@exemple.fr')).map((m) => m.subject)).not.toContain(REVERT_SUBJECT);

    const confirmed = await confirmEmail(t, { token: await confirmToken(t, 'nouvelle@exemple.fr') });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({
      detail: 'Votre nouvelle adresse e-mail est confirmée : utilisez-la désormais pour vous connecter.',
      email: 'nouvelle@exemple.fr',
    });
    expect(await me(token)).toBe('nouvelle@exemple.fr');
    expect(await pending(token)).toBeNull();
    expect((await login(t, 'nouvelle@exemple.fr', FACTORY_PASSWORD)).status).toBe(200);
    expect((await login(t, 'ancienne@exemple.fr', FACTORY_PASSWORD)).status).toBe(401);
    // The undo link goes to the previous address, and only there.
    expect(await revertToken(t, 'ancienne@exemple.fr')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await mailsTo(t, 'nouvelle@exemple.fr')).map((m) => m.subject)).toEqual([CONFIRM_SUBJECT]);
  });

  it('refuses a link used already, an expired one, an unknown one and a missing one', async () => {
    const first = await asking('une.fois@exemple.fr', 'une.fois.bis@exemple.fr');
    const token = await confirmToken(t, 'une.fois.bis@exemple.fr');
    expect((await confirmEmail(t, { token })).status).toBe(200);
    expect(await refusal(await confirmEmail(t, { token }))).toEqual({
      status: 422,
      error: {
        code: 'email_change_token_used',
        detail: 'Ce lien a déjà été utilisé : votre nouvelle adresse e-mail est confirmée.',
        field: 'token',
      },
    });
    expect(await me(first.token)).toBe('une.fois.bis@exemple.fr');

    const late = await asking('tardive@exemple.fr', 'tardive.bis@exemple.fr');
    const lateToken = await confirmToken(t, 'tardive.bis@exemple.fr');
    t.clock.advance(EMAIL_CHANGE_LINK_HOURS * 3_600_000);
    expect(await pending(late.token)).toBeNull();
    const expired = await refusal(await confirmEmail(t, { token: lateToken }));
    expect(expired).toMatchObject({ status: 422, error: { code: 'email_change_token_expired', field: 'token' } });
    expect(expired.error.detail).toBe(
      'Ce lien a expiré : il était valable 24 heures. Vous pouvez redemander le changement d’adresse depuis votre profil.',
    );
    expect(await me(late.token)).toBe('tardive@exemple.fr');

    expect((await refusal(await confirmEmail(t, { token: 'A'.repeat(43) }))).error.code).toBe('email_change_token_invalid');
    const missing = await refusal(await confirmEmail(t, {}));
    expect(missing).toMatchObject({ status: 422, error: { field: 'token' } });
  });

  it('can be cancelled from the profile, or replaced by a newer request: the older link then says so', async () => {
    const { token } = await asking('hesitante@exemple.fr', 'premiere.idee@exemple.fr');
    const firstLink = await confirmToken(t, 'premiere.idee@exemple.fr');
    const again = await updateCredentials(t, token, { email: 'seconde.idee@exemple.fr', current_password: FACTORY_PASSWORD });
    expect(again.status).toBe(200);
    expect(await pending(token)).toMatchObject({ email: 'seconde.idee@exemple.fr' });
    expect(await refusal(await confirmEmail(t, { token: firstLink }))).toEqual({
      status: 422,
      error: {
        code: 'email_change_cancelled',
        detail: 'Ce changement d’adresse a été annulé, ou remplacé par une demande plus récente.',
        field: 'token',
      },
    });

    // Someone else cannot see nor cancel it.
    const other = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
    expect(await pending(other)).toBeNull();
    expect((await cancel(other)).status).toBe(204);
    expect(await pending(token)).toMatchObject({ email: 'seconde.idee@exemple.fr' });

    const secondLink = await confirmToken(t, 'seconde.idee@exemple.fr');
    expect((await cancel(token)).status).toBe(204);
    expect(await pending(token)).toBeNull();
    expect((await refusal(await confirmEmail(t, { token: secondLink }))).error.code).toBe('email_change_cancelled');
    expect(await me(token)).toBe('hesitante@exemple.fr');
  });

  it('refuses at confirmation an address another account took meanwhile (409), keeping the old one', async () => {
    const { token } = await asking('prudente@exemple.fr', 'convoitee@exemple.fr');
    const link = await confirmToken(t, 'convoitee@exemple.fr');
    await buildUser(t.db.knex, { email: 'convoitee@exemple.fr' }); // signed up with it since
    expect(await refusal(await confirmEmail(t, { token: link }))).toEqual({
      status: 409,
      error: {
        code: 'email_change_taken',
        detail: 'Cette adresse est maintenant utilisée par un autre compte : votre adresse e-mail n’a pas été changée.',
        field: 'token',
      },
    });
    expect(await me(token)).toBe('prudente@exemple.fr');
    expect((await login(t, 'prudente@exemple.fr', FACTORY_PASSWORD)).status).toBe(200);

    // Two accounts asked for one address: the first to confirm gets it.
    const a = await asking('rivale.a@exemple.fr', 'disputee@exemple.fr');
    const linkA = await confirmToken(t, 'disputee@exemple.fr');
    const b = await asking('rivale.b@exemple.fr', 'disputee@exemple.fr');
    const linkB = await confirmToken(t, 'disputee@exemple.fr');
    expect((await confirmEmail(t, { token: linkB })).status).toBe(200);
    expect((await refusal(await confirmEmail(t, { token: linkA }))).status).toBe(409);
    expect(await me(a.token)).toBe('rivale.a@exemple.fr');
    expect(await me(b.token)).toBe('disputee@exemple.fr');
  });
});
