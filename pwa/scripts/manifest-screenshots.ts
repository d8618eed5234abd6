// Makes the manifest's screenshots (public/screenshots/) from the e2e screenshots in docs/screens/:
// WebP, at the size they were taken (phone 390x844, desktop 1280x800). Run: npx tsx pwa/scripts/manifest-screenshots.ts
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('../../', import.meta.url));
const shots = [
  { from: 'docs/screens/shell/home.png', to: 'home-narrow.webp' },
  { from: 'docs/screens/pots/pot-page-created.png', to: 'pot-narrow.webp' },
  { from: 'docs/screens/shell/home-desktop.png', to: 'home-wide.webp' },
];

await mkdir(`${root}public/screenshots`, { recursive: true });
for (const shot of shots) {
  const info = await sharp(`${root}${shot.from}`).webp({ quality: 70 }).toFile(`${root}public/screenshots/${shot.to}`);
  console.log(`wrote public/screenshots/${shot.to} (${info.width}x${info.height}, ${info.size} bytes)`);
}
