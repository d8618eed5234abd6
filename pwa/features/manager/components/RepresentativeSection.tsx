// The charity's representative: the manager invites them by e-mail (a single-use link to set a password
// and run the charity's onboarding, valid 7 days; a new invitation replaces the unused ones) and sees the
// invitations sent with their state.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { charityInvitationSchema } from '@domain/charity-area';
import type { RepresentativeInvitation } from '@domain/charity-area-types';
import { reportServerError, toastFormErrors } from '@/lib/form-feedback';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { toastSuccess } from '@/ui/toast';
import { useInviteRepresentative, useRepresentativeInvitations } from '../requests/manager-requests';
import { formatDateTime, type StatusView } from '../labels';
import { ManagerTable, readProps, type Column } from './ManagerTable';
import { StatusBadge } from './StatusBadge';

const schema = charityInvitationSchema;
type Values = z.input<typeof schema>;

/** An invitation's state; one older than the latest and never accepted was replaced by it. */
export function invitationState(invitation: RepresentativeInvitation, latestId: number, now = Date.now()): StatusView {
  if (invitation.accepted_at) return { label: `Acceptée le ${formatDateTime(invitation.accepted_at)}`, tone: 'ok' };
  if (invitation.id !== latestId) return { label: 'Remplacée', tone: 'neutral' };
  if (Date.parse(invitation.expires_at) <= now) return { label: 'Expirée', tone: 'bad' };
  return { label: `En attente (valable jusqu’au ${formatDateTime(invitation.expires_at)})`, tone: 'wait' };
}

function InvitationForm({ charityId }: { charityId: number }) {
  const invite = useInviteRepresentative(charityId);
  const form = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { email: '' } });
  const submit = async ({ email }: Values) => {
    try {
      const sent = await invite.mutateAsync(email.trim());
      toastSuccess(`Invitation envoyée à ${sent.email}.`);
      form.reset();
    } catch (err) {
      reportServerError(err, form.setError);
    }
  };
  return (
    <form
      className="mgr-form mgr-form--compact"
      noValidate
      aria-label="Inviter le représentant"
      onSubmit={form.handleSubmit(submit, toastFormErrors)}
    >
      <Field
        label="E-mail du représentant"
        type="email"
        required
        autoComplete="off"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <div className="mgr-form__buttons">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Envoyer l’invitation
        </Button>
      </div>
    </form>
  );
}

export function RepresentativeSection({ charityId }: { charityId: number }) {
  const invitations = useRepresentativeInvitations(charityId);
  const rows = invitations.data;
  const latestId = rows?.reduce((max, i) => Math.max(max, i.id), 0) ?? 0;
  const columns: Column<RepresentativeInvitation>[] = [
    { header: 'E-mail', cell: (i) => i.email },
    { header: 'Envoyée le', cell: (i) => formatDateTime(i.created_at) },
    { header: 'État', cell: (i) => <StatusBadge status={invitationState(i, latestId)} /> },
  ];
  return (
    <section className="mgr-section" aria-labelledby="mgr-representative-title">
      <h2 id="mgr-representative-title">Représentant de l’association</h2>
      <p className="mgr-section__intro">
        Le représentant reçoit un lien à usage unique, valable 7 jours : il choisit son mot de passe puis renseigne lui-même les
        informations légales, son authentification forte, le compte de versement et les documents.
      </p>
      <InvitationForm charityId={charityId} />
      <ManagerTable caption="Invitations envoyées" columns={columns} empty="Aucune invitation envoyée." {...readProps(invitations)} />
    </section>
  );
}
