import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { firstErrorMessage } from '@/lib/api-client';
import { wizardFlowOf } from '@/lib/wizard-flow';
import { Button } from '@/ui/Button';
import { toastError } from '@/ui/toast';
import { useSocialProviders } from '../requests/social-requests';
import { startFacebookLogin, type FacebookStart } from '../lib/facebook-flow';

/** 'Se connecter avec Facebook', shown only when the server has Facebook configured. */
export function FacebookButton({ from }: { from: FacebookStart['from'] }) {
  const { facebook } = useSocialProviders();
  const { search, pathname } = useLocation();
  const { type } = useParams();
  const [starting, setStarting] = useState(false);
  if (!facebook) return null;
  const start = () => {
    setStarting(true);
    startFacebookLogin({ from, search, type, ...(from === 'creation' ? { flow: wizardFlowOf(pathname) } : {}) }).catch((err: unknown) => {
      setStarting(false);
      toastError(firstErrorMessage(err));
    });
  };
  return (
    <div className="social-login">
      <p className="social-login__separator">ou</p>
      <Button variant="secondary" block loading={starting} onClick={start}>
        Se connecter avec Facebook
      </Button>
    </div>
  );
}
