import { lazy, Suspense, type ComponentProps } from 'react';

type ModalModule = typeof import('./Modal');
let loading: Promise<ModalModule> | null = null;

/** The Modal's module, loaded once; a failed load (offline) is tried again at the next call. */
function loadModal(): Promise<ModalModule> {
  loading ??= import('./Modal').catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

const Modal = lazy(async () => ({ default: (await loadModal()).Modal }));

/**
 * Loads the Modal ahead of its first opening (call it when the page is idle): a first tap then shows the
 * dialog at once, and a connection lost after the load cannot leave it without its code.
 */
export function preloadModal(): void {
  void loadModal().catch(() => undefined);
}

/**
 * The Modal, loaded when it first opens (or before, by preloadModal): for pages whose dialogs are secondary
 * (the pot page's share sheet, 'Qui sommes-nous ?' and the organiser's closing confirmation), so that the
 * strictest page's first script does not carry it (the bundle budget, docs/performance.md).
 */
export function LazyModal(props: ComponentProps<typeof Modal>) {
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
