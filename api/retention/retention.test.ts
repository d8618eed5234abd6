// The retention job erases exactly what the terms say and keeps what the law requires: an account closed
// more than 3 years ago loses what closing left (provider ids, company address, bank account holder and
// address, mandate references, invitations it sent, its donations' IP and browser), while one closed less
// than 3 years ago, and open accounts, are untouched; donations, receipts and subscriptions stay; card
// payment evidence goes after 13 months; page views after 13 months. A second run erases nothing more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { buildCompany, buildUser, signInAs } from '../../test/factories';
import { insertMandate } from '../dashboard/testing/dashboard-factories';
import { potFor, succeededDonation } from '../receipts/testing/receipt-factories';
import { issueReceiptForDonation } from '../receipts';
import { runRetention } from './retention';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const NOW = new Date('2026-11-22T10:00:00Z');

/** An account with a company, a mandate, a pot with an invitation and a donation with a receipt; then closed (or not). */
async function accountWithHistory(closedAt: Date | null) {
  const knex = t.db.knex;
  const user = await buildCompany(knex, { mangopay_user_id: `u-${Math.random()}`, mangopay_wallet_id: `w-${Math.random()}` });
  const mandate = await insertMandate(knex, { user_id: user.id });
  await knex('mandates').where({ id: mandate.id }).update({
    document_url: 'https://mandats.example/doc',
    bank_reference: 'REF123',
    redirect_url: 'https://x.example',
    return_url: 'https://y.example',
  });
  const { potId } = await potFor(knex, user.id);
  await knex('share_invitations').insert({
    pot_id: potId,
    invited_by_id: user.id,
    email: 'amie@exemple.fr',
    token_hash: (Math.random().toString(16).slice(2) + '0'.repeat(64)).slice(0, 64),
  });
  const donationId = await succeededDonation(knex, { potId, userId: user.id, amount: 5000, at: new Date('2026-10-01T10:00:00Z') });
  await knex('donations')
    .where({ id: donationId })
    .update({ ip_address: '192.0.2.10', browser_info: JSON.stringify({ language: 'fr-FR' }) });
  await issueReceiptForDonation(t.deps, donationId);
  if (closedAt) {
    const token = await signInAs(knex, t.clock, user);
    expect((await t.request('/api/v1/user', { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } })).status).toBeLessThan(300);
    await knex('users').where({ id: user.id }).update({ deleted_at: closedAt });
  }
  return { userId: user.id, enterpriseId: user.enterpriseId, donationId, potId };
}

async function snapshot(a: { userId: number; enterpriseId: number; donationId: number }) {
  const knex = t.db.knex;
  return {
    user: await knex('users').where({ id: a.userId }).first('email', 'firstname', 'mangopay_user_id', 'mangopay_wallet_id'),
    enterprise: await knex('enterprises')
      .where({ id: a.enterpriseId })
      .first('enterprise_name', 'siren', 'address_line_1', 'city', 'post_code'),
    bank: await knex('bank_accounts')
      .where({ user_id: a.userId })
      .first('owner_name', 'iban_masked', 'bic', 'address_line_1', 'postal_code', 'city', 'active'),
    mandate: await knex('mandates')
      .where({ user_id: a.userId })
      .first('document_url', 'bank_reference', 'redirect_url', 'return_url', 'status'),
    invitations: Number((await knex('share_invitations').where({ invited_by_id: a.userId }).count({ n: '*' }).first())?.n),
    donation: await knex('donations').where({ id: a.donationId }).first('amount', 'status', 'user_id', 'ip_address', 'browser_info'),
    receipts: Number((await knex('tax_receipts').where({ user_id: a.userId }).count({ n: '*' }).first())?.n),
  };
}

describe('the retention job', () => {
  it('erases exactly what must go, and only for accounts closed more than 3 years ago', async () => {
    expect(t.clock.now()).toEqual(NOW);
    const old = await accountWithHistory(new Date('2023-11-21T10:00:00Z'));
    const recent = await accountWithHistory(new Date('2023-11-23T10:00:00Z'));
    const open = await accountWithHistory(null);
    const quickId = await succeededDonation(t.db.knex, {
      potId: open.potId,
      userId: null,
      quick: true,
      amount: 800,
      at: new Date('2025-10-01T10:00:00Z'),
    });
    await t.db
      .knex('donations')
      .where({ id: quickId })
      .update({ ip_address: '198.51.100.7', created_at: new Date('2025-10-01T10:00:00Z') });
    await t.db.knex('page_views').insert([
      { day: '2025-10-21', path: '/ancienne', visitor_id: 'a'.repeat(32) },
      { day: '2025-10-22', path: '/recente', visitor_id: 'b'.repeat(32) },
    ]);
    await t.db.knex('email_change_reverts').insert([
      { token_hash: 'c'.repeat(64), user_id: open.userId, previous_email: 'ancienne@exemple.fr', expires_at: new Date(NOW.getTime() - 1) },
      {
        token_hash: 'd'.repeat(64),
        user_id: open.userId,
        previous_email: 'valable@exemple.fr',
        expires_at: new Date(NOW.getTime() + 86_400_000),
      },
    ]);
    await t.db.knex('email_changes').insert([
      {
        user_id: open.userId,
        new_email: 'perimee@exemple.fr',
        created_at: new Date(NOW.getTime() - 2 * 86_400_000),
        expires_at: new Date(NOW.getTime() - 1),
      },
      { user_id: open.userId, new_email: 'attendue@exemple.fr', created_at: NOW, expires_at: new Date(NOW.getTime() + 86_400_000) },
    ]);
    const recentBefore = await snapshot(recent);
    const openBefore = await snapshot(open);

    const report = await runRetention(t.deps);
    expect(report).toMatchObject({
      accounts: 1,
      bankAccounts: 1,
      mandates: 1,
      invitations: 1,
      donationsEvidence: 2,
      pageViews: 1,
      revertLinks: 1,
      emailChanges: 1,
    });

    expect(await snapshot(old)).toEqual({
      user: { email: `compte-ferme-${old.userId}@entraide.invalid`, firstname: 'Compte', mangopay_user_id: null, mangopay_wallet_id: null },
      enterprise: { enterprise_name: 'Martin Conseil', siren: '542051180', address_line_1: null, city: null, post_code: null },
      bank: { owner_name: 'Compte fermé', iban_masked: '****', bic: null, address_line_1: '', postal_code: '', city: '', active: false },
      mandate: { document_url: null, bank_reference: null, redirect_url: null, return_url: null, status: 'ACTIVE' },
      invitations: 0,
      donation: { amount: 5000, status: 'SUCCEEDED', user_id: old.userId, ip_address: null, browser_info: null },
      receipts: 1,
    });
    expect(await snapshot(recent)).toEqual(recentBefore);
    expect(await snapshot(open)).toEqual(openBefore);
    expect(await t.db.knex('donations').where({ id: quickId }).first('ip_address', 'amount', 'quick_email')).toEqual({
      ip_address: null,
      amount: 800,
      quick_email: 'lou.rapide@exemple.fr',
    });
    expect(await t.db.knex('page_views').whereIn('path', ['/ancienne', '/recente']).pluck('path')).toEqual(['/recente']);

    expect(await t.db.knex('email_change_reverts').pluck('previous_email')).toEqual(['valable@exemple.fr']);
    expect(await t.db.knex('email_changes').pluck('new_email')).toEqual(['attendue@exemple.fr']);
    expect(await runRetention(t.deps)).toEqual({
      accounts: 0,
      bankAccounts: 0,
      mandates: 0,
      invitations: 0,
      donationsEvidence: 0,
      pageViews: 0,
      revertLinks: 0,
      emailChanges: 0,
      facebookLogins: 0,
      secondFactorChallenges: 0,
    });
  });

  it('deletes expired second-factor challenges and keeps the live ones', async () => {
    const user = await buildUser(t.db.knex, { role_id: 3 });
    const at = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000);
    await t.db.knex('second_factor_challenges').insert([
      { token_hash: 'a'.repeat(64), user_id: user.id, kind: 'code', created_at: at(-20), expires_at: at(-5) },
      { token_hash: 'b'.repeat(64), user_id: user.id, kind: 'code', created_at: at(-1), expires_at: at(14) },
    ]);
    expect((await runRetention(t.deps)).secondFactorChallenges).toBe(1);
    expect(await t.db.knex('second_factor_challenges').pluck('token_hash')).toEqual(['b'.repeat(64)]);
  });

  it('deletes Facebook login attempts a day after they started, with the profile they kept', async () => {
    const hoursAgo = (hours: number) => new Date(t.clock.now().getTime() - hours * 3_600_000);
    await t.db.knex('facebook_logins').insert([
      {
        state_hash: 'e'.repeat(64),
        browser_hash: 'e'.repeat(64),
        created_at: hoursAgo(25),
        expires_at: hoursAgo(24.8),
        facebook_id: '777',
        profile: JSON.stringify({ email: 'vieux@exemple.fr' }),
      },
      { state_hash: 'f'.repeat(64), browser_hash: 'f'.repeat(64), created_at: hoursAgo(1), expires_at: hoursAgo(0.8) },
    ]);
    expect((await runRetention(t.deps)).facebookLogins).toBe(1);
    expect(await t.db.knex('facebook_logins').pluck('state_hash')).toEqual(['f'.repeat(64)]);
  });
});
