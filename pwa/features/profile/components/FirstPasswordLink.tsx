import { firstErrorMessage } from '@/lib/api-client';
import { Button } from '@/ui/Button';
import { toastError, toastSuccess } from '@/ui/toast';
import { useSendPasswordLink } from '../requests/security-requests';

/**
 * For an account made through Facebook, which has no password yet: the first one is chosen through the
 * link e-mailed to the account's address (the profile form alone would let a stolen session set one).
 */
export function FirstPasswordLink({ email }: { email: string }) {
  const send = useSendPasswordLink();

  const handleSend = async () => {
    try {
      await send.mutateAsync(email);
      toastSuccess(`Un lien pour choisir votre mot de passe a été envoyé à ${email}.`);
    } catch (err) {
      toastError(firstErrorMessage(err));
    }
  };

  return (
    <div className="first-password">
      <p className="first-password__text">
        Vous vous connectez avec Facebook : votre compte n’a pas encore de mot de passe. Pour en choisir un, recevez un lien à votre adresse
        e-mail.
      </p>
      <Button variant="secondary" size="sm" loading={send.isPending} onClick={handleSend}>
        Recevoir le lien
      </Button>
    </div>
  );
}
