/**
 * A small QR code reader for the e2e tests: it reads a clean, upright code such as a canvas drawn by
 * qrcode.react or the PNG it downloads (versions 1 to 6, any error-correction level and mask). It finds
 * the symbol, samples each module, reads the format, unmasks, de-interleaves the blocks and parses the
 * segments. It does not correct errors: it reads what was drawn, exactly, which is what a test wants.
 */

/** Grey pixels of an image: `dark(x, y)` true for dark pixels. */
export interface Bitmap {
  width: number;
  height: number;
  dark(x: number, y: number): boolean;
}

/** A bitmap from RGBA (or RGB) bytes. */
export function bitmapFromPixels(data: Uint8Array | Uint8ClampedArray, width: number, height: number, channels = 4): Bitmap {
  return {
    width,
    height,
    dark: (x, y) => {
      const i = (y * width + x) * channels;
      const alpha = channels === 4 ? (data[i + 3] ?? 255) : 255;
      return alpha > 127 && (data[i] ?? 255) + (data[i + 1] ?? 255) + (data[i + 2] ?? 255) < 3 * 128;
    },
  };
}

// [L, M, Q, H] by version 1..6 (ISO/IEC 18004 tables, as in Nayuki's qrcodegen).
const ECC_PER_BLOCK = { L: [7, 10, 15, 20, 26, 18], M: [10, 16, 26, 18, 24, 16], Q: [13, 22, 18, 26, 18, 24], H: [17, 28, 22, 16, 22, 28] };
const BLOCKS = { L: [1, 1, 1, 1, 1, 2], M: [1, 1, 1, 2, 2, 4], Q: [1, 1, 2, 2, 4, 4], H: [1, 1, 2, 4, 4, 4] };
const FORMAT_LEVEL: Record<number, keyof typeof BLOCKS> = { 1: 'L', 0: 'M', 3: 'Q', 2: 'H' };
const MASKS: Array<(x: number, y: number) => boolean> = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

function formatBits(data: number): number {
  let rem = data;
  for (let i = 0; i < 10; i += 1) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

/** The module matrix: `m[y][x]` true for dark modules. */
function sample(image: Bitmap): boolean[][] {
  let top = -1;
  let left = image.width;
  let right = -1;
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      if (!image.dark(x, y)) continue;
      if (top < 0) top = y;
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
  if (top < 0) throw new Error('no QR code in the image');
  let run = 0;
  while (image.dark(left + run, top + 1)) run += 1; // the top-left finder is 7 modules wide
  const width = right - left + 1;
  const version = Math.round((Math.round((width * 7) / run) - 17) / 4);
  if (version < 1 || version > 6) throw new Error(`unsupported QR version ${version}`);
  const size = 17 + 4 * version;
  const module = width / size;
  return Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => image.dark(Math.floor(left + (x + 0.5) * module), Math.floor(top + (y + 0.5) * module))),
  );
}

function isFunction(x: number, y: number, size: number, version: number): boolean {
  if ((x <= 8 && y <= 8) || (x >= size - 8 && y <= 8) || (x <= 8 && y >= size - 8)) return true;
  if (x === 6 || y === 6) return true;
  if (version >= 2 && Math.abs(x - (size - 7)) <= 2 && Math.abs(y - (size - 7)) <= 2) return true;
  return false;
}

function readFormat(m: boolean[][]): { level: keyof typeof BLOCKS; mask: number } {
  const bit = (x: number, y: number) => (m[y]?.[x] ? 1 : 0);
  let read = 0;
  for (let i = 0; i <= 5; i += 1) read |= bit(8, i) << i;
  read |= bit(8, 7) << 6;
  read |= bit(8, 8) << 7;
  read |= bit(7, 8) << 8;
  for (let i = 9; i < 15; i += 1) read |= bit(14 - i, 8) << i;
  let best = { distance: 99, data: 0 };
  for (let data = 0; data < 32; data += 1) {
    let diff = formatBits(data) ^ read;
    let distance = 0;
    for (; diff; diff &= diff - 1) distance += 1;
    if (distance < best.distance) best = { distance, data };
  }
  if (best.distance > 3) throw new Error('unreadable format information');
  return { level: FORMAT_LEVEL[best.data >> 3]!, mask: best.data & 7 };
}

function codewords(m: boolean[][], version: number, mask: number): number[] {
  const size = m.length;
  const bits: number[] = [];
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert += 1) {
      for (let j = 0; j < 2; j += 1) {
        const x = right - j;
        const y = ((right + 1) & 2) === 0 ? size - 1 - vert : vert;
        if (isFunction(x, y, size, version)) continue;
        bits.push(m[y]![x]! !== MASKS[mask]!(x, y) ? 1 : 0);
      }
    }
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  return bytes;
}

function dataCodewords(raw: number[], version: number, level: keyof typeof BLOCKS): number[] {
  const total = ((16 * version + 128) * version + 64 - (version >= 2 ? 25 * 4 - 20 - 55 : 0)) >> 3;
  const blocks = BLOCKS[level][version - 1]!;
  const ecc = ECC_PER_BLOCK[level][version - 1]!;
  const shortBlocks = blocks - (total % blocks);
  const shortLength = Math.floor(total / blocks);
  const lists: number[][] = Array.from({ length: blocks }, () => []);
  let k = 0;
  for (let i = 0; i < shortLength + 1; i += 1) {
    for (let j = 0; j < blocks; j += 1) {
      if (i === shortLength - ecc && j < shortBlocks) continue;
      lists[j]!.push(raw[k++]!);
    }
  }
  return lists.flatMap((list) => list.slice(0, list.length - ecc));
}

function parseSegments(bytes: number[], version: number): string {
  let position = 0;
  const take = (n: number) => {
    let value = 0;
    for (let i = 0; i < n; i += 1, position += 1) value = (value << 1) | ((bytes[position >> 3]! >> (7 - (position & 7))) & 1);
    return value;
  };
  const small = version <= 9;
  let text = '';
  for (;;) {
    if (position + 4 > bytes.length * 8) break;
    const mode = take(4);
    if (mode === 0) break;
    if (mode === 4) {
      const count = take(small ? 8 : 16);
      text += new TextDecoder().decode(new Uint8Array(Array.from({ length: count }, () => take(8))));
    } else if (mode === 2) {
      let count = take(small ? 9 : 11);
      for (; count >= 2; count -= 2) {
        const pair = take(11);
        text += ALPHANUMERIC[Math.floor(pair / 45)]! + ALPHANUMERIC[pair % 45]!;
      }
      if (count === 1) text += ALPHANUMERIC[take(6)]!;
    } else if (mode === 1) {
      let count = take(small ? 10 : 12);
      for (; count >= 3; count -= 3) text += String(take(10)).padStart(3, '0');
      if (count === 2) text += String(take(7)).padStart(2, '0');
      if (count === 1) text += String(take(4));
    } else if (mode === 7) {
      take(8); // ECI designator (UTF-8 assumed)
    } else throw new Error(`unsupported QR mode ${mode}`);
  }
  return text;
}

/** The text a QR code in the image holds. */
export function decodeQr(image: Bitmap): string {
  const m = sample(image);
  const version = (m.length - 17) / 4;
  const { level, mask } = readFormat(m);
  return parseSegments(dataCodewords(codewords(m, version, mask), version, level), version);
}
