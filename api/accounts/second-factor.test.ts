/**
 * The second factor through HTTP (issue 43, item 6): manager and charity accounts enrol at sign-in and
 * get no session before the first code; sign-in then asks for a code; wrong codes are refused and
 * throttled; a code is accepted once; a recovery code works once; other accounts are asked only after
 * enrolling from the profile; the key is never answered again after enrolment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildUser, FACTORY_PASSWORD, signInAs } from '../../test/factories';
import { enrolAtSignIn, passwordStep, secondStep, signInWithCode, totpCode } from './testing/second-factor-flows';

let t: TestContext;
let charityId: number;
beforeAll(async () => {
  t = await startTestApp();
  charityId = Number((await t.db.knex('assocs').orderBy('id').first('id')).id);
});
afterAll(() => t.close());

const STEP_MS = 30_000;
const me = (token: string) => t.request('/api/v1/user', { headers: bearer(token) });
const from = (ip: string) => ({ 'X-Forwarded-For': ip });
const call = async (token: string, path: string, method = 'GET', json?: unknown) => {
  const res = await t.request(`/api/v1${path}`, { method, headers: bearer(token), ...(json === undefined ? {} : { json }) });
  return { status: res.status, body: res.status === 204 ? null : await res.json() };
};
const codeInvalid = {
  errors: [
    {
      code: 'second_factor_code_invalid',
      detail: 'Ce code n’est pas valide ou a déjà servi. Attendez le code suivant et réessayez.',
      field: 'code',
    },
  ],
};

describe('accounts that move money enrol at sign-in', () => {
  it.each([
    ['manager', 3],
    ['charity', 4],
  ] as const)('a %s account gets no session before its first code, then sign-in asks for a code', async (_role, roleId) => {
    const user = await buildUser(t.db.knex, { role_id: roleId, ...(roleId === 4 ? { assoc_id: charityId } : {}) });
    const first = await passwordStep(t, user.email, FACTORY_PASSWORD);
    expect(first.status).toBe(200);
    expect(first.body).not.toHaveProperty('auth_token');
    expect(first.body).not.toHaveProperty('user');
    const enrolment = first.body.second_factor;
    expect(enrolment).toMatchObject({ step: 'enrolment', challenge_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauth_uri).toBe(
      `otpauth://totp/Entraide:${encodeURIComponent(user.email)}?secret=${enrolment.secret}&issuer=Entraide`,
    );
    // The challenge is not a session.
    expect((await me(enrolment.challenge_token)).status).toBe(401);

    // A wrong first code confirms nothing and opens nothing; a recovery code cannot stand for it.
    const wrong = await secondStep(t, { challenge_token: enrolment.challenge_token, code: '000000' });
    expect(wrong).toMatchObject({ status: 422, body: codeInvalid });
    const recovery = await secondStep(t, { challenge_token: enrolment.challenge_token, recovery_code: 'abcde-fghjk' });
    expect(recovery).toMatchObject({ status: 422, body: codeInvalid });
    expect(await t.db.knex('user_second_factors').where({ user_id: user.id }).first('confirmed_at')).toEqual({ confirmed_at: null });

    const confirmed = await secondStep(t, {
      challenge_token: enrolment.challenge_token,
      code: await totpCode(enrolment.secret, t.clock.now()),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user).toMatchObject({ id: user.id, role: { id: roleId } });
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.body.recovery_codes).size).toBe(10);
    for (const code of confirmed.body.recovery_codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await me(confirmed.body.auth_token)).status).toBe(200);
    // The challenge was spent with the session.
    t.clock.advance(STEP_MS);
    const again = await secondStep(t, {
      challenge_token: enrolment.challenge_token,
      code: await totpCode(enrolment.secret, t.clock.now()),
    });
    expect(again.status).toBe(401);
    expect(again.body.errors[0].code).toBe('second_factor_challenge_invalid');

    // Next sign-in: a code, no new key.
    const next = await passwordStep(t, user.email, FACTORY_PASSWORD);
    expect(next.body).toEqual({ second_factor: { step: 'code', challenge_token: expect.any(String), expires_at: expect.any(String) } });
    const signedIn = await secondStep(t, {
      challenge_token: next.body.second_factor.challenge_token,
      code: await totpCode(enrolment.secret, t.clock.now()),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).not.toHaveProperty('recovery_codes');
    expect((await me(signedIn.body.auth_token)).status).toBe(200);
  });

  it('gives a new key at each sign-in until one is confirmed, and a challenge expires after 15 minutes', async () => {
    const manager = await buildUser(t.db.knex, { role_id: 3 });
    const first = (await passwordStep(t, manager.email, FACTORY_PASSWORD)).body.second_factor;
    const second = (await passwordStep(t, manager.email, FACTORY_PASSWORD)).body.second_factor;
    expect(second.secret).not.toBe(first.secret);
    // The first key was replaced: its code no longer enrols.
    const stale = await secondStep(t, { challenge_token: second.challenge_token, code: await totpCode(first.secret, t.clock.now()) });
    expect(stale.status).toBe(422);
    t.clock.advance(15 * 60_000 + 1000);
    const late = await secondStep(t, { challenge_token: second.challenge_token, code: await totpCode(second.secret, t.clock.now()) });
    expect(late).toMatchObject({
      status: 401,
      body: {
        errors: [
          {
            code: 'second_factor_challenge_invalid',
            detail: 'Votre connexion a expiré. Saisissez de nouveau votre e-mail et votre mot de passe.',
          },
        ],
      },
    });
    expect(await secondStep(t, { challenge_token: 'pas-un-jeton', code: '123456' })).toMatchObject({ status: 401 });
  });

  it('keeps the existing sessions of a manager who has not enrolled yet (enrolment at the next sign-in)', async () => {
    const manager = await buildUser(t.db.knex, { role_id: 3 });
    const token = await signInAs(t.db.knex, t.clock, manager);
    expect((await call(token, '/manager/pots')).status).toBe(200);
  });
});

describe('codes', () => {
  it('accepts a code once: the same code, or an older one, is refused afterwards; one step of drift either side', async () => {
    const manager = await buildUser(t.db.knex, { role_id: 3 });
    const { secret } = await enrolAtSignIn(t, manager.email, FACTORY_PASSWORD);
    const enrolmentCode = await totpCode(secret, t.clock.now());
    // The enrolment's code cannot open a second session in the same window.
    const replay = await passwordStep(t, manager.email, FACTORY_PASSWORD);
    expect(await secondStep(t, { challenge_token: replay.body.second_factor.challenge_token, code: enrolmentCode })).toMatchObject({
      status: 422,
      body: codeInvalid,
    });
    // The next step's code is accepted now (drift ahead)...
    const ahead = await totpCode(secret, new Date(t.clock.now().getTime() + STEP_MS));
    expect((await secondStep(t, { challenge_token: replay.body.second_factor.challenge_token, code: ahead })).status).toBe(200);
    // ...and never again, even when its step becomes the current one.
    t.clock.advance(STEP_MS);
    const later = await passwordStep(t, manager.email, FACTORY_PASSWORD);
    expect((await secondStep(t, { challenge_token: later.body.second_factor.challenge_token, code: ahead })).status).toBe(422);
    // A code of the step before (a slow typist) is accepted once its step is later than the last used.
    t.clock.advance(2 * STEP_MS);
    const behind = await totpCode(secret, new Date(t.clock.now().getTime() - STEP_MS));
    expect((await secondStep(t, { challenge_token: later.body.second_factor.challenge_token, code: behind })).status).toBe(200);
    // Two steps away is too far.
    t.clock.advance(STEP_MS);
    const old = await totpCode(secret, new Date(t.clock.now().getTime() - 2 * STEP_MS));
    const tooOld = await passwordStep(t, manager.email, FACTORY_PASSWORD);
    expect((await secondStep(t, { challenge_token: tooOld.body.second_factor.challenge_token, code: old })).status).toBe(422);
  });

  it('lets one of two simultaneous uses of a code through', async () => {
    const manager = await buildUser(t.db.knex, { role_id: 3 });
    const { secret } = await enrolAtSignIn(t, manager.email, FACTORY_PASSWORD);
    t.clock.advance(STEP_MS);
    const challenges = await Promise.all([1, 2].map(() => passwordStep(t, manager.email, FACTORY_PASSWORD)));
    const code = await totpCode(secret, t.clock.now());
    const answers = await Promise.all(
      challenges.map((c) => secondStep(t, { challenge_token: c.body.second_factor.challenge_token, code })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
  });

  it('throttles wrong codes per address and per account, and a right code clears the address', async () => {
    const manager = await buildUser(t.db.knex, { role_id: 3 });
    const { secret } = await enrolAtSignIn(t, manager.email, FACTORY_PASSWORD);
    t.clock.advance(STEP_MS);
    const challenge = (await passwordStep(t, manager.email, FACTORY_PASSWORD)).body.second_factor.challenge_token;
    for (let i = 0; i < 5; i++) {
      expect((await secondStep(t, { challenge_token: challenge, code: '000000' }, from('203.0.113.7'))).status).toBe(422);
    }
    // The address waits, even with the right code.
    const right = await totpCode(secret, t.clock.now());
    const locked = await secondStep(t, { challenge_token: challenge, code: right }, from('203.0.113.7'));
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe('60');
    expect(locked.body.errors[0]).toEqual({
      code: 'throttled',
      detail: 'Trop de tentatives. Pour votre sécurité, réessayez dans 1 minute.',
    });
    // From another address the owner gets through.
    expect((await secondStep(t, { challenge_token: challenge, code: right }, from('198.51.100.20'))).status).toBe(200);

    // Ten failures of the account from ten addresses: the account waits, whatever the address.
    t.clock.advance(STEP_MS);
    const next = (await passwordStep(t, manager.email, FACTORY_PASSWORD)).body.second_factor.challenge_token;
    for (let i = 0; i < 10; i++) {
      expect((await secondStep(t, { challenge_token: next, code: '000000' }, from(`192.0.2.${10 + i}`))).status).toBe(422);
    }
    const accountLocked = await secondStep(t, { challenge_token: next, code: await totpCode(secret, t.clock.now()) }, from('192.0.2.99'));
    expect(accountLocked.status).toBe(429);
    t.clock.advance(61_000);
    expect((await secondStep(t, { challenge_token: next, code: await totpCode(secret, t.clock.now()) }, from('192.0.2.99'))).status).toBe(
      200,
    );
  });

  it('accepts each recovery code once, instead of a code', async () => {
    const manager = await buildUser(t.db.knex, { role_id: 3 });
    const { recoveryCodes } = await enrolAtSignIn(t, manager.email, FACTORY_PASSWORD);
    const [first] = recoveryCodes as [string];
    const challenge = (await passwordStep(t, manager.email, FACTORY_PASSWORD)).body.second_factor.challenge_token;
    // Typed in capitals without the dash: the same code.
    const used = await secondStep(t, { challenge_token: challenge, recovery_code: first.replace('-', '').toUpperCase() });
    expect(used.status).toBe(200);
    const status = await call(used.body.auth_token, '/user/second_factor');
    expect(status.body).toEqual({ enabled: true, required: true, confirmed_at: expect.any(String), recovery_codes_left: 9 });
    const again = (await passwordStep(t, manager.email, FACTORY_PASSWORD)).body.second_factor.challenge_token;
    expect(await secondStep(t, { challenge_token: again, recovery_code: first })).toMatchObject({
      status: 422,
      body: {
        errors: [{ code: 'recovery_code_invalid', detail: 'Ce code de secours n’est pas valide ou a déjà servi.', field: 'recovery_code' }],
      },
    });
    expect((await secondStep(t, { challenge_token: again, recovery_code: recoveryCodes[1] })).status).toBe(200);
  });

  it('lists the missing or malformed fields of the second step with 422', async () => {
    expect(await secondStep(t, {})).toMatchObject({ status: 422 });
    const malformed = await secondStep(t, { challenge_token: 'x', code: '12ab' });
    expect(malformed.body.errors).toEqual([{ code: 'invalid_format', detail: codeInvalid.errors[0]!.detail, field: 'code' }]);
    const missing = await secondStep(t, { challenge_token: 'x' });
    expect(missing.body.errors).toEqual([
      { code: 'invalid', detail: 'Saisissez le code à 6 chiffres de votre application', field: 'code' },
    ]);
  });
});

describe('other accounts, from the profile', () => {
  it('a donor is not asked for a code until they enrol from the profile, and can turn it off with the password and a code', async () => {
    const donor = await buildUser(t.db.knex);
    const direct = await passwordStep(t, donor.email, FACTORY_PASSWORD);
    expect(direct.body).toHaveProperty('auth_token');
    const token = String(direct.body.auth_token);
    expect((await call(token, '/user/second_factor')).body).toEqual({
      enabled: false,
      required: false,
      confirmed_at: null,
      recovery_codes_left: 0,
    });

    // Enrolment wants the current password.
    expect(await call(token, '/user/second_factor', 'POST', { current_password: 'mauvais' })).toMatchObject({
      status: 422,
      body: { errors: [{ code: 'current_password_invalid', field: 'current_password' }] },
    });
    const started = await call(token, '/user/second_factor', 'POST', { current_password: FACTORY_PASSWORD });
    expect(started.status).toBe(201);
    const { secret } = started.body;
    expect(started.body.otpauth_uri).toContain(`secret=${secret}`);
    // Not in force before its first code.
    expect((await passwordStep(t, donor.email, FACTORY_PASSWORD)).body).toHaveProperty('auth_token');
    expect((await call(token, '/user/second_factor/confirmation', 'POST', { code: '000000' })).status).toBe(422);
    const confirmed = await call(token, '/user/second_factor/confirmation', 'POST', { code: await totpCode(secret, t.clock.now()) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect((await call(token, '/user/second_factor')).body).toMatchObject({ enabled: true, required: false, recovery_codes_left: 10 });

    // Now sign-in asks for a code.
    const asked = await passwordStep(t, donor.email, FACTORY_PASSWORD);
    expect(asked.body.second_factor.step).toBe('code');
    t.clock.advance(STEP_MS);
    const session = await signInWithCode(t, donor.email, FACTORY_PASSWORD, secret);

    // Turning it off: the password and a code, both right.
    t.clock.advance(STEP_MS);
    const code = await totpCode(secret, t.clock.now());
    expect((await call(session, '/user/second_factor/deactivation', 'POST', { current_password: 'mauvais', code })).status).toBe(422);
    expect(
      await call(session, '/user/second_factor/deactivation', 'POST', { current_password: FACTORY_PASSWORD, code: '000000' }),
    ).toMatchObject({
      status: 422,
      body: codeInvalid,
    });
    expect((await call(session, '/user/second_factor/deactivation', 'POST', { current_password: FACTORY_PASSWORD, code })).status).toBe(
      204,
    );
    expect((await passwordStep(t, donor.email, FACTORY_PASSWORD)).body).toHaveProperty('auth_token');
    expect(await t.db.knex('second_factor_recovery_codes').where({ user_id: donor.id })).toHaveLength(0);
  });

  it('refuses to turn off the factor of a manager', async () => {
    const manager = await buildUser(t.db.knex, { role_id: 3 });
    const { token, secret } = await enrolAtSignIn(t, manager.email, FACTORY_PASSWORD);
    t.clock.advance(STEP_MS);
    const off = await call(token, '/user/second_factor/deactivation', 'POST', {
      current_password: FACTORY_PASSWORD,
      code: await totpCode(secret, t.clock.now()),
    });
    expect(off).toMatchObject({
      status: 403,
      body: {
        errors: [
          {
            code: 'second_factor_required',
            detail: 'La double authentification est obligatoire pour les comptes de gestion et d’association.',
          },
        ],
      },
    });
  });

  it('never answers the key again once enrolled: not in the account, the status, sign-in, the data export, nor a new enrolment', async () => {
    const donor = await buildUser(t.db.knex);
    const token = await signInAs(t.db.knex, t.clock, donor);
    const { secret } = (await call(token, '/user/second_factor', 'POST', { current_password: FACTORY_PASSWORD })).body;
    await call(token, '/user/second_factor/confirmation', 'POST', { code: await totpCode(secret, t.clock.now()) });

    const restart = await call(token, '/user/second_factor', 'POST', { current_password: FACTORY_PASSWORD });
    expect(restart).toMatchObject({
      status: 409,
      body: { errors: [{ code: 'second_factor_enabled', detail: 'La double authentification est déjà activée sur votre compte.' }] },
    });
    const answers = [
      await t.request('/api/v1/user', { headers: bearer(token) }),
      await t.request('/api/v1/user/second_factor', { headers: bearer(token) }),
      await t.request('/api/v1/user/export', { headers: bearer(token) }),
      await t.request('/api/v1/user/auth', { method: 'POST', json: { email: donor.email, password: FACTORY_PASSWORD } }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(await res.text()).not.toContain(secret);
    }
  });
});
