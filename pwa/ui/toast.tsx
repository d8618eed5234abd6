// Toast helpers: a bold title over the message, as in the spec ('Attention' for errors).
import type { ReactNode } from 'react';
import { toast, type ToastOptions } from 'react-hot-toast';

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

/** An error toast, announced assertively. Returns the toast id. */
export function toastError(message: ReactNode, title = 'Attention', options?: ToastOptions): string {
  return toast.error(<ToastContent title={title} message={message} />, {
    ariaProps: { role: 'alert', 'aria-live': 'assertive' },
    ...options,
  });
}

export function toastSuccess(message: ReactNode, title = 'Succès', options?: ToastOptions): string {
  return toast.success(<ToastContent title={title} message={message} />, options);
}

export function toastInfo(message: ReactNode, title?: string, options?: ToastOptions): string {
  return toast(<ToastContent title={title} message={message} />, { icon: <InfoIcon />, ...options });
}

export function dismissToast(id?: string): void {
  toast.dismiss(id);
}
