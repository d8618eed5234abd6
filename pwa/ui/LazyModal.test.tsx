import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { GENERIC_NOTICES } from '@domain/notices';

// The Modal's module as the network gives it: the first load fails (connection lost), later ones work.
const network = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./Modal', async (original) => {
  network.loads += 1;
  if (network.loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return original();
});
const toast = vi.hoisted(() => ({ toastError: vi.fn() }));
vi.mock('./toast', async (original) => ({ ...(await original<object>()), toastError: toast.toastError }));

afterEach(() => toast.toastError.mockClear());

describe('LazyModal', () => {
  it('closes with a French notice when its code cannot be loaded, and loads it again at the next opening', async () => {
    const { LazyModal } = await import('./LazyModal');
    const onClose = vi.fn();
    const first = render(
      <LazyModal title="Partager la cagnotte" onClose={onClose}>
        <p>Adresse de la cagnotte</p>
      </LazyModal>,
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toast.toastError).toHaveBeenCalledWith(GENERIC_NOTICES.error);
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    render(
      <LazyModal title="Partager la cagnotte" onClose={onClose}>
        <p>Adresse de la cagnotte</p>
      </LazyModal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Partager la cagnotte' });
    expect(dialog.textContent).toContain('Adresse de la cagnotte');
    expect(network.loads).toBe(2);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
