/**
 * A mail server the deployment test reads: the benchmark's SMTP sink (bench/servers/smtp-sink.ts) on a
 * fixed port, keeping every message received with its recipients (lower case), raw text (dot-stuffing
 * undone) and subject.
 */
import { startSmtpSink } from '../../bench/servers/smtp-sink';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
}

export interface SmtpInbox {
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

const subjectOf = (raw: string) => {
  const match = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw);
  return match?.[1] ? match[1].replace(/\r\n[ \t]/g, ' ') : '';
};

export async function startSmtpInbox(port: number): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const { server, url } = await startSmtpSink(
    '127.0.0.1',
    ({ to, data }) => {
      const raw = data.replace(/^\.\./gm, '.');
      mails.push({ to: to.map((address) => address.toLowerCase()), raw, subject: subjectOf(raw) });
    },
    port,
  );
  return { url, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
