/** The fictional demo charities: complete records, coverage of every category, images on disk. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db';
import type { Database } from '../../api/db/database';
import { runSeeds } from '../../migrations/seeds/index';
import { foldForSearch, slugify } from '../../domain/text';
import { DEMO_NOTICE, demoCharities } from '../../migrations/seeds/data/demo-charities';
import { publicFile, svgFileText } from '../../migrations/seeds/scripts/svg';
import { demoImages, LOGO_RASTER_WIDTH } from '../../migrations/seeds/scripts/make-demo-images';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

async function demoRows() {
  return db
    .knex('assocs as a')
    .join('assoc_categories as c', 'c.id', 'a.category_id')
    .where('a.is_demo', true)
    .select('a.*', 'c.name as category_name');
}

describe('demo charities', () => {
  it('seeds at least 40, covering every category at least 4 times', async () => {
    const rows = await demoRows();
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const perCategory = new Map<string, number>();
    for (const r of rows) perCategory.set(r.category_name, (perCategory.get(r.category_name) ?? 0) + 1);
    expect(perCategory.size).toBe(8);
    for (const [name, count] of perCategory) expect(count, name).toBeGreaterThanOrEqual(4);
  });

  it('gives each one its texts, region, tax rates and 1 to 4 goals', async () => {
    const rows = await demoRows();
    const rates = await db
      .knex('assoc_tax_rates')
      .whereIn(
        'assoc_id',
        rows.map((r) => r.id),
      )
      .select();
    const goals = await db
      .knex('assoc_odds')
      .whereIn(
        'assoc_id',
        rows.map((r) => r.id),
      )
      .select();
    for (const a of rows) {
      expect(a.is_demo, a.url).toBe(true);
      expect(a.active, a.url).toBe(true);
      expect(a.region_id, a.url).not.toBeNull();
      expect(a.description.endsWith(DEMO_NOTICE), a.url).toBe(true);
      expect(a.about, a.url).toContain(DEMO_NOTICE);
      expect(a.about, a.url).toMatch(/^<p>/);
      expect(a.actions, a.url).toMatch(/^<(p|ul)>/);
      expect(a.assoc_object.length, a.url).toBeGreaterThan(10);
      expect(a.equivalence_30euro, a.url).toMatch(/^Avec 30 €, /);
      expect(a.equivalence_100euro, a.url).toMatch(/^Avec 100 €, /);
      expect(a.search_name, a.url).toBe(foldForSearch(a.name));
      const mine = rates.filter((r) => r.assoc_id === a.id);
      expect(mine.find((r) => r.assoc_type === 'ENTERPRISE')?.percent, a.url).toBe(60);
      expect([66, 75], a.url).toContain(mine.find((r) => r.assoc_type === 'PRIVATE')?.percent);
      const n = goals.filter((g) => g.assoc_id === a.id).length;
      expect(n, a.url).toBeGreaterThanOrEqual(1);
      expect(n, a.url).toBeLessThanOrEqual(4);
    }
  });

  it('mixes certifications, receipt types and videos', async () => {
    const rows = await demoRows();
    expect(rows.some((a) => a.certification_code === null)).toBe(true);
    expect(new Set(rows.map((a) => a.certification_code).filter(Boolean)).size).toBe(5);
    expect(rows.filter((a) => a.cerfa_type === 'SENT_BY_ASSOC').length).toBeGreaterThan(0);
    expect(rows.filter((a) => a.cerfa_type === 'GENERATED').length).toBeGreaterThan(rows.length / 2);
    const videos = rows.map((a) => a.video_url).filter(Boolean);
    expect(videos.length).toBeGreaterThan(3);
    for (const v of videos) expect(v).toMatch(/^https:\/\/(www\.youtube\.com\/watch\?v=|vimeo\.com\/)/);
  });

  it('stores the accent-folded name for search, and slugs made from the names', async () => {
    const row = await db.knex('assocs').where('url', 'les-ecoles-du-fleuve').first();
    expect(row.search_name).toBe('les ecoles du fleuve');
    for (const c of demoCharities) expect(c.slug).toBe(slugify(c.name));
    expect(new Set(demoCharities.map((c) => c.slug)).size).toBe(demoCharities.length);
  });

  it('has a small logo, a 2.8 banner and the slideshow images on disk for each one', async () => {
    const rows = await demoRows();
    const slides = await db
      .knex('assoc_media')
      .whereIn(
        'assoc_id',
        rows.map((r) => r.id),
      )
      .select();
    expect(slides.length).toBeGreaterThan(0);
    for (const path of [...rows.map((a) => a.banner_path), ...slides.map((s) => s.path)]) {
      expect(path).toMatch(/^\/demo\/assocs\/[a-z0-9-]+\/[a-z0-9-]+\.svg$/);
      expect(existsSync(publicFile(path)), path).toBe(true);
      expect(statSync(publicFile(path)).size, path).toBeLessThan(2048);
    }
    // Logos are shown as WebP (an SVG image costs the page a document of its own).
    for (const path of rows.map((a) => a.logo_path)) {
      expect(path).toMatch(/^\/demo\/assocs\/[a-z0-9-]+\/logo\.webp$/);
      const meta = await sharp(publicFile(path)).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }, path).toEqual({
        format: 'webp',
        width: LOGO_RASTER_WIDTH,
        height: LOGO_RASTER_WIDTH,
      });
      expect(statSync(publicFile(path)).size, path).toBeLessThan(10_240);
    }
    for (const a of rows) {
      const box = readFileSync(publicFile(a.banner_path), 'utf8').match(/viewBox="0 0 (\d+) (\d+)"/);
      expect(Number(box?.[1]) / Number(box?.[2]), a.banner_path).toBeCloseTo(2.8, 5);
    }
  });

  it('keeps the committed demo images equal to what the script draws', () => {
    for (const [urlPath, svg] of demoImages()) {
      const file = publicFile(urlPath);
      expect(existsSync(file) && readFileSync(file, 'utf8'), `${urlPath}: run make-demo-images.ts`).toBe(svgFileText(svg));
    }
  });

  it('never overwrites a real charity that uses a demo slug, nor live payment ids', async () => {
    const demo = demoCharities[0]!;
    const other = demoCharities[1]!;
    await db.knex('assocs').where('url', demo.slug).delete();
    const category = await db.knex('assoc_categories').where('slug', 'sante').first();
    await db.knex('assocs').insert({
      name: 'Une vraie association',
      url: demo.slug,
      search_name: 'une vraie association',
      category_id: category.id,
    });
    await db.knex('assocs').where('url', other.slug).update({ mangopay_wallet_id: 'W-123', active: false });
    await runSeeds(db.knex);
    const real = await db.knex('assocs').where('url', demo.slug).first();
    expect(real).toMatchObject({ name: 'Une vraie association', is_demo: false, category_id: category.id });
    expect(await db.knex('assoc_odds').where('assoc_id', real.id)).toEqual([]);
    const kept = await db.knex('assocs').where('url', other.slug).first();
    expect(kept).toMatchObject({ name: other.name, mangopay_wallet_id: 'W-123', active: false });
  });
});
