/**
 * A mail server that accepts and drops every mail, for the benchmark's production processes: production
 * wants SMTP_URL (api/production-profile.ts), and the worker's mails (receipts, confirmations) must
 * neither fail and retry nor pile up on disk while the benchmark measures. It speaks just enough SMTP
 * (RFC 5321: greeting, EHLO/HELO, MAIL, RCPT, DATA ending with `<CRLF>.<CRLF>`, RSET, NOOP, QUIT) for
 * nodemailer. Started once per benchmark process, on a free loopback port.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';

function serve(socket: Socket): void {
  socket.setEncoding('utf8');
  let buffer = '';
  let inData = false;
  socket.write('220 bench-sink ESMTP\r\n');
  socket.on('error', () => undefined);
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) {
          buffer = buffer.slice(-4); // the terminator may straddle two chunks
          return;
        }
        buffer = buffer.slice(end + 5);
        inData = false;
        socket.write('250 2.0.0 dropped\r\n');
        continue;
      }
      const eol = buffer.indexOf('\r\n');
      if (eol < 0) return;
      const verb = buffer.slice(0, eol).slice(0, 4).toUpperCase();
      buffer = buffer.slice(eol + 2);
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

let sink: Promise<string> | undefined;

/** The sink's `smtp://127.0.0.1:<port>` (started at the first call, for the life of this process). */
export function smtpSinkUrl(): Promise<string> {
  sink ??= new Promise((resolve, reject) => {
    const server = createServer(serve);
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.unref();
      resolve(`smtp://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
  return sink;
}
