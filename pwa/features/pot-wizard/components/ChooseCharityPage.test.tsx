import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GENERIC_NOTICES } from '@domain/notices';
import { fakeDirectoryApi, setOnline } from '@/features/directory/testing/fake-directory';
import { clearKeptDirectory, loadLazyDirectoryModules, renderRoutes } from '@/features/directory/testing/render';
import { potWizardRoutes } from '../routes';

const draftStore = vi.hoisted(() => ({ failWrites: false }));
vi.mock('../draft/draft-store', async (original) => {
  const actual = await original<typeof import('../draft/draft-store')>();
  return {
    ...actual,
    patchDraft: (...args: Parameters<typeof actual.patchDraft>) =>
      draftStore.failWrites ? Promise.reject(new DOMException('quota', 'QuotaExceededError')) : actual.patchDraft(...args),
  };
});
const toast = vi.hoisted(() => ({ toastError: vi.fn() }));
vi.mock('@/ui/toast', async (original) => ({ ...(await original<object>()), toastError: toast.toastError }));

const preload = vi.hoisted(() => ({ preloadDetailsStep: vi.fn(() => Promise.resolve()) }));
vi.mock('../preload-details-step', () => preload);

afterAll(loadLazyDirectoryModules);
beforeEach(async () => {
  setOnline(true);
  await clearKeptDirectory();
  fakeDirectoryApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
  draftStore.failWrites = false;
  toast.toastError.mockClear();
  preload.preloadDetailsStep.mockClear();
});

async function chooseFirstCharity() {
  const [more] = await screen.findAllByRole('button', { name: /En savoir plus/ });
  fireEvent.click(more!);
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Choisir cette association' }));
  return dialog;
}

describe("the wizard's charity choice", () => {
  it('moves on to step 2 with the charity in the address', async () => {
    const { router } = renderRoutes(potWizardRoutes, '/create/private/assocs');
    await chooseFirstCharity();
    await waitFor(() => expect(router.state.location.pathname).toBe('/create/private/details'));
    expect(router.state.location.search).toMatch(/assoc=\d+/);
    expect(toast.toastError).not.toHaveBeenCalled();
  });

  it("offers 'Choisir cette association' on each card, which moves on to step 2 without the dialog", async () => {
    const { router } = renderRoutes(potWizardRoutes, '/create/private/assocs');
    const [first] = await screen.findAllByRole('button', { name: /^Choisir cette association : / });
    const name = first!.textContent?.replace(/^Choisir cette association : /, '');
    fireEvent.click(first!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/create/private/details'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(name).toBeTruthy();
  });

  it('leaves the directory cards without a choice button', async () => {
    const { directoryRoutes } = await import('@/features/directory/routes');
    renderRoutes(directoryRoutes, '/associations-partenaires-cagnotte-solidaire');
    await screen.findAllByRole('button', { name: /En savoir plus/ });
    expect(screen.queryByRole('button', { name: /Choisir cette association/ })).toBeNull();
  });

  it('says so in French when the draft cannot be written, stays on step 1, and lets the person choose again', async () => {
    draftStore.failWrites = true;
    const { router } = renderRoutes(potWizardRoutes, '/create/private/assocs');
    const dialog = await chooseFirstCharity();
    await waitFor(() => expect(toast.toastError).toHaveBeenCalledWith(GENERIC_NOTICES.error));
    expect(router.state.location.pathname).toBe('/create/private/assocs');
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Choisir cette association' }).disabled).toBe(false);
  });

  it('makes step 2 ready once the page is idle, before any choice', async () => {
    renderRoutes(potWizardRoutes, '/create/private/assocs');
    await screen.findAllByRole('button', { name: /En savoir plus/ });
    await waitFor(() => expect(preload.preloadDetailsStep).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
