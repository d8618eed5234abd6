import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';

// The Modal's module as the network gives it: the first load fails (connection lost), later ones work.
const network = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./Modal', async (original) => {
  network.loads += 1;
  if (network.loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return original();
});

describe('LazyModal', () => {
  it('loads its module again after a failed load, and then shows the dialog', async () => {
    const { LazyModal, preloadModal } = await import('./LazyModal');
    preloadModal(); // fails: nothing is thrown at the page
    await vi.waitFor(() => expect(network.loads).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(
      <LazyModal title="Partager la cagnotte" onClose={() => undefined}>
        <p>Adresse de la cagnotte</p>
      </LazyModal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Partager la cagnotte' });
    expect(dialog.textContent).toContain('Adresse de la cagnotte');
    expect(network.loads).toBe(2);
  });
});
