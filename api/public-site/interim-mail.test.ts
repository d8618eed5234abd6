import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createInterimMailSender } from './interim-mail';
import { confirmationMail } from './newsletter-mails';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-mail-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('interim mail sender (outbox)', () => {
  it('writes one .eml per message in DATA_DIR/outbox', async () => {
    const mail = createInterimMailSender({ DATA_DIR: dataDir, MAIL_FROM: 'Entraide <ne-pas-repondre@entraide.example>', SMTP_URL: undefined });
    await mail.send(confirmationMail('lea@exemple.fr', 'http://localhost:8080/newsletter/confirmation?token=abc_DEF-123'));
    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(eml).toMatch(/^To: lea@exemple\.fr$/m);
    expect(eml).toMatch(/^From: Entraide <ne-pas-repondre@entraide\.example>$/m);
    const body = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain('http://localhost:8080/newsletter/confirmation?token=abc_DEF-123');
  });
});
