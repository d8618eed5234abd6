// A provider that cannot be reached at sign-up: the account is kept, the failure recorded, and a later
// attempt (here against a sandbox that answers) completes the provider account.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, startTestSandbox, type TestContext, type TestSandbox } from '../../test/app';
import { privateSignup } from '../../test/accounts-fixtures';
import { bearer } from '../../test/factories';
import { createGateway } from '../payments/gateway';
import { ensurePaymentAccount } from './payment-account.service';

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

describe('sign-up while the payment provider is down', () => {
  it('keeps the account, records the failure, and a later attempt completes it', async () => {
    const res = await t.request('/api/v1/user/signup/private', { method: 'POST', json: { user: privateSignup() } });
    expect(res.status).toBe(201);
    const { auth_token: token, user } = await res.json();
    expect(user.mangopay_user).toBe(false);
    const row = await t.db.knex('users').where({ id: user.id }).first('payment_account_error', 'payment_account_failed_at');
    expect(row.payment_account_error).toMatch(/createNaturalUser/);
    expect(row.payment_account_failed_at).not.toBeNull();
    expect((await t.request('/api/v1/user', { headers: bearer(token) })).status).toBe(200);

    sandbox = await startTestSandbox({ clock: t.clock });
    const account = await ensurePaymentAccount({ ...t.deps, payments: sandbox.createGateway() }, user.id);
    expect(account.user.mangopay_user_id).toBeTruthy();
    expect(account.user.payment_account_error).toBeNull();
    const me = await (await t.request('/api/v1/user', { headers: bearer(token) })).json();
    expect(me.mangopay_user).toBe(true);
  });
});
