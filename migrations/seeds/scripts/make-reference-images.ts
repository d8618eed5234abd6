/**
 * Draws the reference images: the goal tiles public/img/odd/1.svg to 17.svg (each goal's colour,
 * number and French name) and 18.svg (a generic ODD wheel), the certification badges
 * public/img/certifications/*.svg (our own simple rosettes, not the labels' logos; pages show their
 * WebP, 128 px) and the event-type
 * cards public/demo/event-types/{slug}.svg. Deterministic.
 *   npx tsx migrations/seeds/scripts/make-reference-images.ts
 */
import { DEFAULT_CERTIFICATION_BADGE, certifications } from '../data/certifications';
import { eventTypeImagePath, eventTypes, type EventTypeData } from '../data/event-types';
import { oddImagePath, odds } from '../data/odds';
import { escapeXml, r, randomFor, shade, svgSourceOf, wrap, writePublic, writeRasters } from './svg';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const FONT = 'font-family="Arial,Helvetica,sans-serif" font-weight="700"';

/** The goals' customary colours, 1 to 17. */
const ODD_COLOURS = [
  '#e5243b',
  '#dda63a',
  '#4c9f38',
  '#c5192d',
  '#ff3a21',
  '#26bde2',
  '#fcc30b',
  '#a21942',
  '#fd6925',
  '#dd1367',
  '#fd9d24',
  '#bf8b2e',
  '#3f7e44',
  '#0a97d9',
  '#56c02b',
  '#00689d',
  '#19486a',
];

function oddTile(n: number, name: string): string {
  const lines = wrap(name, 16).slice(0, 5);
  const text = lines.map((l, i) => `<text x="16" y="${112 + i * 19}" ${FONT} font-size="16" fill="#fff">${escapeXml(l)}</text>`).join('\n');
  return `<svg ${SVG} viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="Objectif ${n} : ${escapeXml(name)}">
<rect width="200" height="200" fill="${ODD_COLOURS[n - 1]}"/>
<text x="16" y="74" ${FONT} font-size="64" fill="#fff">${n}</text>
${text}
</svg>`;
}

function oddWheel(): string {
  const segments = ODD_COLOURS.map((colour, i) => {
    const a0 = (i / 17) * 2 * Math.PI - Math.PI / 2;
    const a1 = ((i + 1) / 17) * 2 * Math.PI - Math.PI / 2;
    const p = (a: number) => `${r(100 + 84 * Math.cos(a))} ${r(100 + 84 * Math.sin(a))}`;
    return `<path d="M100 100L${p(a0)}A84 84 0 0 1 ${p(a1)}z" fill="${colour}"/>`;
  });
  return `<svg ${SVG} viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="Objectifs de développement durable">
<rect width="200" height="200" fill="#fff"/>
${segments.join('\n')}
<circle cx="100" cy="100" r="48" fill="#fff"/>
<text x="100" y="100" dy=".35em" text-anchor="middle" ${FONT} font-size="30" fill="#19486a">ODD</text>
</svg>`;
}

const BADGES: Record<string, { colour: string; lines: [string, string] }> = {
  ENTRAIDE: { colour: '#e7348f', lines: ['CHARTE', 'ENTRAIDE'] },
  DON_EN_CONFIANCE: { colour: '#1e88e5', lines: ['DON EN', 'CONFIANCE'] },
  IDEAS: { colour: '#00897b', lines: ['LABEL', 'IDEAS'] },
  EPIC_FONDATION: { colour: '#5e35b1', lines: ['EPIC', 'FOUNDATION'] },
  DO_GOOD: { colour: '#43a047', lines: ['LABEL', 'DO GOOD'] },
  DEFAULT: { colour: '#757575', lines: ['ASSOCIATION', 'PARTENAIRE'] },
};

function badge(label: string, colour: string, lines: [string, string]): string {
  const points: string[] = [];
  for (let i = 0; i < 48; i++) {
    const radius = i % 2 === 0 ? 58 : 52;
    const a = (i / 48) * 2 * Math.PI;
    points.push(`${r(60 + radius * Math.cos(a))},${r(60 + radius * Math.sin(a))}`);
  }
  const size = (line: string) => (line.length > 8 ? 10 : 12);
  return `<svg ${SVG} viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escapeXml(label)}">
<polygon points="${points.join(' ')}" fill="${colour}"/>
<circle cx="60" cy="60" r="44" fill="#fff"/>
<circle cx="60" cy="60" r="40" fill="none" stroke="${colour}" stroke-width="2"/>
<path d="M47 40l9 9 17-17" fill="none" stroke="${colour}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
<text x="60" y="70" text-anchor="middle" ${FONT} font-size="${size(lines[0])}" fill="${shade(colour, -0.3)}">${escapeXml(lines[0])}</text>
<text x="60" y="85" text-anchor="middle" ${FONT} font-size="${size(lines[1])}" fill="${shade(colour, -0.3)}">${escapeXml(lines[1])}</text>
</svg>`;
}

const EVENT_COLOURS = { particulier: '#e7348f', entreprise: '#283593' };

function eventCard(e: EventTypeData): string {
  const colour = EVENT_COLOURS[e.category];
  const rand = randomFor(`event/${e.slug}`);
  const shapes: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = r(rand() * 400);
    const y = r(rand() * 300);
    const fill = ['#fff', shade(colour, 0.5), '#ffd54f'][Math.floor(rand() * 3)];
    const kind = Math.floor(rand() * 3);
    const s = r(8 + rand() * 30);
    shapes.push(
      kind === 0
        ? `<circle cx="${x}" cy="${y}" r="${s}" fill="${fill}" opacity=".5"/>`
        : kind === 1
          ? `<path d="M${x} ${y}l${s} ${2 * s}h-${2 * s}z" fill="${fill}" opacity=".5"/>`
          : `<rect x="${x}" y="${y}" width="${2 * s}" height="${r(s / 2)}" rx="4" transform="rotate(${r(rand() * 180)} ${x} ${y})" fill="${fill}" opacity=".6"/>`,
    );
  }
  return `<svg ${SVG} viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${escapeXml(e.name)}">
<rect width="400" height="300" fill="${colour}"/>
${shapes.join('\n')}
</svg>`;
}

/** The badges' WebP width: twice the largest size a page shows them at (64 px). */
export const BADGE_RASTER_WIDTH = 128;

/** Every reference image as [public URL path, SVG text]. */
export function referenceImages(): Array<[string, string]> {
  const images: Array<[string, string]> = odds.map((o) => [oddImagePath(o.oddNumber), oddTile(o.oddNumber, o.name)]);
  images.push([oddImagePath(18), oddWheel()]);
  for (const c of certifications) {
    const b = BADGES[c.code];
    if (!b) throw new Error(`No badge drawing for ${c.code}`);
    images.push([svgSourceOf(c.badgePath), badge(c.label, b.colour, b.lines)]);
  }
  const d = BADGES.DEFAULT!;
  images.push([svgSourceOf(DEFAULT_CERTIFICATION_BADGE), badge('Association partenaire', d.colour, d.lines)]);
  for (const e of eventTypes) images.push([eventTypeImagePath(e.slug), eventCard(e)]);
  return images;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const images = referenceImages();
  for (const [urlPath, svg] of images) writePublic(urlPath, svg);
  const badges = [...certifications.map((c) => c.badgePath), DEFAULT_CERTIFICATION_BADGE];
  await writeRasters(images, badges, BADGE_RASTER_WIDTH);
  console.log(`${images.length} reference images written, ${badges.length} badges as WebP too`);
}
