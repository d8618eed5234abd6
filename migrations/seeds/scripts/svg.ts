/** Small helpers shared by the image scripts: deterministic randomness, colours, text, files. */
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's public/ folder. */
export const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public');

/** The file on disk behind a public URL path such as /demo/assocs/x/logo.svg. */
export function publicFile(urlPath: string): string {
  return path.join(PUBLIC_DIR, urlPath);
}

/** The exact bytes an image script writes for an SVG. */
export function svgFileText(svg: string): string {
  return `${svg.trim()}\n`;
}

export function writePublic(urlPath: string, svg: string): void {
  const file = publicFile(urlPath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svgFileText(svg));
}

/**
 * The drawing behind an image the pages show as WebP (/x/logo.webp is drawn as /x/logo.svg). Logos and
 * certification badges are shown as WebP: every SVG image is a document of its own for the browser, and
 * on the directory's first screen the seven of them (their text's fonts resolved each time) took 43–55 ms
 * of a fast machine's main thread, four times that on a slow phone (blocking time on a slow phone, docs/performance.md).
 */
export function svgSourceOf(rasterPath: string): string {
  if (!rasterPath.endsWith('.webp')) throw new Error(`not a WebP path: ${rasterPath}`);
  return rasterPath.replace(/\.webp$/, '.svg');
}

/**
 * Writes the WebP of each of `rasterPaths` at `width` pixels (twice the largest size a page shows it at),
 * from its drawing among `images` ([public URL path, SVG text], as the scripts list them).
 */
export async function writeRasters(images: Array<[string, string]>, rasterPaths: string[], width: number): Promise<void> {
  const drawn = new Map(images);
  for (const rasterPath of rasterPaths) {
    const svg = drawn.get(svgSourceOf(rasterPath));
    if (svg === undefined) throw new Error(`no drawing for ${rasterPath}`);
    const file = publicFile(rasterPath);
    mkdirSync(path.dirname(file), { recursive: true });
    await sharp(Buffer.from(svgFileText(svg)))
      .resize({ width })
      .webp({ quality: 78, effort: 6 })
      .toFile(file);
  }
}

/** mulberry32 seeded by a string hash: the same slug always draws the same picture. */
export function randomFor(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const k = Math.abs(amount);
  const mix = (c: number) => Math.round(c + (target - c) * k);
  const [r, g, b] = [mix((n >> 16) & 255), mix((n >> 8) & 255), mix(n & 255)];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const SMALL_WORDS = new Set(['le', 'la', 'les', 'l', 'de', 'des', 'du', 'd', 'et', 'en', 'au', 'aux', 'pour', 'sur', 'un', 'une']);

/** Up to three initials of the significant words of a name ("Les Ateliers de Solène" -> "AS"). */
export function initials(name: string): string {
  const words = name.split(/[\s'’,-]+/).filter((w) => w && !SMALL_WORDS.has(w.toLowerCase()));
  return words
    .slice(0, 3)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** Splits a text into lines of at most `width` characters, on spaces. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Rounds a coordinate to keep files small. */
export const r = (n: number): number => Math.round(n);
