// Toast helpers: a bold title over the message, as in the spec ('Attention' for errors). One notice at a
// time (issue 47): each new one takes the place of the one on screen (one react-hot-toast id), and a page
// change dismisses the notice asked for before it (`dismissNoticeOnPageChange`).
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

/** The id every notice shares, so that a new one replaces the one on screen instead of stacking. */
const NOTICE_ID = 'notice';
/**
 * A notice asked for this shortly before a page change announces that change's outcome (a saved form,
 * then its next page) and stays; an older one belongs to the page left and is dismissed.
 */
const NOTICE_FOLLOWS_PAGE_MS = 1_500;
let noticeAskedAt = 0;

function noticeOptions(options?: ToastOptions): ToastOptions {
  noticeAskedAt = Date.now();
  // What the notice replaced may have had its own icon or duration: the new one starts from the defaults.
  return { id: NOTICE_ID, icon: undefined, duration: undefined, ...options };
}

/** Called on each page change: the notice of the page left goes (a notice asked for just before stays). */
export function dismissNoticeOnPageChange(): void {
  if (!toasterWanted || Date.now() - noticeAskedAt < NOTICE_FOLLOWS_PAGE_MS) return;
  void loadToast().then((toast) => toast.dismiss(NOTICE_ID));
}

/** An error toast, announced assertively. */
export function toastError(message: ReactNode, title = 'Attention', options?: ToastOptions): void {
  const shown = noticeOptions({ ariaProps: { role: 'alert', 'aria-live': 'assertive' }, ...options });
  void loadToast().then((toast) => toast.error(<ToastContent title={title} message={message} />, shown));
}

export function toastSuccess(message: ReactNode, title = 'Succès', options?: ToastOptions): void {
  const shown = noticeOptions(options);
  void loadToast().then((toast) => toast.success(<ToastContent title={title} message={message} />, shown));
}

export function toastInfo(message: ReactNode, title?: string, options?: ToastOptions): void {
  const shown = noticeOptions({ icon: <InfoIcon />, ...options });
  void loadToast().then((toast) => toast(<ToastContent title={title} message={message} />, shown));
}
