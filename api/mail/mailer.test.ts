import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createMailer } from './mailer';
import { outboxRoutes, readOutbox } from './outbox.routes';

const dir = mkdtempSync(path.join(os.tmpdir(), 'entraide-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the mail module without SMTP_URL', () => {
  it('writes one .eml per mail (with its .json twin) into DATA_DIR/outbox', async () => {
    const config = loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' });
    const mailer = createMailer(config, () => new Date('2026-11-22T10:00:00Z'));
    await mailer.send({
      to: 'lea@exemple.fr',
      subject: 'Bonjour Léa',
      text: 'Un lien : https://exemple.fr/a?token=abc',
      html: '<p>Un lien</p>',
    });
    const files = readdirSync(path.join(dir, 'outbox')).sort();
    expect(files).toHaveLength(2);
    const eml = readFileSync(path.join(dir, 'outbox', files.find((f) => f.endsWith('.eml')) ?? ''), 'utf8');
    expect(eml).toMatch(/^To: lea@exemple\.fr$/m);
    expect(eml).toMatch(/^From: Entraide <ne-pas-repondre@entraide\.example>$/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m); // the accent is encoded as RFC 2047 asks
    expect(eml).toContain('multipart/alternative');
    expect(await readOutbox(path.join(dir, 'outbox'))).toMatchObject([
      { to: 'lea@exemple.fr', subject: 'Bonjour Léa', text: 'Un lien : https://exemple.fr/a?token=abc', date: '2026-11-22T10:00:00.000Z' },
    ]);
  });

  it('mounts the outbox listing only when DEV_OUTBOX asks for it, never in production, never with SMTP', () => {
    const mail = createMailer(loadConfig({ DATA_DIR: dir }));
    expect(outboxRoutes({ config: loadConfig({ DATA_DIR: dir, NODE_ENV: 'development', DEV_OUTBOX: 'true' }), mail })).toHaveLength(1);
    expect(outboxRoutes({ config: loadConfig({ DATA_DIR: dir, NODE_ENV: 'development' }), mail })).toHaveLength(0);
    expect(
      outboxRoutes({ config: loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', DEVICE_COOKIE_SECRET: 'x'.repeat(32) }), mail }),
    ).toHaveLength(0);
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', DEV_OUTBOX: 'true' })).toThrow(/DEV_OUTBOX/);
    const smtp = createMailer(loadConfig({ DATA_DIR: dir, SMTP_URL: 'smtp://127.0.0.1:2525' }));
    expect(smtp.outboxDir).toBeUndefined();
    expect(outboxRoutes({ config: loadConfig({ DATA_DIR: dir, DEV_OUTBOX: 'true' }), mail: smtp })).toHaveLength(0);
  });
});
