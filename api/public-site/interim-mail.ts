/**
 * INTERIM mail sender for the newsletter, until the shared mail module (api/mail) exists: SMTP when
 * SMTP_URL is set, else one .eml file per message in DATA_DIR/outbox/ (the embedded default of
 * ARCHITECTURE.md). Replace its use in server.ts by the shared module's sender when it lands.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { MailMessage, MailSender } from './newsletter-mails';

export function createInterimMailSender(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): MailSender {
  if (config.SMTP_URL) {
    const smtp = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(message: MailMessage) {
        await smtp.sendMail({ from: config.MAIL_FROM, ...message });
      },
    };
  }
  const outbox = path.resolve(config.DATA_DIR, 'outbox');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message: MailMessage) {
      const info = await stream.sendMail({ from: config.MAIL_FROM, ...message });
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(outbox, name), info.message as Buffer);
    },
  };
}
