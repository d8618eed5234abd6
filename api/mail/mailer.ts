/**
 * The shared mail module. With SMTP_URL set, mails go through nodemailer's SMTP transport; without it
 * (the embedded default), each mail is rendered by nodemailer's stream transport into one `.eml` file in
 * `DATA_DIR/outbox/`, with a `.json` twin (to, subject, text, html, date) that the dev-only outbox
 * listing reads (`GET /api/v1/dev/outbox`, outbox.routes.ts).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

/** Mails written to outboxes by this process, numbering each one's place in its outbox's order. */
let sentByThisProcess = 0;

/** One outgoing e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files attached (e.g. a tax receipt PDF). */
  attachments?: MailAttachment[];
}

/** An attached file, as nodemailer takes it. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Sends e-mails (SMTP or the outbox folder). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The outbox folder when mails are written to files, else undefined (SMTP). */
  readonly outboxDir?: string;
}

/** The outbox folder of a data directory. */
export function outboxDirOf(dataDir: string): string {
  return path.resolve(dataDir, 'outbox');
}

export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>, now: () => Date = () => new Date()): Mailer {
  if (config.SMTP_URL) {
    const smtp = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(message) {
        await smtp.sendMail({ from: config.MAIL_FROM, ...message });
      },
    };
  }
  const outboxDir = outboxDirOf(config.DATA_DIR);
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir,
    async send(message) {
      const date = now();
      const info = await stream.sendMail({ from: config.MAIL_FROM, date, ...message });
      await mkdir(outboxDir, { recursive: true });
      // Ordered by date, then by sending order: mails sent at one instant (a test's fixed clock, one
      // millisecond) keep the order they were sent in, so "newest first" is true for the outbox's readers.
      const id = `${date.toISOString().replace(/[:.]/g, '-')}-${String(++sentByThisProcess).padStart(9, '0')}-${randomUUID().slice(0, 8)}`;
      // The twin names the attached files; their bytes are in the .eml only.
      const { attachments, ...fields } = message;
      const files = attachments?.map(({ filename, contentType }) => ({ filename, contentType }));
      const twin = { id, date: date.toISOString(), from: config.MAIL_FROM, ...fields, ...(files ? { attachments: files } : {}) };
      await writeFile(path.join(outboxDir, `${id}.json`), JSON.stringify(twin, null, 2));
      await writeFile(path.join(outboxDir, `${id}.eml`), info.message as Buffer);
    },
  };
}
