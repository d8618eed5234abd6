/**
 * The quick card secret's migration on a database that already holds quick donations: each existing
 * quick donation gets a used row with an unknowable secret, so its card can no longer pay through the
 * quick flow, and the sweep turns the card off at the provider. The migration also rolls back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/app';
import * as migration from '../../../migrations/20261127010000_create_quick_card_tokens';
import { openPot, postQuickDonation, QUICK_DONOR, quickRegisterCard, type PotSetup } from '../donations/testing/donation-flows';
import { deactivateSettledQuickCards } from './quick-card-deactivation';

let t: TestContext;
let pot: PotSetup;

beforeAll(async () => {
  t = await startTestApp();
  pot = await openPot(t);
});
afterAll(() => t.close());

const sandboxCard = (id: string) => (t.sandbox?.records('cards') ?? []).find((c) => c.Id === id);

describe('migration 20261127010000_create_quick_card_tokens', () => {
  it('binds the quick donations made before it, whose cards then pay nothing more and are turned off', async () => {
    const ip = { 'X-Forwarded-For': '198.51.100.91' };
    const { cardId, userId } = await quickRegisterCard(t, QUICK_DONOR, undefined, ip);
    // A quick donation recorded before the secret existed (the card stayed active at the provider).
    const { assoc_id } = await t.db.knex('pots').where({ id: pot.potId }).first('assoc_id');
    const [legacy] = await t.db
      .knex('donations')
      .insert({
        pot_id: pot.potId,
        assoc_id,
        mangopay_wallet_id: pot.walletId,
        user_id: null,
        quick_firstname: 'Lucie',
        quick_name: 'Bernard',
        quick_email: QUICK_DONOR.email,
        amount: 1000,
        gift_entraide: 0,
        is_visible: true,
        is_anonymous: false,
        is_main: false,
        payment_method: 'CARD',
        status: 'SUCCEEDED',
        mangopay_card_id: cardId,
        mangopay_user_id: userId,
        created_at: t.clock.now(),
        updated_at: t.clock.now(),
      })
      .returning('id');
    const donationId = Number(legacy.id);

    // This migration's own down and up (not "the last one": later migrations may follow it).
    await migration.down(t.db.knex);
    expect(await t.db.knex.schema.hasTable('quick_card_tokens')).toBe(false);
    await migration.up(t.db.knex);

    const rows = await t.db.knex('quick_card_tokens').where({ card_id: cardId });
    expect(rows).toEqual([expect.objectContaining({ mangopay_user_id: userId, registration_id: null, card_deactivated_at: null })]);
    expect(Number(rows[0].donation_id)).toBe(donationId);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    const payins = (t.sandbox?.records('payins') ?? []).length;
    const attempt = await postQuickDonation(t, { potId: pot.potId, amount: 1000, cardId, quickToken: 'un-secret-quelconque', headers: ip });
    expect(attempt.status).toBe(404);
    expect((t.sandbox?.records('payins') ?? []).length).toBe(payins);

    expect(sandboxCard(cardId)).toMatchObject({ Active: true });
    expect(await deactivateSettledQuickCards(t.deps)).toEqual({ looked: 1, failed: 0 });
    expect(sandboxCard(cardId)).toMatchObject({ Active: false });
    expect(await t.db.knex('quick_card_tokens').where({ card_id: cardId }).first('card_deactivated_at')).toEqual({
      card_deactivated_at: expect.any(Date),
    });
  });
});
