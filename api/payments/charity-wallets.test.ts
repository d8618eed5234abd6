/**
 * The charities' escrow at the provider: every charity gets one legal user (ORGANIZATION, OWNER, made
 * through the SCA endpoint) and
 * one EUR wallet, their ids stored; running again, or after a crash at any step, creates nothing more
 * at the provider (checked in the emulator's own records).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../../test/db';
import { startTestSandbox, type TestSandbox } from '../../test/app';
import { ensureCharityWallets } from './charity-wallets';
import type { PaymentGateway } from './gateway.types';

let db: Database;
let sandbox: TestSandbox;
let gateway: PaymentGateway;

beforeAll(async () => {
  db = await openTestDatabase();
  sandbox = await startTestSandbox();
  gateway = sandbox.createGateway();
});
afterAll(async () => {
  await sandbox?.close();
  await db?.close();
});

interface Row {
  id: number;
  name: string;
  mangopay_user_id: string | null;
  mangopay_wallet_id: string | null;
}

const charities = () => db.knex<Row>('assocs').select('id', 'name', 'mangopay_user_id', 'mangopay_wallet_id').orderBy('id');

/** Per charity: its users and wallets in the emulator's own records. */
function providerRecords(charityId: number) {
  const users = sandbox.records('users').filter((u) => u.Tag === `assoc:${charityId}`);
  const wallets = sandbox.records('wallets').filter((w) => users.some((u) => (w.Owners as string[]).includes(u.Id as string)));
  return { users, wallets };
}

describe('ensureCharityWallets', () => {
  it('gives every charity one legal user and one EUR wallet at the provider, and stores their ids', async () => {
    const before = await charities();
    expect(before.length).toBeGreaterThan(0);
    const result = await ensureCharityWallets(db.knex, gateway);
    expect(result).toEqual({ usersCreated: before.length, walletsCreated: before.length });
    for (const charity of await charities()) {
      const { users, wallets } = providerRecords(charity.id);
      expect(users, charity.name).toHaveLength(1);
      expect(wallets, charity.name).toHaveLength(1);
      expect(users[0]).toMatchObject({
        Id: charity.mangopay_user_id,
        PersonType: 'LEGAL',
        LegalPersonType: 'ORGANIZATION',
        UserCategory: 'OWNER',
        Name: charity.name,
      });
      expect(wallets[0]).toMatchObject({ Id: charity.mangopay_wallet_id, Currency: 'EUR', Balance: { Currency: 'EUR', Amount: 0 } });
      // Made through sca/users/legal: an OWNER waits for its representative's strong-authentication enrollment.
      const sca = await gateway.getUserSca(charity.mangopay_user_id!);
      expect(sca).toMatchObject({
        UserStatus: 'PENDING_USER_ACTION',
        LegalRepresentative: {
          FirstName: 'Camille',
          LastName: 'Martin',
          Email: `representant-${charity.id}@associations.entraide.example`,
        },
      });
      expect((sca as { PendingUserAction?: { RedirectUrl?: string } }).PendingUserAction?.RedirectUrl).toMatch(/^http/);
    }
  });

  it('creates nothing when run again', async () => {
    const users = sandbox.records('users').length;
    const wallets = sandbox.records('wallets').length;
    expect(await ensureCharityWallets(db.knex, gateway)).toEqual({ usersCreated: 0, walletsCreated: 0 });
    expect(sandbox.records('users')).toHaveLength(users);
    expect(sandbox.records('wallets')).toHaveLength(wallets);
  });

  it('finds the same user and wallet again after a crash before the ids were stored', async () => {
    const [first, second] = await charities();
    if (!first || !second) throw new Error('the seed has fewer than two charities');
    // first: crashed after creating both, before storing either; second: before storing the wallet.
    await db.knex('assocs').where({ id: first.id }).update({ mangopay_user_id: null, mangopay_wallet_id: null });
    await db.knex('assocs').where({ id: second.id }).update({ mangopay_wallet_id: null });
    await ensureCharityWallets(db.knex, gateway);
    const after = await charities();
    expect(after.find((c) => c.id === first.id)).toEqual(first);
    expect(after.find((c) => c.id === second.id)).toEqual(second);
    for (const charity of [first, second]) {
      const { users, wallets } = providerRecords(charity.id);
      expect(users).toHaveLength(1);
      expect(wallets).toHaveLength(1);
    }
  });
});
