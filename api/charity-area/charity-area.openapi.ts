/** The charity area (docs/charity-area.md) in the API reference (api/openapi/operation.ts). */
import { charityInvitationSchema, invitationAcceptSchema } from '../../domain/charity-area';
import { answer, plainBody, type ApiOperation } from '../openapi/operation';

const TAG = 'Charity area';
const TYPES = 'domain/charity-area-types.ts';
const INVALID_LINK = 'Unknown, used, replaced or expired link (`invitation_invalid`).';

export function charityAreaOperations(today: Date): ApiOperation[] {
  void today;
  const manager: ApiOperation[] = [
    {
      method: 'post',
      path: '/manager/charities/:id/representative_invitations',
      tag: 'Manager',
      access: 'manager',
      summary: 'Invite a charity’s representative',
      description:
        'E-mails a single-use link valid 7 days (`/association/espace/invitation/{token}`); only the token’s SHA-256 is stored. A new invitation cancels the charity’s unused ones.',
      body: plainBody(charityInvitationSchema, { email: 'tresorerie@jardins-partages.example' }),
      ok: answer(201, 'The invitation.', { type: ['RepresentativeInvitation', TYPES] }),
      refusals: { 409: 'The address already has an account (`email_taken`).', 503: 'The e-mail could not be sent (`mail_failed`).' },
    },
    {
      method: 'get',
      path: '/manager/charities/:id/representative_invitations',
      tag: 'Manager',
      access: 'manager',
      summary: 'A charity’s representative invitations',
      ok: answer(200, 'Newest first.', { type: ['RepresentativeInvitation', TYPES], list: true }),
    },
  ];
  const invitation: ApiOperation[] = [
    {
      method: 'get',
      path: '/charity_invitations/:token',
      tag: TAG,
      access: 'public',
      summary: 'What an invitation link shows',
      params: { token: 'The token of the e-mailed link.' },
      ok: answer(200, 'The invited address and the charity.', { type: ['CharityInvitationView', TYPES] }),
      refusals: { 404: INVALID_LINK },
    },
    {
      method: 'post',
      path: '/charity_invitations/:token/accept',
      tag: TAG,
      access: 'public',
      summary: 'Accept an invitation: set a password, sign in',
      description:
        'Creates the charity account (role `charity`, bound to the invitation’s charity) and answers as sign-up does. The link is used up.',
      params: { token: 'The token of the e-mailed link.' },
      body: plainBody(invitationAcceptSchema, { password: 'Asso-Solide-2026!', password_confirmation: 'Asso-Solide-2026!' }),
      ok: answer(201, '`{auth_token, user}`, as sign-up.'),
      refusals: { 404: INVALID_LINK, 409: 'The address got an account meanwhile (`email_taken`).' },
    },
  ];
  return [...manager, ...invitation];
}
