import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Modal } from './Modal';

const later = () => new Promise((resolve) => setTimeout(resolve, 30));

function renderModal() {
  const toaster = document.createElement('div');
  toaster.setAttribute('data-rht-toaster', '');
  document.body.append(toaster);
  const opener = document.createElement('button');
  opener.textContent = 'Ouvrir';
  document.body.append(opener);
  opener.focus();
  const view = render(
    <Modal title="Association" onClose={() => undefined}>
      <p>Le détail</p>
    </Modal>,
  );
  const app = view.container; // the page behind: <div> under <body>, as #root is
  return { ...view, app, toaster, opener };
}

describe('Modal', () => {
  it('takes the focus at once, then makes the page behind still and inert (the toasts excepted) and gives it back on close', async () => {
    const { app, toaster, opener, unmount } = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Association' });
    expect(document.activeElement).toBe(dialog);
    await waitFor(() => expect(app.hasAttribute('inert')).toBe(true));
    expect(document.body.style.overflow).toBe('hidden');
    expect(opener.hasAttribute('inert')).toBe(true);
    expect(toaster.hasAttribute('inert')).toBe(false);
    expect(dialog.closest('[inert]')).toBeNull();
    unmount();
    expect(app.hasAttribute('inert')).toBe(false);
    expect(opener.hasAttribute('inert')).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
    toaster.remove();
    opener.remove();
  });

  it('leaves nothing inert nor still when closed before the page behind was marked', async () => {
    const { app, toaster, opener, unmount } = renderModal();
    document.body.style.overflow = 'auto'; // the page's own value, which a dialog closed this early never took
    unmount();
    await later();
    expect(app.hasAttribute('inert')).toBe(false);
    expect(opener.hasAttribute('inert')).toBe(false);
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
    toaster.remove();
    opener.remove();
  });
});
