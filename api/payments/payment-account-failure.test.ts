// A provider that cannot be reached at the first payment: sign-up never needed it, the failure is
// recorded and answered to that payment, and the next payment (here against a sandbox that answers)
// makes the provider account.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, startTestSandbox, type TestContext, type TestSandbox } from '../../test/app';
import { privateSignup } from '../../test/accounts-fixtures';
import { bearer } from '../../test/factories';
import { createGateway } from './gateway';

let t: TestContext;
let sandbox: TestSandbox | undefined;
beforeAll(async () => {
  const unreachable = createGateway(
    { clientId: 'test-unreachable', apiKey: 'x'.repeat(20), baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 },
    pino({ level: 'silent' }),
  );
  t = await startTestApp({ payments: unreachable });
});
afterAll(async () => {
  await t.close();
  await sandbox?.close();
});

const registerCard = (token: string) => t.request('/api/v1/user/register_card', { method: 'POST', headers: bearer(token), json: {} });
const me = async (token: string) => (await t.request('/api/v1/user', { headers: bearer(token) })).json();

describe('the first payment while the payment provider is down', () => {
  it('signs up anyway, refuses that payment in French and records why, and the next payment makes the account', async () => {
    const res = await t.request('/api/v1/user/signup/private', { method: 'POST', json: { user: privateSignup() } });
    expect(res.status).toBe(201);
    const { auth_token: token, user } = await res.json();
    expect(user).toMatchObject({ mangopay_user: true, mangopay_user_id: null });

    const refused = await registerCard(token);
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual([
      {
        code: 'payment_account_missing',
        detail: 'Vous ne pouvez pas effectuer de paiement. Veuillez mettre à jour votre profil afin de valider votre compte Mangopay.',
      },
    ]);
    const row = await t.db.knex('users').where({ id: user.id }).first('payment_account_error', 'payment_account_failed_at');
    expect(row.payment_account_error).toMatch(/createNaturalUserSca/);
    expect(row.payment_account_failed_at).not.toBeNull();
    expect(await me(token)).toMatchObject({ mangopay_user: false, mangopay_user_id: null });

    sandbox = await startTestSandbox({ clock: t.clock });
    t.deps.payments = sandbox.createGateway();
    expect((await registerCard(token)).status).toBe(200);
    const after = await me(token);
    expect(after.mangopay_user).toBe(true);
    expect(sandbox.records('users').map((u) => u.Id)).toEqual([after.mangopay_user_id]);
    expect(await t.db.knex('users').where({ id: user.id }).first('payment_account_error')).toEqual({ payment_account_error: null });
  });
});
