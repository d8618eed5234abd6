/**
 * A company pays once its legal representative is complete (accounts spec §2, /login/representative):
 * right after sign-up (the representative's names only) a card gift and a bank transfer are refused
 * with 422 `representative_incomplete` and a French message, nothing recorded; once the representative
 * page's save (PUT /user) has given the birth date, e-mail and addresses, the same gift goes through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { enterpriseSignup } from '../../test/accounts-fixtures';
import { REP_ADDRESS, REPRESENTATIVE } from '../accounts/export/testing/history';
import { donateByCard, openPot } from './donations/testing/donation-flows';
import { api } from './subscriptions/testing/monthly-giving';

const REFUSED = {
  errors: [
    {
      code: 'representative_incomplete',
      detail: 'Complétez les informations du représentant légal de votre entreprise (dont sa date de naissance) avant de payer.',
    },
  ],
};

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a company’s legal representative before paying', () => {
  it('is required by card and by transfer, and the representative page’s save lets the gift through', async () => {
    const { potId } = await openPot(t);
    const signup = await api(t, null, '/user/signup/enterprise', {
      json: { user: enterpriseSignup({ email: 'representant@exemple.fr' }) },
    });
    expect(signup.status).toBe(201);
    const token = signup.body.auth_token as string;
    const me = await api(t, token, '/user', { method: 'GET' });
    expect(me.body.entreprise.representative).toMatchObject({ firstname: 'Paul', name: 'Martin', birth_date: null });

    const card = await donateByCard(t, { token, potId, amount: 3000 });
    expect(card.status).toBe(422);
    expect(card.body).toEqual(REFUSED);
    const transfer = await api(t, token, `/cagnottes/${potId}/donations/bankwire`, {
      json: { charity_donation: { id: potId, amount: 3000, gift_entraide: 0 } },
    });
    expect(transfer.status).toBe(422);
    expect(transfer.body).toEqual(REFUSED);
    expect(await t.db.knex('donations').where({ pot_id: potId }).count({ n: '*' }).first()).toMatchObject({ n: 0 });

    // What /login/representative sends.
    const saved = await api(t, token, '/user', {
      method: 'PUT',
      json: {
        user: { user_adress: REP_ADDRESS },
        entreprise: { enterprise_name: 'Martin Conseil', representative: { ...REPRESENTATIVE, rep_address: REP_ADDRESS } },
      },
    });
    expect(saved.status).toBe(200);
    const paid = await donateByCard(t, { token, potId, amount: 3000 });
    expect(paid.status).toBe(201);
    expect(paid.body.payment_status).toBe('SUCCEEDED');
  });
});
