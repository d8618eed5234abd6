import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Deferred } from './Deferred';

describe('Deferred', () => {
  it('renders its children after the first render, in their order, each in a task of its own', async () => {
    const texts = () => [...document.querySelectorAll('p')].map((p) => p.textContent ?? '');
    const seen: string[][] = [];
    const observer = new MutationObserver(() => seen.push(texts()));
    observer.observe(document.body, { childList: true, subtree: true });
    render(
      <div>
        <p>Premier écran</p>
        <Deferred>
          <p>Plus bas</p>
        </Deferred>
        <Deferred>
          <p>Tout en bas</p>
        </Deferred>
      </div>,
    );
    expect(texts()).toEqual(['Premier écran']);
    await screen.findByText('Tout en bas');
    observer.disconnect();
    // Mutation records are delivered once per task: the second part was seen on its own.
    expect(seen).toContainEqual(['Premier écran', 'Plus bas']);
    expect(seen.at(-1)).toEqual(['Premier écran', 'Plus bas', 'Tout en bas']);
  });

  it('shows nothing once unmounted before its turn', async () => {
    const { unmount } = render(
      <Deferred>
        <p>Jamais</p>
      </Deferred>,
    );
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(() => expect(screen.queryByText('Jamais')).toBeNull());
  });
});
