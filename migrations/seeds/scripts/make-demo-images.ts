/**
 * Draws the images of the fictional demo charities into public/demo/assocs/{slug}/: logo.svg
 * (256x256, initials on the category colour; pages show its WebP twin, logo.webp), banner.svg
 * (1120x400, ratio 2.8) and the slideshow images slide-{n}.svg (960x540). Deterministic: run again to regenerate the same files.
 *   npx tsx migrations/seeds/scripts/make-demo-images.ts
 */
import type { CategorySlug } from '../data/categories';
import { demoBannerPath, demoCharities, demoLogoPath, demoSlidePath, type DemoCharity } from '../data/demo-charities';
import { escapeXml, initials, r, randomFor, shade, svgSourceOf, writePublic, writeRasters } from './svg';

export const CATEGORY_COLOURS: Record<CategorySlug, string> = {
  femme: '#c2185b',
  humanitaire: '#c62828',
  enfant: '#e65100',
  environnement: '#2e7d32',
  solidarite: '#6a1b9a',
  animaux: '#6d4c41',
  sante: '#0277bd',
  education: '#283593',
};

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const FONT = 'font-family="Arial,Helvetica,sans-serif" font-weight="700"';

function logo(c: DemoCharity): string {
  const colour = CATEGORY_COLOURS[c.category];
  const rand = randomFor(`${c.slug}/logo`);
  const text = initials(c.name);
  const size = text.length > 2 ? 72 : 96;
  const light = shade(colour, 0.8);
  const motifs = [
    `<circle cx="128" cy="128" r="84" fill="none" stroke="${light}" stroke-width="6"/>`,
    `<path d="M40 176q44-36 88 0t88 0v30H40z" fill="${light}" opacity=".35"/>`,
    `<path d="M128 36l92 92-92 92-92-92z" fill="none" stroke="${light}" stroke-width="6" opacity=".6"/>`,
    [0, 1, 2, 3, 4].map((i) => `<circle cx="${72 + i * 28}" cy="58" r="7" fill="${light}"/>`).join(''),
  ];
  const motif = motifs[Math.floor(rand() * motifs.length)];
  return `<svg ${SVG} viewBox="0 0 256 256" width="256" height="256" role="img" aria-label="Logo ${escapeXml(c.name)}">
<rect width="256" height="256" rx="48" fill="${light}"/>
<circle cx="128" cy="128" r="108" fill="${colour}"/>
${motif}
<text x="128" y="128" dy=".35em" text-anchor="middle" ${FONT} font-size="${size}" fill="#fff">${escapeXml(text)}</text>
</svg>`;
}

function banner(c: DemoCharity): string {
  const colour = CATEGORY_COLOURS[c.category];
  const rand = randomFor(`${c.slug}/banner`);
  const shapes: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = r(rand() * 1120);
    const y = r(rand() * 300);
    const size = r(30 + rand() * 120);
    const opacity = (0.1 + rand() * 0.25).toFixed(2);
    const fill = rand() < 0.5 ? '#fff' : shade(colour, 0.5);
    shapes.push(
      rand() < 0.6
        ? `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" opacity="${opacity}"/>`
        : `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="12" transform="rotate(${r(rand() * 90)} ${x} ${y})" fill="${fill}" opacity="${opacity}"/>`,
    );
  }
  const h1 = r(250 + rand() * 60);
  const h2 = r(280 + rand() * 60);
  return `<svg ${SVG} viewBox="0 0 1120 400" width="1120" height="400" role="img" aria-label="Bannière ${escapeXml(c.name)}">
<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${shade(colour, 0.25)}"/><stop offset="1" stop-color="${shade(colour, -0.3)}"/></linearGradient></defs>
<rect width="1120" height="400" fill="url(#g)"/>
${shapes.join('\n')}
<path d="M0 ${h1}Q280 ${h1 - 90} 560 ${h1}T1120 ${h1}V400H0z" fill="${shade(colour, -0.2)}" opacity=".6"/>
<path d="M0 ${h2}Q380 ${h2 - 70} 760 ${h2}T1120 ${h2 - 20}V400H0z" fill="${shade(colour, -0.45)}" opacity=".7"/>
</svg>`;
}

function slide(c: DemoCharity, n: number): string {
  const colour = CATEGORY_COLOURS[c.category];
  const rand = randomFor(`${c.slug}/slide-${n}`);
  const sunX = r(120 + rand() * 720);
  const sunY = r(90 + rand() * 120);
  const horizon = r(300 + rand() * 80);
  const items: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = r(40 + rand() * 880);
    const height = r(40 + rand() * 90);
    items.push(`<path d="M${x} ${horizon + 20}l${r(height / 3)} -${height} ${r(height / 3)} ${height}z" fill="${shade(colour, -0.35)}"/>`);
  }
  return `<svg ${SVG} viewBox="0 0 960 540" width="960" height="540" role="img" aria-label="${escapeXml(c.name)}, image ${n}">
<rect width="960" height="540" fill="${shade(colour, 0.85)}"/>
<circle cx="${sunX}" cy="${sunY}" r="${r(50 + rand() * 40)}" fill="#ffd54f"/>
<path d="M0 ${horizon}Q240 ${horizon - 110} 480 ${horizon}T960 ${horizon}V540H0z" fill="${shade(colour, 0.4)}"/>
${items.join('\n')}
<path d="M0 ${horizon + 60}Q320 ${horizon - 10} 640 ${horizon + 60}T960 ${horizon + 40}V540H0z" fill="${colour}"/>
</svg>`;
}

/** The logos' WebP width: twice the largest size a page shows them at (120 px). */
export const LOGO_RASTER_WIDTH = 256;

/** Every demo image as [public URL path, SVG text]. */
export function demoImages(): Array<[string, string]> {
  return demoCharities.flatMap((c): Array<[string, string]> => [
    [svgSourceOf(demoLogoPath(c.slug)), logo(c)],
    [demoBannerPath(c.slug), banner(c)],
    ...Array.from({ length: c.slides ?? 0 }, (_, i): [string, string] => [demoSlidePath(c.slug, i + 1), slide(c, i + 1)]),
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const images = demoImages();
  for (const [urlPath, svg] of images) writePublic(urlPath, svg);
  await writeRasters(
    images,
    demoCharities.map((c) => demoLogoPath(c.slug)),
    LOGO_RASTER_WIDTH,
  );
  console.log(`${images.length} demo images written, ${demoCharities.length} logos as WebP too`);
}
