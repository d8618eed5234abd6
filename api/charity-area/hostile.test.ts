// Hostile input on the charity area's bodies, sent by a charity's representative (the shared fuzzing in
// test/security reaches these routes only as other roles, refused before any body is read): every answer is
// below 500, in the error shape with a French detail, and nothing of another charity changes.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { hostileValue } from '../../test/security/hostile-values';
import { referenceIds } from '../pots/testing/pot-factories';
import { call } from '../manager/testing/manager-flows';
import { invite, legalDetailsBody, signedInCharity } from './testing/charity-flows';

let t: TestContext;
let charity: { id: number; token: string };
let link: string;
beforeAll(async () => {
  t = await startTestApp();
  const ids = await referenceIds(t.db.knex);
  charity = await signedInCharity(t, ids.charity, 'fuzz@jardins.example');
  link = await invite(t, ids.charity2, 'fuzz@solidarite.example');
});
afterAll(() => t.close());

const runs = Number(process.env.FUZZ_RUNS ?? 25);
const LEGAL_FIELDS = Object.keys(legalDetailsBody());

async function expectClean(answer: { status: number; body: any }) {
  expect(answer.status).toBeLessThan(500);
  if (answer.status >= 400) expect(answer.body.errors[0].detail).toMatch(/\S/);
}

describe('hostile bodies in the charity area', () => {
  it('legal details: any value in any field is refused in French, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LEGAL_FIELDS), hostileValue, async (field, value) => {
        await expectClean(
          await call(t, charity.token, '/charity/legal_details', {
            method: 'PUT',
            json: { legal_details: legalDetailsBody({ [field]: value }) },
          }),
        );
      }),
      { numRuns: runs },
    );
  }, 120_000);

  it('payout account, the invitation page and its acceptance: never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(hostileValue, hostileValue, async (a, b) => {
        await expectClean(
          await call(t, charity.token, '/charity/payout_account', { method: 'PUT', json: { payout_account: { holder_name: a, iban: b } } }),
        );
        await expectClean(
          await call(t, null, `/charity_invitations/${link}/accept`, { method: 'POST', json: { password: a, password_confirmation: b } }),
        );
        await expectClean(await call(t, null, `/charity_invitations/${encodeURIComponent(JSON.stringify(a) ?? '').slice(0, 200)}`));
      }),
      { numRuns: runs },
    );
    // At most the invited account itself (two equal, valid hostile passwords would accept the link once).
    expect((await t.db.knex('users').where({ role_id: 4 })).length).toBeLessThanOrEqual(2);
  }, 120_000);
});
