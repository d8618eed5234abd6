// Toast helpers: a bold title over the message, as in the spec ('Attention' for errors).
// react-hot-toast and the <Toaster /> outlet are loaded on the first toast, never while a page loads:
// no page needs a toast to render (the first screens' script budget and blocking time, docs/performance.md).
import { useSyncExternalStore, type ReactNode } from 'react';
import type { ToastOptions } from 'react-hot-toast';

let toasterWanted = false;
const toasterListeners = new Set<() => void>();

/** Asks App to mount the toast outlet (once); react-hot-toast keeps the toasts shown before it mounts. */
export function requestToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  toasterListeners.forEach((listener) => listener());
}

function subscribeToaster(listener: () => void): () => void {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

/** Whether a toast has been asked for yet (App mounts the outlet from then on). */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribeToaster,
    () => toasterWanted,
    () => false,
  );
}

/** react-hot-toast's `toast`, loaded once on first use. */
const loadToast = () => {
  requestToaster();
  return import('react-hot-toast').then((module) => module.toast);
};

function ToastContent({ title, message }: { title?: string; message: ReactNode }) {
  return (
    <span className="toast__content">
      {title && <strong className="toast__title">{title}</strong>}
      <span className="toast__message">{message}</span>
    </span>
  );
}

function InfoIcon() {
  return (
    <span className="toast__info-icon" aria-hidden="true">
      i
    </span>
  );
}

/** An error toast, announced assertively. */
export function toastError(message: ReactNode, title = 'Attention', options?: ToastOptions): void {
  void loadToast().then((toast) =>
    toast.error(<ToastContent title={title} message={message} />, {
      ariaProps: { role: 'alert', 'aria-live': 'assertive' },
      ...options,
    }),
  );
}

export function toastSuccess(message: ReactNode, title = 'Succès', options?: ToastOptions): void {
  void loadToast().then((toast) => toast.success(<ToastContent title={title} message={message} />, options));
}

export function toastInfo(message: ReactNode, title?: string, options?: ToastOptions): void {
  void loadToast().then((toast) => toast(<ToastContent title={title} message={message} />, { icon: <InfoIcon />, ...options }));
}
