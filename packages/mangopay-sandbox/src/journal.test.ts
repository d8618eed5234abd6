/**
 * The journal: what the emulator holds survives a restart from the same data directory (resources,
 * idempotency answers and tokens), and it is written atomically as one JSON file per client id.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../../test/app';
import type { PaymentGateway } from '../gateway.types';
import { startSandbox } from './start';

let dataDir: string;
let first: TestSandbox;
let gateway: PaymentGateway;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-journal-'));
  first = await startTestSandbox({ dataDir });
  gateway = first.createGateway();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('journal', () => {
  it('survives a restart of the emulator from the same data directory', async () => {
    const key = randomUUID();
    const user = await gateway.createLegalUser(
      {
        UserCategory: 'PAYER', LegalPersonType: 'ORGANIZATION', Name: 'Asso', Email: 'asso@example.com',
        LegalRepresentativeFirstName: 'A', LegalRepresentativeLastName: 'B',
      },
      key,
    );
    const wallet = await gateway.createWallet({ ownerId: user.Id, Currency: 'EUR', Description: 'Séquestre' }, randomUUID());
    const file = path.join(dataDir, 'mangopay-sandbox', `${first.clientId}.json`);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ version: 1, clientId: first.clientId });
    await first.close();

    const second = await startSandbox({ clock: first.clock, dataDir, port: first.port });
    try {
      // Same gateway, same token: the emulator remembers it too.
      expect(await gateway.getUser(user.Id)).toEqual(user);
      expect(await gateway.getWallet(wallet.Id)).toEqual(wallet);
      // The idempotency answers survive as well: a retry after the restart creates nothing.
      expect(await gateway.createLegalUser({ UserCategory: 'PAYER', LegalPersonType: 'ORGANIZATION', Name: 'Asso', Email: 'asso@example.com', LegalRepresentativeFirstName: 'A', LegalRepresentativeLastName: 'B' }, key)).toEqual(user);
      expect(second.store.get(first.clientId).list('users')).toHaveLength(1);
      // New ids continue after the old ones.
      const next = await gateway.createWallet({ ownerId: user.Id, Currency: 'EUR', Description: 'Autre' }, randomUUID());
      expect(Number(next.Id)).toBeGreaterThan(Number(wallet.Id));
    } finally {
      await second.close();
    }
    expect(readdirSync(path.join(dataDir, 'mangopay-sandbox')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps memory-only emulators off the disk', async () => {
    const sandbox = await startTestSandbox();
    try {
      expect(sandbox.store.dir).toBeUndefined();
    } finally {
      await sandbox.close();
    }
    expect(existsSync(path.join(process.cwd(), 'mangopay-sandbox'))).toBe(false);
  });
});
