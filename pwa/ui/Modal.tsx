import { useEffect, useId, useRef, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { afterNextPaint } from '@/lib/after-paint';
import { Button } from './Button';
import './modal.css';

type ModalProps = {
  title: string;
  children: ReactNode;
  /** Buttons shown at the bottom of the dialog. */
  footer?: ReactNode;
  /** The usual footer instead: a way back that closes the dialog, then the button that goes on. */
  actions?: ModalActions;
  /** Called on Escape, on the close button and (unless disabled) on a click outside. */
  onClose: () => void;
  closeOnBackdrop?: boolean;
  size?: 'md' | 'lg';
};

/**
 * The button that goes on (its label as children, onClick or a form's submit, loading, disabled), and the
 * way back's label ("Annuler" unless told) and state.
 */
type ModalActions = ComponentProps<typeof Button> & { cancel?: string; cancelDisabled?: boolean };

/** The way back, outlined, then the button that goes on. */
function ActionsFooter({
  actions: { cancel = 'Annuler', cancelDisabled, ...next },
  onClose,
}: {
  actions: ModalActions;
  onClose: () => void;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onClose} disabled={cancelDisabled}>
        {cancel}
      </Button>
      <Button {...next} />
    </>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves in, stays in (Tab cycles) and returns to the opener on close; the rest of
 * the page is inert meanwhile.
 */
export function Modal({ title, children, footer, actions, onClose, closeOnBackdrop = true, size = 'md' }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus({ preventScroll: true }); // the dialog is fixed: no layout forced to scroll it into view
    // While the dialog is open the page behind does not scroll (`overflow: hidden` on <body>) and is out of
    // reach of the keyboard and of assistive technology (`inert` on every other child of <body>, the toasts
    // excepted so that they are still read). Both restyle and lay out the whole page (35-43 ms of a
    // simulated slow phone's main thread on the wizard's step 1 for `inert`; the scroll lock, which changes
    // the viewport's overflow, about 15 ms more), so they come once the dialog has painted: meanwhile the
    // backdrop covers the page, focus is in the dialog and Tab stays there (handleKeyDown).
    const backdrop = dialogRef.current?.parentElement ?? null;
    let hidden: Element[] = [];
    let overflow: string | null = null;
    let closed = false;
    void afterNextPaint().then(() => {
      if (closed) return;
      overflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
      hidden = [...document.body.children].filter(
        (element) =>
          element !== backdrop &&
          !element.hasAttribute('inert') &&
          !element.hasAttribute('data-rht-toaster') &&
          element.tagName !== 'SCRIPT',
      );
      for (const element of hidden) element.setAttribute('inert', '');
    });
    return () => {
      closed = true;
      for (const element of hidden) element.removeAttribute('inert');
      if (overflow !== null) document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      className="modal__backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={`modal modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label="Fermer" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="modal__body">{children}</div>
        {(footer || actions) && (
          <footer className="modal__footer">{actions ? <ActionsFooter actions={actions} onClose={onClose} /> : footer}</footer>
        )}
      </div>
    </div>,
    document.body,
  );
}
