// Generates the PWA icons in public/icons/ from the brand mark (pwa/ui/brand-mark.ts).
// Run: npx tsx pwa/scripts/make-icons.ts (the PNGs are committed; rerun after changing the mark).
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { brandMarkSvg } from '@/ui/brand-mark';

const outDir = fileURLToPath(new URL('../../public/icons/', import.meta.url));

type IconSpec = { file: string; size: number; scale: number; radius: number };

const icons: IconSpec[] = [
  { file: 'icon-192.png', size: 192, scale: 1, radius: 112 },
  { file: 'icon-512.png', size: 512, scale: 1, radius: 112 },
  // Maskable: full-bleed background, motif kept inside the central safe circle (80 %).
  { file: 'icon-maskable-192.png', size: 192, scale: 0.78, radius: 0 },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.78, radius: 0 },
  // iOS rounds the corners itself.
  { file: 'apple-touch-icon.png', size: 180, scale: 0.86, radius: 0 },
];

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  await writeFile(`${outDir}icon.svg`, brandMarkSvg() + '\n');
  for (const icon of icons) {
    const svg = Buffer.from(brandMarkSvg(icon.scale, icon.radius));
    await sharp(svg, { density: 72 * (icon.size / 512) * 4 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9, palette: true })
      .toFile(`${outDir}${icon.file}`);
    console.log(`wrote public/icons/${icon.file}`);
  }
}

await main();
