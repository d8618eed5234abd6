/**
 * Which Mangopay the product uses: all three MANGOPAY_* variables (the real one), none (the embedded
 * sandbox on SANDBOX_PORT), or a start-up error naming the missing ones; and the idempotency keys the
 * gateway derives from our records.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { ConfigError, loadConfig } from '../config';
import { deriveIdempotencyKey, IDEMPOTENCY_KEY_RULE } from './idempotency-keys';
import { LOCAL_SANDBOX_CLIENT_ID, sandboxPublicUrl, startPayments } from './provider';
import { controlHeaders } from '@entraide/mangopay-sandbox';
import { requestToken } from '@entraide/mangopay-sandbox/testing';

const real = { MANGOPAY_CLIENT_ID: 'client', MANGOPAY_API_KEY: 'key', MANGOPAY_BASE_URL: 'https://api.sandbox.mangopay.com' };

describe('payment provider configuration', () => {
  it('uses the embedded sandbox on port 8090 when no MANGOPAY_* variable is set', () => {
    const config = loadConfig({});
    expect(config.SANDBOX_PORT).toBe(8090);
    expect(config.MANGOPAY_CLIENT_ID).toBeUndefined();
    expect(sandboxPublicUrl(config)).toBe('http://localhost:8090');
    expect(sandboxPublicUrl(loadConfig({ PUBLIC_URL: 'https://demo.entraide.example/app', SANDBOX_PORT: '9100' }))).toBe(
      'http://demo.entraide.example:9100',
    );
  });

  it('accepts the three variables together, and treats empty ones as unset', () => {
    expect(loadConfig(real)).toMatchObject(real);
    expect(loadConfig({ MANGOPAY_CLIENT_ID: '', MANGOPAY_API_KEY: ' ', MANGOPAY_BASE_URL: '' }).MANGOPAY_CLIENT_ID).toBeUndefined();
  });

  it.each([
    [{ MANGOPAY_CLIENT_ID: 'client' }, ['MANGOPAY_API_KEY', 'MANGOPAY_BASE_URL']],
    [{ MANGOPAY_CLIENT_ID: 'client', MANGOPAY_API_KEY: 'key' }, ['MANGOPAY_BASE_URL']],
    [{ MANGOPAY_BASE_URL: 'https://api.mangopay.com' }, ['MANGOPAY_CLIENT_ID', 'MANGOPAY_API_KEY']],
  ])('refuses %j, naming %j', (env, missing) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of missing) expect(message).toContain(name);
    for (const name of Object.keys(env)) expect(message.split('\n')[1]).not.toContain(name);
  });

  it('refuses a SANDBOX_PORT that is not a port', () => {
    expect(() => loadConfig({ SANDBOX_PORT: '70000' })).toThrow(/SANDBOX_PORT/);
  });

  it('refuses a SANDBOX_CONTROL_TOKEN too short to be a secret', () => {
    expect(() => loadConfig({ SANDBOX_CONTROL_TOKEN: 'court' })).toThrow(
      /SANDBOX_CONTROL_TOKEN: SANDBOX_CONTROL_TOKEN must be at least 16 characters/,
    );
    expect(loadConfig({ SANDBOX_CONTROL_TOKEN: '' }).SANDBOX_CONTROL_TOKEN).toBeUndefined();
  });
});

describe('the embedded sandbox', () => {
  it('listens on the loopback interface only, its control routes behind a random token the start-up line prints', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-provider-'));
    const payments = await startPayments(
      loadConfig({ SANDBOX_PORT: '0', DATA_DIR: dataDir }),
      new ManualClock('2026-11-22T10:00:00Z'),
      pino({ level: 'silent' }),
    );
    try {
      const address = payments.sandbox!.server.address() as AddressInfo;
      expect(address.address).toBe('127.0.0.1');
      const token = payments.sandbox!.controlToken;
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(payments.description).toContain(`X-Sandbox-Control-Token: ${token}`);
      const control = `/__sandbox/${LOCAL_SANDBOX_CLIENT_ID}/resources/users`;
      expect((await fetch(`http://127.0.0.1:${address.port}${control}`, { headers: controlHeaders(payments.sandbox!) })).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${address.port}${control}`)).status).toBe(403);
      // From any other address of this machine, nothing answers.
      const others = Object.values(os.networkInterfaces())
        .flat()
        .filter((nic) => nic && nic.family === 'IPv4' && !nic.internal)
        .map((nic) => nic!.address);
      for (const ip of others) await expect(fetch(`http://${ip}:${address.port}${control}`)).rejects.toThrow();
    } finally {
      await payments.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('presents a random API key, printed on the start-up line, and refuses the key once published in the package', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-provider-'));
    const payments = await startPayments(
      loadConfig({ SANDBOX_PORT: '0', DATA_DIR: dataDir }),
      new ManualClock('2026-11-22T10:00:00Z'),
      pino({ level: 'silent' }),
    );
    try {
      const { apiKey, url } = payments.sandbox!;
      expect(apiKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(payments.description).toContain(`API key: ${apiKey}`);
      expect((await requestToken(url, LOCAL_SANDBOX_CLIENT_ID, 'sandbox-key')).status).toBe(401);
      expect((await requestToken(url, LOCAL_SANDBOX_CLIENT_ID, apiKey)).status).toBe(200);
      // The product's own gateway uses it.
      expect(await payments.gateway.registerHooks([], 'http://127.0.0.1/hooks')).toBeDefined();
    } finally {
      await payments.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('takes its API key from SANDBOX_API_KEY when given, and does not print it; a short one is refused', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-provider-'));
    const given = 'cle-api-de-l-emulateur-pour-la-ci';
    const payments = await startPayments(
      loadConfig({ SANDBOX_PORT: '0', DATA_DIR: dataDir, SANDBOX_API_KEY: given }),
      new ManualClock('2026-11-22T10:00:00Z'),
      pino({ level: 'silent' }),
    );
    try {
      expect(payments.sandbox!.apiKey).toBe(given);
      expect(payments.description).toContain('API key: from SANDBOX_API_KEY');
      expect(payments.description).not.toContain(given);
    } finally {
      await payments.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(() => loadConfig({ SANDBOX_API_KEY: 'court' })).toThrow(/SANDBOX_API_KEY: SANDBOX_API_KEY must be at least 16 characters/);
  });

  it('takes its control token from SANDBOX_CONTROL_TOKEN when given, and does not print it', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-provider-'));
    const given = 'jeton-de-controle-pour-la-ci';
    const payments = await startPayments(
      loadConfig({ SANDBOX_PORT: '0', DATA_DIR: dataDir, SANDBOX_CONTROL_TOKEN: given }),
      new ManualClock('2026-11-22T10:00:00Z'),
      pino({ level: 'silent' }),
    );
    try {
      expect(payments.sandbox!.controlToken).toBe(given);
      expect(payments.description).toContain('X-Sandbox-Control-Token: from SANDBOX_CONTROL_TOKEN');
      expect(payments.description).not.toContain(given);
    } finally {
      await payments.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('derived idempotency keys', () => {
  it('are stable, distinct per purpose and record, and within Mangopay’s 16-36 [A-Za-z0-9-]', () => {
    const key = deriveIdempotencyKey('assoc-user', 12, 'ateliers-du-coeur');
    expect(key).toMatch(IDEMPOTENCY_KEY_RULE);
    expect(deriveIdempotencyKey('assoc-user', 12, 'ateliers-du-coeur')).toBe(key);
    expect(deriveIdempotencyKey('assoc-wallet', 12, 'ateliers-du-coeur')).not.toBe(key);
    expect(deriveIdempotencyKey('assoc-user', 13, 'ateliers-du-coeur')).not.toBe(key);
    expect(deriveIdempotencyKey('assoc-user', 12, 'other-slug')).not.toBe(key);
    expect(deriveIdempotencyKey('a very long purpose name with spaces', '123456789012345678901234567890')).toMatch(IDEMPOTENCY_KEY_RULE);
  });
});
