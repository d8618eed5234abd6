/**
 * A mail server the deployment test reads: it speaks enough SMTP for nodemailer (RFC 5321: EHLO, MAIL,
 * RCPT, DATA, RSET, NOOP, QUIT) and keeps every message received, with its recipients and raw text.
 */
import { createServer, type Server, type Socket } from 'node:net';

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

function serve(socket: Socket, mails: ReceivedMail[]): void {
  socket.setEncoding('utf8');
  let buffer = '';
  let data: string | null = null;
  let to: string[] = [];
  socket.write('220 deploy-inbox ESMTP\r\n');
  socket.on('error', () => undefined);
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (;;) {
      if (data !== null) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        const raw = (data + buffer.slice(0, end)).replace(/^\.\./gm, '.');
        mails.push({ to, raw, subject: subjectOf(raw) });
        buffer = buffer.slice(end + 5);
        data = null;
        to = [];
        socket.write('250 2.0.0 kept\r\n');
        continue;
      }
      const eol = buffer.indexOf('\r\n');
      if (eol < 0) return;
      const line = buffer.slice(0, eol);
      buffer = buffer.slice(eol + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') socket.write('250-deploy-inbox\r\n250 8BITMIME\r\n');
      else if (verb === 'RCPT') {
        to.push((/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase());
        socket.write('250 2.1.5 ok\r\n');
      } else if (verb === 'DATA') {
        data = '';
        socket.write('354 end with <CRLF>.<CRLF>\r\n');
      } else if (verb === 'QUIT') {
        socket.end('221 2.0.0 bye\r\n');
        return;
      } else socket.write('250 2.0.0 ok\r\n');
    }
  });
}

export async function startSmtpInbox(port: number): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const server: Server = createServer((socket) => serve(socket, mails));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
