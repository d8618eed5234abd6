import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { api, ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/store';
import { CONTACTS } from '@/lib/company';
import { Button } from '@/ui/Button';
import '@/ui/panel.css';
import '../accounts.css';

const INVALID_LINK = "Ce lien n'est pas valide. Écrivez à notre support si votre compte a été modifié sans vous.";

/**
 * /securiser-mon-compte?token=: the link e-mailed to the previous address after an e-mail change. One
 * button undoes the change (the API restores the address, closes every session and sends a reset link).
 */
export function SecureAccountPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { signOut } = useSession();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(token ? null : { ok: false, text: INVALID_LINK });
  const undo = useMutation({ mutationFn: () => api.post<{ detail: string }>('/user/email/revert', { token }) });

  const handleUndo = async () => {
    try {
      const answer = await undo.mutateAsync();
      signOut();
      setOutcome({ ok: true, text: answer.detail });
    } catch (err) {
      const problem = err instanceof ApiError ? err.errors.find((e) => e.field === 'token') : undefined;
      setOutcome({ ok: false, text: problem?.detail ?? 'Le changement n’a pas pu être annulé. Réessayez dans un instant.' });
    }
  };

  return (
    <div className="auth-page container">
      <title>Sécuriser mon compte — Entraide</title>
      <h1 className="auth-page__title">Sécuriser mon compte</h1>
      <section className="panel auth-card auth-card--narrow" aria-label="Annuler le changement d'adresse e-mail">
        {outcome ? (
          <div role={outcome.ok ? 'status' : 'alert'} className="link-refusal">
            <p>{outcome.text}</p>
            <div className="profile-actions">
              <Link to="/login">Se connecter</Link>
              {!outcome.ok && <a href={`mailto:${CONTACTS.support}`}>Écrire au support</a>}
            </div>
          </div>
        ) : (
          <>
            <p className="secure-account__text">
              L’adresse e-mail de votre compte vient d’être changée. Si ce n’est pas vous, annulez ce changement : votre adresse sera
              rétablie, tous les appareils connectés seront déconnectés et vous recevrez un lien pour choisir un nouveau mot de passe.
            </p>
            <Button block loading={undo.isPending} onClick={handleUndo}>
              Annuler ce changement
            </Button>
          </>
        )}
      </section>
    </div>
  );
}
