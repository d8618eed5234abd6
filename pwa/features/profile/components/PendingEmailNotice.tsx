import { firstErrorMessage } from '@/lib/api-client';
import { formatDayAndTime } from '@/lib/format';
import type { SessionUser } from '@/lib/store';
import { Button } from '@/ui/Button';
import { toastError, toastInfo } from '@/ui/toast';
import { useCancelEmailChange, usePendingEmail } from '../requests/security-requests';

/** A long address wraps before its '@' rather than anywhere in a word. */
function breakableEmail(email: string) {
  const at = email.lastIndexOf('@');
  return at > 0 ? (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  ) : (
    email
  );
}

/**
 * The new address waiting for its link to be opened, under the e-mail field: until then the account
 * keeps its address. The person may cancel it (the link then no longer works).
 */
export function PendingEmailNotice({ user }: { user: SessionUser }) {
  const pending = usePendingEmail(user.id);
  const cancel = useCancelEmailChange(user.id);
  const change = pending.data;
  if (!change) return null;

  const handleCancel = async () => {
    try {
      await cancel.mutateAsync();
      toastInfo('Le changement d’adresse est annulé : votre e-mail reste le même.');
    } catch (err) {
      toastError(firstErrorMessage(err));
    }
  };

  return (
    <div className="pending-email" aria-live="polite">
      <p className="pending-email__title">
        En attente de confirmation : <strong>{breakableEmail(change.email)}</strong>
      </p>
      <p className="pending-email__text">
        Ouvrez le lien envoyé à cette adresse avant le {formatDayAndTime(change.expires_at)}. D’ici là, vous vous connectez toujours avec{' '}
        {user.email}.
      </p>
      <Button variant="secondary" size="sm" loading={cancel.isPending} onClick={handleCancel}>
        Annuler ce changement
      </Button>
    </div>
  );
}
