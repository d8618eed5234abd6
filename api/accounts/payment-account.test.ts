import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { enterpriseSignup, privateSignup } from '../../test/accounts-fixtures';
import { ensurePaymentAccount } from './payment-account.service';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signup = (path: string, user: unknown) => t.request(`/api/v1${path}`, { method: 'POST', json: { user } });

describe('provider accounts made at sign-up (Mangopay sandbox)', () => {
  it('creates a natural PAYER user (SCA endpoint, active at once) and a EUR wallet for a private person', async () => {
    const res = await signup('/user/signup/private', privateSignup({ email: 'natural@exemple.fr' }));
    expect(res.status).toBe(201);
    const { user } = await res.json();
    expect(user.mangopay_user).toBe(true);
    const providerUser = t.sandbox!.records('users').find((u) => u.Id === user.mangopay_user_id);
    expect(providerUser).toMatchObject({
      PersonType: 'NATURAL',
      UserCategory: 'PAYER',
      FirstName: 'Camille',
      LastName: 'Durand',
      Email: 'natural@exemple.fr',
      UserStatus: 'ACTIVE',
      PendingUserAction: null, // only users made through sca/users/* carry it
    });
    expect(await t.deps.payments.getUserSca(user.mangopay_user_id)).toMatchObject({ UserCategory: 'PAYER', UserStatus: 'ACTIVE', PendingUserAction: null });
    const row = await t.db.knex('users').where({ id: user.id }).first('mangopay_wallet_id', 'payment_account_error');
    const wallet = t.sandbox!.records('wallets').find((w) => w.Id === row.mangopay_wallet_id);
    expect(wallet).toMatchObject({ Owners: [user.mangopay_user_id], Currency: 'EUR' });
    expect(row.payment_account_error).toBeNull();
  });

  it('creates a legal PAYER user (SCA endpoint) named after the company for a company', async () => {
    const res = await signup('/user/signup/enterprise', enterpriseSignup({ email: 'legal@exemple.fr' }));
    const { user } = await res.json();
    expect(user.mangopay_user).toBe(true);
    expect(t.sandbox!.records('users').find((u) => u.Id === user.mangopay_user_id)).toMatchObject({
      PersonType: 'LEGAL',
      LegalPersonType: 'BUSINESS',
      Name: 'Martin Conseil',
      UserCategory: 'PAYER',
      UserStatus: 'ACTIVE',
      PendingUserAction: null,
      LegalRepresentativeFirstName: 'Paul',
      LegalRepresentativeLastName: 'Martin',
    });
    expect(await t.deps.payments.getUserSca(user.mangopay_user_id)).toMatchObject({
      LegalRepresentative: { FirstName: 'Paul', LastName: 'Martin' },
      UserStatus: 'ACTIVE',
    });
  });

  it('never creates a second provider user or wallet when asked again', async () => {
    const res = await signup('/user/signup/private', privateSignup({ email: 'twice@exemple.fr' }));
    const { user } = await res.json();
    const before = [t.sandbox!.records('users').length, t.sandbox!.records('wallets').length];
    await ensurePaymentAccount(t.deps, user.id);
    // Forget the stored ids: the idempotency keys still give back the same provider resources.
    await t.db.knex('users').where({ id: user.id }).update({ mangopay_user_id: null, mangopay_wallet_id: null });
    const again = await ensurePaymentAccount(t.deps, user.id);
    expect(again.user.mangopay_user_id).toBe(user.mangopay_user_id);
    expect([t.sandbox!.records('users').length, t.sandbox!.records('wallets').length]).toEqual(before);
  });
});
