import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { GENERIC_NOTICES } from '@domain/notices';
import { toastError } from './toast';

type ModalModule = typeof import('./Modal');
type ModalProps = ComponentProps<ModalModule['Modal']>;

let loaded: ModalModule | null = null;
let loading: Promise<ModalModule> | null = null;

/** The Modal's module, loaded once; a failed load (connection lost) is tried again at the next call. */
function loadModal(): Promise<ModalModule> {
  loading ??= import('./Modal').then(
    (module) => (loaded = module),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

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
 * strictest page's first script does not carry it (the bundle budget, docs/performance.md). When its code
 * cannot be loaded, the dialog closes with a French notice and the page stays; the next opening tries again.
 */
export function LazyModal(props: ModalProps) {
  const [module, setModule] = useState(loaded);
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;
  useEffect(() => {
    if (module) return undefined;
    let open = true;
    loadModal().then(
      (ready) => open && setModule(ready),
      () => {
        if (!open) return;
        toastError(GENERIC_NOTICES.error);
        onClose.current();
      },
    );
    return () => {
      open = false;
    };
  }, [module]);
  return module ? <module.Modal {...props} /> : null;
}
