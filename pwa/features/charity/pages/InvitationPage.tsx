// /association/espace/invitation/:token — the representative a manager invited sets a password: the page
// names the charity and the invited e-mail; an unknown, used or expired link says so. Once the password
// is set the representative is signed in and lands on the charity's checklist.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { invitationAcceptSchema } from '@domain/charity-area';
import { firstErrorMessage } from '@/lib/api-errors';
import { reportServerError, toastFormErrors } from '@/lib/form-feedback';
import { useSession } from '@/lib/store';
import { Button } from '@/ui/Button';
import { NewPasswordFields } from '@/ui/PasswordFields';
import { toastSuccess } from '@/ui/toast';
import { CharityPage } from '../components/CharityPage';
import { QueryState } from '../components/QueryState';
import { charityPaths } from '../paths';
import { useAcceptInvitation, useInvitation } from '../requests/charity-requests';

type Values = { password: string; password_confirmation: string };

function PasswordForm({ token, charityName }: { token: string; charityName: string }) {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const accept = useAcceptInvitation(token);
  const form = useForm<Values>({
    resolver: zodResolver(invitationAcceptSchema),
    mode: 'onTouched',
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = async (values: Values) => {
    try {
      const answer = await accept.mutateAsync(values);
      signIn(answer.auth_token, answer.user);
      toastSuccess(`Bienvenue ! Votre accès à l’espace de ${charityName} est créé.`);
      void navigate(charityPaths.home, { replace: true });
    } catch (err) {
      reportServerError(err, form.setError);
    }
  };
  return (
    <form className="charity-form" noValidate aria-label="Choisir un mot de passe" onSubmit={form.handleSubmit(submit, toastFormErrors)}>
      <NewPasswordFields register={form.register} control={form.control} errors={errors} />
      <Button type="submit" block loading={isSubmitting}>
        Créer mon accès
      </Button>
    </form>
  );
}

export function InvitationPage() {
  const token = useParams().token ?? '';
  const invitation = useInvitation(token);
  if (invitation.isError) {
    return (
      <CharityPage title="Invitation" back={false}>
        <div className="charity-notice charity-notice--bad" role="alert">
          <p>{firstErrorMessage(invitation.error)}</p>
        </div>
      </CharityPage>
    );
  }
  return (
    <CharityPage title="Votre espace association" back={false}>
      <QueryState query={invitation}>
        {(preview) => (
          <>
            <p>
              L’équipe Entraide vous invite à gérer l’espace de <strong>{preview.charity.name}</strong> : informations légales, compte de
              versement, documents et dons reçus.
            </p>
            <dl className="charity-facts">
              <dt>Association</dt>
              <dd>{preview.charity.name}</dd>
              <dt>Votre e-mail</dt>
              <dd>{preview.email}</dd>
            </dl>
            <p className="charity-muted">Choisissez le mot de passe de votre compte : vous vous connecterez avec cet e-mail.</p>
            <PasswordForm token={token} charityName={preview.charity.name} />
          </>
        )}
      </QueryState>
    </CharityPage>
  );
}
