import { useState, type ReactNode } from 'react';
import { ForgotPasswordModal } from './ForgotPasswordModal';

/** The forgot-password modal's state: `open` shows it, `modal` is what to render. */
export function useForgotPassword(): { open: () => void; modal: ReactNode } {
  const [shown, setShown] = useState(false);
  return { open: () => setShown(true), modal: shown ? <ForgotPasswordModal onClose={() => setShown(false)} /> : null };
}
