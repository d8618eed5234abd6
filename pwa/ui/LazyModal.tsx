import { lazy, Suspense, type ComponentProps } from 'react';

const Modal = lazy(async () => ({ default: (await import('./Modal')).Modal }));

/**
 * The Modal, loaded when it first opens: for pages whose dialogs are secondary (the pot page's 'Qui
 * sommes-nous ?' and the organiser's closing confirmation), so that the strictest page's first script
 * does not carry it (the bundle budget, docs/performance.md). The service worker keeps its file after a
 * first visit.
 */
export function LazyModal(props: ComponentProps<typeof Modal>) {
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
