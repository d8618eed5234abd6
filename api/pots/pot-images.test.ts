/** Banner processing: content-based format, dimensions before decoding, re-encoding without metadata. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageFormat } from '../../domain/pot-images';
import { encodeBanner, ImageRejected, inspectImage } from './pot-images';
import { disguisedFiles, hugeJpeg, hugePng, realImage } from './testing/image-fixtures';

describe('detectImageFormat', () => {
  it('reads JPEG and PNG signatures and nothing else', async () => {
    expect(detectImageFormat(await realImage(4, 4, 'jpeg'))).toBe('jpeg');
    expect(detectImageFormat(await realImage(4, 4, 'png'))).toBe('png');
    expect(detectImageFormat(Buffer.from('GIF89a'))).toBeNull();
    expect(detectImageFormat(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });
});

describe('encodeBanner', () => {
  it('writes phone and desktop widths in WebP and the original format, without metadata', async () => {
    const files = await encodeBanner(await realImage(2800, 1000));
    expect(files.map((f) => [f.type, f.width, f.height])).toEqual([
      ['image/webp', 828, 296],
      ['image/jpeg', 828, 296],
      ['image/webp', 1920, 686],
      ['image/jpeg', 1920, 686],
    ]);
    for (const file of files) {
      const metadata = await sharp(file.data).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(file.data.includes(Buffer.from('Secret GPS owner'))).toBe(false);
    }
  });

  it('keeps PNG as PNG and never enlarges a small image', async () => {
    const files = await encodeBanner(await realImage(600, 214, 'png'));
    expect(files.map((f) => [f.type, f.width])).toEqual([
      ['image/webp', 600],
      ['image/png', 600],
    ]);
  });

  it.each([
    ['a PNG declaring 50000 x 50000', () => Promise.resolve(hugePng())],
    ['a JPEG declaring 60000 x 60000', () => hugeJpeg()],
    ['a PNG declaring 15000 x 10', () => Promise.resolve(hugePng(15_000, 10))],
  ])('refuses %s from its header, without decoding it', async (_label, make) => {
    const bytes = await make();
    const before = process.memoryUsage().rss;
    const started = Date.now();
    await expect(encodeBanner(bytes)).rejects.toThrow(new ImageRejected("Les dimensions de l'image sont trop grandes"));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses files that are not JPEG or PNG, whatever their name', async () => {
    for (const file of await disguisedFiles()) {
      await expect(encodeBanner(file.bytes), file.label).rejects.toThrow(new ImageRejected("L'image doit être au format jpg, jpeg ou png"));
    }
  });

  it('refuses a file over 2 MB before reading it', async () => {
    const bytes = Buffer.concat([await realImage(10, 10), Buffer.alloc(2_097_153)]);
    await expect(inspectImage(bytes)).rejects.toThrow(new ImageRejected("La taille de l'image doit être inférieure à 2 Mo"));
  });
});
