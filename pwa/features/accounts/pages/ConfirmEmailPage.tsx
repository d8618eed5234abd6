import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { api, ApiError } from '@/lib/api-client';
import { useSession, type SessionUser } from '@/lib/store';
import { Button } from '@/ui/Button';
import '@/ui/panel.css';
import '../accounts.css';

const INVALID_LINK = 'Ce lien de confirmation n’est pas valide. Vous pouvez redemander le changement d’adresse depuis votre profil.';

/**
 * /confirmer-mon-email?token=: the link e-mailed to a new address. The address becomes the account's
 * only when the button is pressed (a mail scanner opening the link changes nothing). Works signed in or
 * not: the link proves the mailbox; a signed-in page then shows the new address.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, signIn, token: session } = useSession();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(token ? null : { ok: false, text: INVALID_LINK });
  const confirm = useMutation({ mutationFn: () => api.post<{ detail: string; email: string }>('/user/email/confirm', { token }) });

  const handleConfirm = async () => {
    let answer: { detail: string };
    try {
      answer = await confirm.mutateAsync();
    } catch (err) {
      const problem = err instanceof ApiError ? err.errors.find((e) => e.field === 'token') : undefined;
      setOutcome({ ok: false, text: problem?.detail ?? 'Votre adresse n’a pas pu être confirmée. Réessayez dans un instant.' });
      return;
    }
    // Signed in here: the profile the outcome links to shows the new address.
    if (session && user)
      await api.get<SessionUser>('/user').then(
        (fresh) => signIn(session, fresh),
        () => undefined,
      );
    setOutcome({ ok: true, text: answer.detail });
  };

  const profile = user ? (user.role.name === 'enterprise' ? '/company/profile' : '/particular/profile') : '/login';
  return (
    <div className="auth-page container">
      <title>Confirmer mon adresse e-mail — Entraide</title>
      <h1 className="auth-page__title">Confirmer mon adresse e-mail</h1>
      <section className="panel auth-card auth-card--narrow" aria-label="Confirmer la nouvelle adresse e-mail">
        {outcome ? (
          <div role={outcome.ok ? 'status' : 'alert'} className="link-refusal">
            <p>{outcome.text}</p>
            <div className="profile-actions">
              <Link to={profile}>{user ? 'Mon profil' : 'Se connecter'}</Link>
            </div>
          </div>
        ) : (
          <>
            <p className="secure-account__text">
              Confirmez que cette adresse devient celle de votre compte Entraide : vous l’utiliserez pour vous connecter, et nos messages y
              seront envoyés.
            </p>
            <Button block loading={confirm.isPending} onClick={handleConfirm}>
              Confirmer cette adresse
            </Button>
          </>
        )}
      </section>
    </div>
  );
}
