/**
 * A lazy part of a server-written page (lazy-part.tsx): the server's markup stays on screen while the part's
 * module is on its way, even when the page renders again meanwhile, and the part works once it arrives.
 */
import { act, Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';
import { whenPartsReady } from './parts-ready';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

let roots: Root[] = [];
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.innerHTML = '';
});

it('keeps the server’s markup while its module loads, through the page’s renders, then takes it over', async () => {
  let arrive: (component: typeof Counter) => void = () => undefined;
  const Part = lazyPart(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));
  /** The page creates the part's element at each of its renders, as PotPage does. */
  function Page({ server = false }: { server?: boolean }) {
    const [ticks, setTicks] = useState(0);
    return (
      <div>
        <button type="button" className="page" onClick={() => setTicks(ticks + 1)}>
          Rendu {ticks}
        </button>
        {server ? (
          <Suspense fallback={null}>
            <Counter label="Partager" />
          </Suspense>
        ) : (
          <Part label="Partager" />
        )}
      </div>
    );
  }
  // The server waits for lazy parts: its markup is the part's, inside its Suspense boundary.
  const html = renderToString(<Page server />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  await act(async () => {
    roots.push(hydrateRoot(container, <Page />, { onRecoverableError: recoverable }));
  });
  const button = () => container.querySelector<HTMLButtonElement>('button:not(.page)');
  expect(button()?.textContent).toBe('Partager 0');
  const started = vi.fn(); // <html data-app-started> waits for the part (app/AppRoot.tsx)
  whenPartsReady(started);
  expect(started).not.toHaveBeenCalled();

  // The page renders again before the part's module arrived: the part's markup stays.
  await act(async () => container.querySelector<HTMLButtonElement>('button.page')?.click());
  expect(container.querySelector('button.page')?.textContent).toBe('Rendu 1');
  expect(button()?.textContent).toBe('Partager 0');

  await act(async () => arrive(Counter));
  expect(started).toHaveBeenCalledOnce();
  await act(async () => button()?.click());
  expect(button()?.textContent).toBe('Partager 1');
  expect(recoverable).not.toHaveBeenCalled();
});
