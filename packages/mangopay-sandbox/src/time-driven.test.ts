/**
 * Time-driven work of the emulator outside requests: under the system clock a KYC outcome arrives by
 * itself (a timer, no request needed), and a failed hook delivery waiting for its retry survives a
 * restart from the journal and is sent when its time comes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from './clock';
import { startTestSandbox } from './testing/test-sandbox';
import { startHookListener, type HookListener } from './testing/hook-listener';
import { naturalPayer, rawClient } from './testing/raw-client';
import { sandboxControl } from './testing/control';
import { startSandbox } from './start';
import { controlFetch } from './control-access';
import type { SandboxEvent } from './state';

let listener: HookListener;
let dataDir: string;

beforeAll(async () => {
  listener = await startHookListener();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-time-'));
});
afterAll(async () => {
  await listener.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const file = Buffer.alloc(2048, 3).toString('base64');

describe('under the system clock', () => {
  it('applies a KYC outcome 2 s after submission without any request, and records its events', async () => {
    const sandbox = await startSandbox({ clock: systemClock });
    try {
      const api = await rawClient(sandbox.url, 'wake-ups', sandbox.apiKey);
      const user = (await api.call('POST', '/sca/users/natural', naturalPayer())).body;
      const doc = (await api.call('POST', `/users/${user.Id}/KYC/documents/`, { Type: 'IDENTITY_PROOF', Tag: 'accept' })).body;
      expect((await api.call('POST', `/users/${user.Id}/KYC/documents/${doc.Id}/pages`, { File: file })).status).toBe(204);
      expect((await api.call('PUT', `/users/${user.Id}/KYC/documents/${doc.Id}`, { Status: 'VALIDATION_ASKED' })).body.Status).toBe(
        'VALIDATION_ASKED',
      );
      await new Promise((resolve) => setTimeout(resolve, 2600));
      // Read through the control routes: an API request would run the sweep itself.
      const docs = await controlFetch(sandbox, '/wake-ups/resources/kycdocuments').then((r) => r.json());
      expect(docs).toEqual([expect.objectContaining({ Id: doc.Id, Status: 'VALIDATED' })]);
      const events = (await controlFetch(sandbox, '/wake-ups/events').then((r) => r.json())) as SandboxEvent[];
      expect(events.map((e) => e.EventType)).toEqual(['KYC_CREATED', 'KYC_VALIDATION_ASKED', 'KYC_SUCCEEDED', 'USER_KYC_REGULAR']);
    } finally {
      await sandbox.close();
    }
  });
});

describe('hook deliveries in the journal', () => {
  it('keep their retry schedule across a restart', async () => {
    const first = await startTestSandbox({ dataDir });
    const api = await rawClient(first.url, first.clientId, first.apiKey);
    expect((await api.call('POST', '/hooks', { EventType: 'KYC_CREATED', Url: listener.url })).status).toBe(200);
    listener.mode = 'fail';
    const user = (await api.call('POST', '/sca/users/natural', naturalPayer())).body;
    const doc = (await api.call('POST', `/users/${user.Id}/kyc/documents`, { Type: 'IDENTITY_PROOF' })).body;
    await listener.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await sandboxControl(first, 'GET', `/${first.clientId}/hooks/deliveries`)).pending).toHaveLength(1);
    await first.close();

    const second = await startSandbox({ clock: first.clock, dataDir, apiKey: first.apiKey });
    try {
      listener.mode = 'ok';
      await controlFetch(second, '/clock/advance', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ms: 10 * 60_000 }),
      });
      const calls = await listener.waitFor(2);
      expect(calls.map((c) => [c.query.RessourceId, c.answered])).toEqual([
        [doc.Id, 500],
        [doc.Id, 200],
      ]);
    } finally {
      await second.close();
    }
  });
});
