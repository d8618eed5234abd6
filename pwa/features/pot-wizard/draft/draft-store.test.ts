import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/offline-db';
import { draftId, EMPTY_DRAFT, forRoute, parseDraft } from './draft-schema';
import { clearDraft, patchDraft, readDraft, writeDraft } from './draft-store';

afterEach(async () => {
  await db.drafts.clear();
});

describe('the wizard draft in IndexedDB', () => {
  it('keeps every value until it is cleared', async () => {
    const draft = {
      ...EMPTY_DRAFT,
      evt: 3,
      assoc: 12,
      name: 'Les 30 ans',
      desc: '<p>Bonjour</p>',
      end: '31-12-2026',
      locked: 'SHOW' as const,
    };
    await writeDraft(draftId(), draft);
    expect(await readDraft('pot-wizard')).toEqual(draft);
    expect(await patchDraft('pot-wizard', { name: 'Les 31 ans' }, EMPTY_DRAFT)).toMatchObject({ name: 'Les 31 ans', assoc: 12 });
    await clearDraft('pot-wizard');
    expect(await readDraft('pot-wizard')).toBeNull();
  });

  it('keeps an edit draft apart from the creation draft', async () => {
    await writeDraft(draftId(42), { ...EMPTY_DRAFT, id: 42, name: 'Édition' });
    await writeDraft(draftId(), { ...EMPTY_DRAFT, name: 'Création' });
    expect((await readDraft('pot-wizard:42'))?.name).toBe('Édition');
    expect((await readDraft('pot-wizard'))?.name).toBe('Création');
  });

  it('reads stored rows as untrusted: wrong values fall back to empty ones', async () => {
    await db.drafts.put({
      id: 'pot-wizard',
      updatedAt: 1,
      data: { evt: 'x', assoc: -4, name: 12, locked: 'ALL', banner: 'not a blob', end: '31-12-2026' },
    });
    expect(await readDraft('pot-wizard')).toEqual({ ...EMPTY_DRAFT, end: '31-12-2026' });
    expect(parseDraft(null)).toEqual(EMPTY_DRAFT);
    expect(parseDraft('garbage')).toEqual(EMPTY_DRAFT);
  });
});

describe('forRoute', () => {
  const banner = new Blob(['x'], { type: 'image/jpeg' });
  const withImages = {
    ...EMPTY_DRAFT,
    name: 'Gardé',
    banner,
    banner_name: 'b.jpg',
    logo: banner,
    logo_name: 'l.png',
    routePath: '/create/private/details',
  };

  it('keeps the images on the same route', () => {
    expect(forRoute(withImages, '/create/private/details')).toEqual(withImages);
  });

  it('drops the images chosen on another route, and keeps the rest', () => {
    expect(forRoute(withImages, '/edit/private/details/4')).toEqual({
      ...withImages,
      banner: null,
      banner_name: null,
      logo: null,
      logo_name: null,
      routePath: '/edit/private/details/4',
    });
  });
});
