// The provider's user and wallet are made at the first payment, never at sign-up: an account that is
// never used to pay costs the provider nothing, so farmed accounts cannot fill it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { enterpriseSignup, privateSignup } from '../../test/accounts-fixtures';
import { bearer } from '../../test/factories';
import { ensurePaymentAccount } from './payment-account.service';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signup = async (path: string, user: { email: string }) => {
  const res = await t.request(`/api/v1${path}`, { method: 'POST', json: { user } });
  expect(res.status).toBe(201);
  return (await res.json()) as { auth_token: string; user: { id: number; mangopay_user: boolean; mangopay_user_id: string | null } };
};
const registerCard = (token: string) => t.request('/api/v1/user/register_card', { method: 'POST', headers: bearer(token), json: {} });
const me = async (token: string) => (await t.request('/api/v1/user', { headers: bearer(token) })).json();
/** The provider users of an e-mail, and the wallets they own. */
const providerUsersOf = (email: string) => t.sandbox!.records('users').filter((u) => u.Email === email);
const walletsOf = (providerUserId: unknown) =>
  t.sandbox!.records('wallets').filter((w) => (w.Owners as unknown[]).includes(providerUserId));
/** The provider user a card registration (the answer of POST /user/register_card) belongs to. */
const ownerOfRegistration = async (res: Response) => {
  const { Id } = await res.json();
  return t.sandbox!.records('cardregistrations').find((r) => r.Id === Id)?.UserId;
};
/** The calls that created a provider user or a wallet, since `from` (an index in calls()). */
const creationCalls = (from = 0) =>
  t
    .sandbox!.calls()
    .slice(from)
    .filter((c) => /^POST \S+\/(sca\/users\/(natural|legal)|wallets)$/.test(c));

describe('provider accounts made at the first payment (Mangopay sandbox)', () => {
  it('signs up without calling the provider; the first card registration makes one natural PAYER user and its EUR wallet', async () => {
    const callsBefore = t.sandbox!.calls().length;
    const { auth_token: token, user } = await signup('/user/signup/private', privateSignup({ email: 'natural@exemple.fr' }));
    expect(t.sandbox!.calls().slice(callsBefore)).toEqual([]);
    expect(providerUsersOf('natural@exemple.fr')).toEqual([]);
    // Not made yet, but nothing stands in the way of paying: the PWA offers the payment.
    expect(user).toMatchObject({ mangopay_user: true, mangopay_user_id: null });

    const first = await registerCard(token);
    expect(first.status).toBe(200);
    const [providerUser, ...others] = providerUsersOf('natural@exemple.fr');
    expect(others).toEqual([]);
    expect(providerUser).toMatchObject({
      PersonType: 'NATURAL',
      UserCategory: 'PAYER',
      FirstName: 'Camille',
      LastName: 'Durand',
      UserStatus: 'ACTIVE',
      PendingUserAction: null, // only users made through sca/users/* carry it
    });
    expect(await ownerOfRegistration(first)).toBe(providerUser!.Id);
    expect(walletsOf(providerUser!.Id)).toMatchObject([{ Currency: 'EUR' }]);
    expect(await me(token)).toMatchObject({ mangopay_user: true, mangopay_user_id: providerUser!.Id });
    const row = await t.db.knex('users').where({ id: user.id }).first('payment_account_error');
    expect(row.payment_account_error).toBeNull();

    expect((await registerCard(token)).status).toBe(200);
    expect(providerUsersOf('natural@exemple.fr')).toHaveLength(1);
  });

  it('makes a legal PAYER user named after the company at a company’s first card registration', async () => {
    const { auth_token: token } = await signup('/user/signup/enterprise', enterpriseSignup({ email: 'legal@exemple.fr' }));
    expect(providerUsersOf('legal@exemple.fr')).toEqual([]);
    expect((await registerCard(token)).status).toBe(200);
    const { mangopay_user_id: providerUserId } = await me(token);
    expect(t.sandbox!.records('users').filter((u) => u.Id === providerUserId)).toMatchObject([
      {
        PersonType: 'LEGAL',
        LegalPersonType: 'BUSINESS',
        Name: 'Martin Conseil',
        UserCategory: 'PAYER',
        UserStatus: 'ACTIVE',
        PendingUserAction: null,
        LegalRepresentativeFirstName: 'Paul',
        LegalRepresentativeLastName: 'Martin',
      },
    ]);
    expect(await t.deps.payments.getUserSca(providerUserId)).toMatchObject({
      LegalRepresentative: { FirstName: 'Paul', LastName: 'Martin' },
      UserStatus: 'ACTIVE',
    });
  });

  it('makes one provider user and one wallet, each asked for once, when two first card registrations arrive together', async () => {
    const { auth_token: token } = await signup('/user/signup/private', privateSignup({ email: 'ensemble@exemple.fr' }));
    const callsBefore = t.sandbox!.calls().length;
    const answers = await Promise.all([registerCard(token), registerCard(token)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const users = providerUsersOf('ensemble@exemple.fr');
    expect(users).toHaveLength(1);
    expect(walletsOf(users[0]!.Id)).toHaveLength(1);
    // The second waited for the first instead of asking the provider again (and being answered 409).
    expect(creationCalls(callsBefore)).toHaveLength(2);
    expect(await Promise.all(answers.map(ownerOfRegistration))).toEqual([users[0]!.Id, users[0]!.Id]);
  });

  it('never creates a second provider user or wallet when asked again', async () => {
    const { auth_token: token, user } = await signup('/user/signup/private', privateSignup({ email: 'twice@exemple.fr' }));
    expect((await registerCard(token)).status).toBe(200);
    const { mangopay_user_id: providerUserId } = await me(token);
    const before = [t.sandbox!.records('users').length, t.sandbox!.records('wallets').length];
    await ensurePaymentAccount(t.deps, user.id);
    // Forget the stored ids: the idempotency keys still give back the same provider resources.
    await t.db.knex('users').where({ id: user.id }).update({ mangopay_user_id: null, mangopay_wallet_id: null });
    const again = await ensurePaymentAccount(t.deps, user.id);
    expect(again.user.mangopay_user_id).toBe(providerUserId);
    expect([t.sandbox!.records('users').length, t.sandbox!.records('wallets').length]).toEqual(before);
  });
});
