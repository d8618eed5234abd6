import { useLocation, useParams } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { useSocialProviders } from '../api/social-requests';
import { startFacebookLogin, type FacebookStart } from '../lib/facebook-flow';

/** 'Se connecter avec Facebook', shown only when the server has Facebook configured. */
export function FacebookButton({ from }: { from: FacebookStart['from'] }) {
  const { facebook } = useSocialProviders();
  const { search } = useLocation();
  const { type } = useParams();
  if (!facebook) return null;
  return (
    <div className="social-login">
      <p className="social-login__separator">ou</p>
      <Button variant="secondary" block onClick={() => startFacebookLogin(facebook.dialog_url, facebook.app_id, { from, search, type })}>
        Se connecter avec Facebook
      </Button>
    </div>
  );
}
