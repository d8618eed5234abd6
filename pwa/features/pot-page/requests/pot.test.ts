import { afterEach, describe, expect, it, vi } from 'vitest';

const POT = {
  id: 7,
  name: 'Les 30 ans de Camille',
  description: '<p>Merci</p>',
  is_active: true,
  donations_total_amount: 1250,
  banner: { images: [] },
  assoc: {},
  event_type: {},
  created_by: {},
};

/** The page as the server writes it: the inlined pot and, if given, when it was written. */
async function loadPage(servedAt?: string) {
  document.head.innerHTML = servedAt ? `<meta name="entraide-served-at" content="${servedAt}" />` : '';
  document.body.innerHTML = `<script type="application/json" id="pot-data">${JSON.stringify(POT)}</script>`;
  vi.resetModules(); // the inlined pot is read once per page
  return import('@/lib/pot');
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the inlined pot', () => {
  it('counts as fetched when the server wrote the page', async () => {
    const { potQuery } = await loadPage('2026-11-22T10:00:00.000Z');
    const query = potQuery(7, null);
    expect(query.initialData).toMatchObject({ id: 7, name: POT.name });
    expect(query.initialDataUpdatedAt).toBe(Date.parse('2026-11-22T10:00:00.000Z'));
  });

  it('never counts as fetched later than now (a server clock ahead)', async () => {
    const { potQuery } = await loadPage(new Date(Date.now() + 3_600_000).toISOString());
    expect(potQuery(7, null).initialDataUpdatedAt).toBeLessThanOrEqual(Date.now());
  });

  it('is stale without the date (asked for at once), and only serves the visitor of that pot', async () => {
    const { potQuery } = await loadPage();
    expect(potQuery(7, null).initialDataUpdatedAt).toBe(0);
    expect(potQuery(8, null).initialData).toBeUndefined();
    expect(potQuery(7, 42).initialData).toBeUndefined();
  });
});
