/**
 * The journal: what the emulator holds survives a restart from the same data directory (resources,
 * idempotency answers and tokens), and it is written atomically as one JSON file per client id.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from './start';
import { rawClient, type RawClient } from './testing/raw-client';
import { startTestSandbox, type TestSandbox } from './testing/test-sandbox';

let dataDir: string;
let first: TestSandbox;
let api: RawClient;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-journal-'));
  first = await startTestSandbox({ dataDir });
  api = await rawClient(first.url, first.clientId, first.apiKey);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('journal', () => {
  it('survives a restart of the emulator from the same data directory', async () => {
    const key = { 'Idempotency-Key': randomUUID() };
    const legalUser = {
      UserCategory: 'PAYER',
      LegalPersonType: 'ORGANIZATION',
      Name: 'Asso',
      Email: 'asso@example.com',
      LegalRepresentative: { FirstName: 'A', LastName: 'B' },
    };
    const user = (await api.call('POST', '/sca/users/legal', legalUser, key)).body;
    const wallet = (
      await api.call(
        'POST',
        '/wallets',
        { Owners: [user.Id], Currency: 'EUR', Description: 'Séquestre' },
        { 'Idempotency-Key': randomUUID() },
      )
    ).body;
    const file = path.join(dataDir, 'mangopay-sandbox', `${first.clientId}.json`);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ version: 1, clientId: first.clientId });
    await first.close();
    // Let fetch's connection pool see its kept-alive sockets closed (a browser would retry on its own).
    await new Promise((resolve) => setTimeout(resolve, 100));

    const second = await startSandbox({ clock: first.clock, dataDir, port: first.port });
    try {
      // Same client, same token: the emulator remembers it too.
      expect((await api.call('GET', `/sca/users/${user.Id}`)).body).toEqual(user);
      expect((await api.call('GET', `/wallets/${wallet.Id}`)).body).toEqual(wallet);
      // The idempotency answers survive as well: a retry after the restart creates nothing (409), and
      // the first answer is still served, as the SDK's callers read it back.
      expect((await api.call('POST', '/sca/users/legal', legalUser, key)).status).toBe(409);
      expect((await api.call('GET', `/responses/${key['Idempotency-Key']}`)).body.Resource).toEqual(user);
      expect(second.store.get(first.clientId).list('users')).toHaveLength(1);
      // New ids continue after the old ones.
      const next = (
        await api.call(
          'POST',
          '/wallets',
          { Owners: [user.Id], Currency: 'EUR', Description: 'Autre' },
          { 'Idempotency-Key': randomUUID() },
        )
      ).body;
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
