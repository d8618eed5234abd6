/**
 * The install card is never part of a server-written first screen: the server cannot know the phone or
 * the visits, so a returning iPhone visitor hydrating the page must find the same markup, then see the card.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setHydrating } from '@/lib/server-markup';
import { InstallInvitation } from './InstallInvitation';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

afterEach(() => {
  setHydrating(false);
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the install card and server-written pages', () => {
  it('hydrates a returning iPhone visitor without a mismatch, then shows the card', async () => {
    setHydrating(true);
    const serverHtml = renderToString(<InstallInvitation pathname="/" visits={0} />);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <InstallInvitation pathname="/" visits={3} />, { onRecoverableError: recoverable });
    });
    setHydrating(false);
    await act(async () => {});
    expect(recoverable).not.toHaveBeenCalled();
    // The card's own code arrives after the decision that it shows (a lazy chunk).
    await vi.waitFor(() => expect(container.querySelector('[data-testid="install-invitation"]')).not.toBeNull());
  });
});
