/**
 * Draws the marketing pages' images into public/img/marketing/: cause illustrations, testimonial
 * avatars, press, partner and client wordmarks (all fictional), and the benefit icons. Deterministic:
 * `npx tsx pwa/features/marketing/scripts/make-marketing-images.ts` rewrites the same bytes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAUSE_CATEGORIES } from '../data/categories';
import { CLIENT_REFERENCES } from '../data/client-references';
import { FOOTER_PARTNERS } from '../data/footer-links';
import { PRESS_OUTLETS } from '../data/press';
import { TESTIMONIALS } from '../data/testimonials';
import { BENEFIT_ICONS, CAUSE_PICTOGRAMS } from './pictograms';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../public/img/marketing');
const FONT = "font-family='system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif'";
const PALETTE = ['#b8236f', '#0e7490', '#15803d', '#7c3aed', '#a16207', '#be123c', '#1d4ed8', '#c2410c', '#4d7c0f'];

function write(file: string, svg: string): void {
  const target = path.join(OUT, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${svg.replace(/\n\s*/g, ' ').replace(/>\s+</g, '><').trim()}\n`);
}

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.codePointAt(0)!) >>> 0;
  return h;
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Splits a name longer than `width` into two lines at the word break that balances them best. */
function lines(name: string, width: number): string[] {
  const words = name.split(' ');
  if (name.length <= width || words.length < 2) return [name];
  let best = [name];
  let bestLength = Infinity;
  for (let i = 1; i < words.length; i += 1) {
    const pair = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const longest = Math.max(pair[0]!.length, pair[1]!.length);
    if (longest < bestLength) [best, bestLength] = [pair, longest];
  }
  return best;
}

for (const category of CAUSE_CATEGORIES) {
  const pictogram = CAUSE_PICTOGRAMS[category.slug] ?? '';
  write(
    `categories/${category.slug}.svg`,
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 320 180' width='320' height='180'>
      <rect width='320' height='180' fill='${category.color}' fill-opacity='.1'/>
      <circle cx='262' cy='34' r='46' fill='${category.color}' fill-opacity='.12'/>
      <circle cx='46' cy='150' r='30' fill='${category.color}' fill-opacity='.1'/>
      <g fill='none' stroke='${category.color}' stroke-width='7' stroke-linecap='round' stroke-linejoin='round'
        transform='translate(112 42)'>${pictogram}</g>
    </svg>`,
  );
}

for (const testimonial of TESTIMONIALS) {
  const initials = testimonial.nameRoleAge
    .split(',')[0]!
    .split(/\s+et\s+/)
    .map((name) => name.trim()[0])
    .join('');
  const color = PALETTE[hash(testimonial.id) % PALETTE.length];
  write(
    `avatars/${testimonial.id}.svg`,
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96' width='96' height='96'>
      <circle cx='48' cy='48' r='48' fill='${color}'/>
      <circle cx='48' cy='112' r='40' fill='#fff' fill-opacity='.18'/>
      <text x='48' y='58' text-anchor='middle' font-size='${initials.length > 1 ? 30 : 36}' font-weight='700' fill='#fff' ${FONT}>${esc(initials)}</text>
    </svg>`,
  );
}

PRESS_OUTLETS.forEach((outlet, index) => {
  const serif = index % 2 === 0;
  const [first, second] = lines(outlet.name, 16);
  write(
    `press/${outlet.slug}.svg`,
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 200 64' width='200' height='64'>
      <rect x='4' y='14' width='6' height='36' rx='3' fill='#5c4a55'/>
      <text x='20' y='${second ? 30 : 40}' font-size='${serif ? 19 : 17}' font-weight='${serif ? 700 : 800}'
        ${serif ? "font-style='italic' font-family='Georgia,Times New Roman,serif'" : FONT} fill='#3f2f39'>${esc(first ?? '')}</text>
      ${second ? `<text x='20' y='52' font-size='15' fill='#5c4a55' ${FONT}>${esc(second)}</text>` : ''}
    </svg>`,
  );
});

function wordmark(file: string, name: string, seed: string): void {
  const color = PALETTE[hash(seed) % PALETTE.length];
  const shape = hash(`${seed}-shape`) % 3;
  const mark =
    shape === 0
      ? `<circle cx='30' cy='40' r='20' fill='${color}'/>`
      : shape === 1
        ? `<rect x='10' y='20' width='40' height='40' rx='10' fill='${color}'/>`
        : `<path d='M30 16 52 56H8Z' fill='${color}'/>`;
  const [first, second] = lines(name, 15);
  const longest = Math.max(first?.length ?? 0, second?.length ?? 0);
  const size = Math.min(15, Math.floor(128 / (longest * 0.66)));
  write(
    file,
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 200 80' width='200' height='80'>
      <rect width='200' height='80' rx='12' fill='#fff'/>${mark}
      <text x='30' y='46' text-anchor='middle' font-size='18' font-weight='800' fill='#fff' ${FONT}>${esc(name[0] ?? '')}</text>
      <text x='62' y='${second ? 38 : 46}' font-size='${size}' font-weight='700' fill='#2b1a24' ${FONT}>${esc(first ?? '')}</text>
      ${second ? `<text x='62' y='57' font-size='${size}' font-weight='700' fill='#2b1a24' ${FONT}>${esc(second)}</text>` : ''}
    </svg>`,
  );
}

for (const client of CLIENT_REFERENCES) wordmark(`clients/${client.slug}.svg`, client.name, client.slug);
for (const partner of FOOTER_PARTNERS) wordmark(`partners/${partner.slug}.svg`, partner.name, partner.slug);

for (const [name, body] of Object.entries(BENEFIT_ICONS)) {
  write(
    `icons/${name}.svg`,
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64' width='64' height='64'>
      <rect width='64' height='64' rx='18' fill='#fde8f2'/>
      <g fill='none' stroke='#b8236f' stroke-width='3.5' stroke-linecap='round' stroke-linejoin='round'>${body}</g>
    </svg>`,
  );
}

// The legal pages' banner: soft waves and a row of small hearts.
const hearts = [120, 300, 520, 760, 980]
  .map(
    (x, i) =>
      `<path transform='translate(${x} ${60 + (i % 2) * 50}) scale(${0.8 + (i % 3) * 0.2})' d='M0 6C-3-1-14-1-14 7c0 7 8 11 14 16 6-5 14-9 14-16 0-8-11-8-14-1z' fill='#eb3192' fill-opacity='.35'/>`,
  )
  .join('');
write(
  'banners/legal.svg',
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1120 200' width='1120' height='200' preserveAspectRatio='xMidYMid slice'>
    <rect width='1120' height='200' fill='#fff5fa'/>
    <path d='M0 120C180 60 340 170 560 110S900 60 1120 120V200H0Z' fill='#fde8f2'/>
    <path d='M0 160C200 120 380 200 600 150S940 120 1120 165V200H0Z' fill='#f9c9df'/>${hearts}
  </svg>`,
);

console.log(`Marketing images written to ${OUT}`);
