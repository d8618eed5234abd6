/**
 * A mail server that accepts and drops every mail, for the benchmark's production processes: production
 * wants SMTP_URL (api/production-profile.ts), and the worker's mails (receipts, confirmations) must
 * neither fail and retry nor pile up on disk while the benchmark measures. It speaks just enough SMTP
 * (RFC 5321: greeting, EHLO/HELO, MAIL, RCPT, DATA ending with `<CRLF>.<CRLF>`, RSET, NOOP, QUIT) for
 * nodemailer. Started once per benchmark process, on a free loopback port. The container image's test
 * (test/image/) starts one that also hands each mail's recipients and text to a callback.
 */
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** A mail the sink accepted: its RCPT TO addresses and its DATA (headers and body, as sent). */
export interface SunkMail {
  to: string[];
  data: string;
}

function serve(socket: Socket, onMail?: (mail: SunkMail) => void): void {
  socket.setEncoding('utf8');
  let buffer = '';
  let inData = false;
  let to: string[] = [];
  socket.write('220 bench-sink ESMTP\r\n');
  socket.on('error', () => undefined);
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) {
          if (!onMail) buffer = buffer.slice(-4); // the terminator may straddle two chunks
          return;
        }
        onMail?.({ to, data: buffer.slice(0, end) });
        buffer = buffer.slice(end + 5);
        inData = false;
        to = [];
        socket.write('250 2.0.0 dropped\r\n');
        continue;
      }
      const eol = buffer.indexOf('\r\n');
      if (eol < 0) return;
      const line = buffer.slice(0, eol);
      const verb = line.slice(0, 4).toUpperCase();
      buffer = buffer.slice(eol + 2);
      const recipient = verb === 'RCPT' ? /<([^>]*)>/.exec(line)?.[1] : undefined;
      if (recipient) to.push(recipient);
      if (verb === 'EHLO') socket.write('250-bench-sink\r\n250 8BITMIME\r\n');
      else if (verb === 'DATA') {
        inData = true;
        socket.write('354 end with <CRLF>.<CRLF>\r\n');
      } else if (verb === 'QUIT') {
        socket.end('221 2.0.0 bye\r\n');
        return;
      } else socket.write('250 2.0.0 ok\r\n');
    }
  });
}

/**
 * A sink on `port` of `host` (a free one by default), handing each mail to `onMail` if given: its server
 * and `smtp://` URL. test/deploy/smtp-inbox.ts keeps the mails it is handed.
 */
export function startSmtpSink(host = '127.0.0.1', onMail?: (mail: SunkMail) => void, port = 0): Promise<{ server: Server; url: string }> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => serve(socket, onMail));
    server.once('error', reject);
    server.listen(port, host, () => resolve({ server, url: `smtp://${host}:${(server.address() as AddressInfo).port}` }));
  });
}

let sink: Promise<string> | undefined;

/** The sink's `smtp://127.0.0.1:<port>` (started at the first call, for the life of this process). */
export function smtpSinkUrl(): Promise<string> {
  sink ??= startSmtpSink().then(({ server, url }) => {
    server.unref();
    return url;
  });
  return sink;
}
