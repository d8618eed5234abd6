/**
 * The libraries later issues rely on load and work on this platform after `npm ci` (native and
 * platform packages, install scripts): a failure here is an install problem, not a product bug.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { hash, verify } from '@node-rs/argon2';
import PDFDocument from 'pdfkit';
import nodemailer from 'nodemailer';
import sanitizeHtml from 'sanitize-html';
import { PgBoss } from 'pg-boss';
import { S3Client } from '@aws-sdk/client-s3';
import mangopay from 'mangopay2-nodejs-sdk';
import type { Database } from './db/database';
import { openTestDatabase } from '../test/db';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe('platform packages', () => {
  it('sharp resizes a PNG to WebP with an input-pixel limit', async () => {
    const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#eb3192' } })
      .png()
      .toBuffer();
    const out = await sharp(png, { limitInputPixels: 40_000_000 }).resize(150).webp().toBuffer();
    expect((await sharp(out).metadata()).width).toBe(150);
  });

  it('argon2 hashes with the chosen parameters and verifies', async () => {
    const digest = await hash('Un mot de passe 1!', { memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(digest).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(digest, 'Un mot de passe 1!')).toBe(true);
    expect(await verify(digest, 'autre')).toBe(false);
  });

  it('pdfkit writes a PDF', async () => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise((r) => doc.on('end', r));
    doc.text('Reçu fiscal');
    doc.end();
    await done;
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('nodemailer builds a French message', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = await transport.sendMail({ from: 'a@entraide.example', to: 'b@example.org', subject: 'Merci !', text: 'Don reçu' });
    expect(info.message.toString()).toContain('Subject: Merci !');
  });

  it('sanitize-html removes scripts', () => {
    expect(sanitizeHtml('<p>Bonjour</p><script>alert(1)</script>')).toBe('<p>Bonjour</p>');
  });

  it('pg-boss starts on the database and hands a sent job to a worker', async () => {
    const boss = new PgBoss({ connectionString: db.connectionString, max: 2 });
    boss.on('error', () => undefined);
    await boss.start();
    await boss.createQueue('probe');
    await boss.send('probe', { hello: 'monde' });
    const [job] = await boss.fetch<{ hello: string }>('probe');
    expect(job?.data).toEqual({ hello: 'monde' });
    await boss.stop({ graceful: false });
  });

  it('the S3 client and the Mangopay SDK construct without network', () => {
    expect(new S3Client({ region: 'eu-west-3', endpoint: 'http://127.0.0.1:1' })).toBeTruthy();
    const api = new mangopay({ clientId: 'probe', clientApiKey: 'key', baseUrl: 'http://127.0.0.1:1' });
    expect(typeof api.Users.create).toBe('function');
  });
});
