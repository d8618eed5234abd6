// A client streaming a body over an upload's limit must read the French 413, not a reset: the server
// answers mid-body and closes the connection, which resets it if the unread bytes are simply dropped.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitedChunks } from '../storage/request-stream';
import { sendStreamed } from '../../test/security/streamed-bodies';
import { testRequestFrame } from './testing/request-frame';

const LIMIT = 256 * 1024;
let server: http.Server;
let url: string;

beforeAll(async () => {
  const app = new Koa();
  app.use(testRequestFrame());
  app.use(async (ctx) => {
    let bytes = 0;
    for await (const chunk of limitedChunks(ctx, LIMIT, 'Le fichier est trop volumineux')) bytes += chunk.length;
    ctx.body = { bytes };
  });
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('an upload refused mid-body', () => {
  it('reaches the client as the 413 and its French message, every time, however fast the client sends', async () => {
    const answers = [];
    for (let i = 0; i < 40; i++) {
      const parts = [{ fill: 48 * 1024 * 1024, char: 'A' }];
      const answer = await sendStreamed(url, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, parts }).catch(
        (err: Error) => ({ status: 0, body: err.message }),
      );
      answers.push(`${answer.status} ${JSON.stringify(answer.body)}`);
    }
    const refusal = `413 ${JSON.stringify({ errors: [{ code: 'payload_too_large', detail: 'Le fichier est trop volumineux' }] })}`;
    expect(answers.filter((answer) => answer !== refusal)).toEqual([]);
  });

  it('reaches a client that only reads once it has sent for a while (a busy phone), instead of resetting it', async () => {
    const { port } = server.address() as AddressInfo;
    const chunk = Buffer.alloc(64 * 1024, 'A');
    const received = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      let failed = '';
      socket.pause(); // not reading yet: the answer waits in the socket
      socket.on('data', (data: Buffer) => (text += data.toString('latin1')));
      socket.on('error', (err) => (failed = ` (${err.message})`));
      socket.on('close', () => resolve(text + failed));
      socket.write('POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\nContent-Length: 104857600\r\n\r\n');
      const started = Date.now();
      const pump = () => {
        while (!socket.destroyed && Date.now() - started < 400) if (!socket.write(chunk)) return void socket.once('drain', pump);
        if (!socket.destroyed) socket.resume();
      };
      pump();
      setTimeout(() => socket.resume(), 1_000);
    });
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received).toContain('Le fichier est trop volumineux');
  });

  it('still answers a body under the limit, read to its end', async () => {
    const answer = await sendStreamed(url, { method: 'POST', headers: {}, parts: [{ fill: LIMIT, char: 'B' }] });
    expect(answer).toMatchObject({ status: 200, body: { bytes: LIMIT } });
  });
});
