import { createPortal } from 'react-dom';
import { Toaster as HotToaster, ToastBar, toast } from 'react-hot-toast';
import { TOAST_DURATION_MS } from '../../domain/constants';
import './toast.css';

/**
 * The app's toast outlet (top-center, 5 s, each toast closable). Mounted once in App, rendered as a
 * child of <body> so that a modal dialog, which makes the rest of the page inert, leaves it readable.
 */
export function Toaster() {
  return createPortal(
    <HotToaster
      position="top-center"
      gutter={8}
      containerStyle={{ top: 'calc(12px + env(safe-area-inset-top))', left: 12, right: 12 }}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        className: 'toast',
        success: { iconTheme: { primary: '#1e7d45', secondary: '#fff' } },
        error: { iconTheme: { primary: '#b3261e', secondary: '#fff' } },
      }}
    >
      {(t) => (
        <ToastBar toast={t}>
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
      )}
    </HotToaster>,
    document.body,
  );
}
