import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ToastBar, toast, useToaster } from 'react-hot-toast';
import { TOAST_DURATION_MS } from '@domain/constants';
import { NOTICE_CLEAR_EVENT, noticePlacement, type NoticePlacement } from './notice-placement';
import './toast.css';

/**
 * Where the notices go now: away from the focused field (or the heading kept clear), re-read whenever
 * the focus moves and whenever a notice comes (the page under it may have changed since).
 */
function useNoticePlacement(shown: number): NoticePlacement {
  const [placement, setPlacement] = useState<NoticePlacement>(() => noticePlacement(document.activeElement));
  useEffect(() => {
    if (shown > 0) setPlacement(noticePlacement(document.activeElement));
  }, [shown]);
  useEffect(() => {
    const update = () => setPlacement(noticePlacement(document.activeElement));
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    window.addEventListener(NOTICE_CLEAR_EVENT, update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
      window.removeEventListener(NOTICE_CLEAR_EVENT, update);
    };
  }, []);
  return placement;
}

/** One toast's box: tells react-hot-toast its height (ToastBar keeps a toast of unknown height invisible). */
function MeasuredToast(props: {
  id: string;
  onHeight: (id: string, height: number) => void;
  onPointerEnter: (event: PointerEvent) => void;
  onPointerLeave: (event: PointerEvent) => void;
  children: ReactNode;
}) {
  const { id, onHeight } = props;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => onHeight(id, element.getBoundingClientRect().height);
    measure();
    // As react-hot-toast's own outlet does: measured again when the content changes (a replacing notice).
    const observer = new MutationObserver(measure);
    observer.observe(element, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [id, onHeight]);
  return (
    <div ref={box} className="toaster__item" onPointerEnter={props.onPointerEnter} onPointerLeave={props.onPointerLeave}>
      {props.children}
    </div>
  );
}

/**
 * The app's toast outlet (5 s, each toast closable), rendered as a child of <body> so that a modal
 * dialog, which makes the rest of the page inert, leaves it readable. Headless (react-hot-toast's
 * useToaster) so that only a mouse pauses the timer while over a toast: on a touch screen a tap sends
 * a mouseenter and no mouseleave, which paused react-hot-toast's own outlet for good (issue 47).
 * On the half of the screen away from the focused field (notice-placement.ts), the top by default.
 */
export function Toaster() {
  const { toasts, handlers } = useToaster({
    duration: TOAST_DURATION_MS,
    className: 'toast',
    success: { iconTheme: { primary: '#1e7d45', secondary: '#fff' } },
    error: { iconTheme: { primary: '#b3261e', secondary: '#fff' } },
  });
  const placement = useNoticePlacement(toasts.filter((t) => t.visible).length);
  const pauseForMouse = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') handlers.startPause();
  };
  const resumeForMouse = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') handlers.endPause();
  };
  return createPortal(
    // data-rht-toaster: the attribute of react-hot-toast's own outlet, which Modal leaves out of `inert`.
    <div className={`toaster toaster--${placement}`} data-rht-toaster="">
      {/* A dismissed notice leaves at once (react-hot-toast would keep it, hidden, until its removal). */}
      {toasts
        .filter((t) => t.visible)
        .map((t) => (
          <MeasuredToast
            key={t.id}
            id={t.id}
            onHeight={handlers.updateHeight}
            onPointerEnter={pauseForMouse}
            onPointerLeave={resumeForMouse}
          >
            <ToastBar toast={t} position={placement === 'top' ? 'top-center' : 'bottom-center'}>
              {({ icon, message }) => (
                <>
                  {icon}
                  {message}
                  {t.type !== 'loading' && (
                    <button type="button" className="toast__close" aria-label="Fermer" onClick={() => toast.dismiss(t.id)}>
                      <span aria-hidden="true">×</span>
                    </button>
                  )}
                </>
              )}
            </ToastBar>
          </MeasuredToast>
        ))}
    </div>,
    document.body,
  );
}
