/** Image files for upload tests: real small images, disguised files, and headers declaring huge sizes. */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A real JPEG (or PNG) of the given size, with EXIF metadata to be stripped. */
export function realImage(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 231, g: 52, b: 143 } } }).withExif({
    IFD0: { Copyright: 'Secret GPS owner', Artist: 'Camille' },
  });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG whose header declares `width` x `height` (a decompression bomb if decoded). */
export function hugePng(width = 50_000, height = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real small JPEG whose frame header is rewritten to declare `width` x `height`. */
export async function hugeJpeg(width = 60_000, height = 60_000): Promise<Buffer> {
  const bytes = Buffer.from(await realImage(16, 16));
  for (let i = 2; i < bytes.length - 9; i += 1) {
    if (bytes[i] === 0xff && bytes[i + 1] !== undefined && bytes[i + 1]! >= 0xc0 && bytes[i + 1]! <= 0xc2) {
      bytes.writeUInt16BE(height, i + 5);
      bytes.writeUInt16BE(width, i + 7);
      return bytes;
    }
  }
  throw new Error('no frame header found');
}

/** Files that are not JPEG or PNG whatever their name says. */
export async function disguisedFiles(): Promise<Array<{ label: string; name: string; bytes: Buffer }>> {
  return [
    {
      label: 'a GIF named .jpg',
      name: 'photo.jpg',
      bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
        .gif()
        .toBuffer(),
    },
    {
      label: 'a WebP named .png',
      name: 'photo.png',
      bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
        .webp()
        .toBuffer(),
    },
    {
      label: 'an SVG with a script named .png',
      name: 'logo.png',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    },
    { label: 'an HTML page named .jpeg', name: 'page.jpeg', bytes: Buffer.from('<html><body><script>alert(1)</script></body></html>') },
    { label: 'a PDF named .jpg', name: 'doc.jpg', bytes: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF') },
    {
      label: 'a JPEG signature followed by garbage',
      name: 'broken.jpg',
      bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
    },
  ];
}
