// The 'Créer une cagnotte' link is on every public page; it starts the outbox of pots saved offline only
// when a write waits in it, so a visit with nothing queued never loads the outbox (Dexie, pot schemas).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { Dexie } from 'dexie';
import { db } from '@/lib/offline-db';
import { createSessionStore } from '@/lib/store';
import { CreatePotLink } from './CreatePotLink';
import { countQueuedWrites } from './pwa/outbox-count';

const outbox = vi.hoisted(() => ({ startPotOutbox: vi.fn() }));
vi.mock('@/features/pot-wizard/offline/pot-outbox', () => outbox);
vi.mock('./pwa/outbox-count', async (original) => {
  const actual = await original<typeof import('./pwa/outbox-count')>();
  return { ...actual, countQueuedWrites: vi.fn(actual.countQueuedWrites) };
});

afterEach(async () => {
  outbox.startPotOutbox.mockClear();
  vi.mocked(countQueuedWrites).mockClear();
  db.close({ disableAutoOpen: false });
  await Dexie.delete(db.name);
});

function showLink() {
  render(
    <Provider store={createSessionStore()}>
      <MemoryRouter>
        <CreatePotLink />
      </MemoryRouter>
    </Provider>,
  );
  expect(screen.getByRole('link', { name: 'Créer une cagnotte' })).toBeTruthy();
}

describe('CreatePotLink and the pot outbox', () => {
  it('does not start the outbox when nothing waits (a first visit has no offline database)', async () => {
    showLink();
    await waitFor(() => expect(countQueuedWrites).toHaveBeenCalled());
    await expect(vi.mocked(countQueuedWrites).mock.results[0]!.value).resolves.toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outbox.startPotOutbox).not.toHaveBeenCalled();
  });

  it('starts the outbox when a save waits in it', async () => {
    await db.outbox.add({ key: 'key-0123456789abcdef', createdAt: Date.now(), method: 'POST', path: '/user/cagnottes', body: {} });
    db.close({ disableAutoOpen: false });
    showLink();
    await waitFor(() => expect(outbox.startPotOutbox).toHaveBeenCalledTimes(1));
  });
});
