import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { api, firstErrorMessage } from '@/lib/api-client';
import { Button } from '@/ui/Button';
import '../pot-page.css';

/**
 * The link of an invitation e-mail: the invitee declines the pot's invitation (terms: an invitee can
 * decline) and is never invited to that pot again. Nothing happens until the button is pressed, so a
 * mail scanner opening the link declines nothing.
 */
export function DeclineInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const decline = useMutation({ mutationFn: () => api.post<{ message: string }>('/share/decline', { token }) });

  return (
    <div className="decline container">
      <title>Refuser une invitation — Entraide</title>
      <h1 className="decline__title">Refuser l’invitation</h1>
      {decline.isSuccess ? (
        <p role="status">{decline.data.message}</p>
      ) : (
        <>
          <p>
            Vous avez reçu une invitation à participer à une cagnotte solidaire. Si vous ne souhaitez pas y participer, vous ne recevrez
            plus d’invitation pour cette cagnotte.
          </p>
          {decline.isError && (
            <p className="field__error" role="alert">
              {firstErrorMessage(decline.error)}
            </p>
          )}
          <Button onClick={() => decline.mutate()} loading={decline.isPending} disabled={token === ''}>
            Je refuse l’invitation
          </Button>
        </>
      )}
      <p>
        <Link to="/">Retour à l’accueil</Link>
      </p>
    </div>
  );
}
