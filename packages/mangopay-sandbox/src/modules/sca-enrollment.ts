/**
 * SCA enrollment of OWNER users created through sca/users/*: such a user comes back UserStatus
 * PENDING_USER_ACTION with PendingUserAction.RedirectUrl (https://docs.mangopay.com/guides/users/sca);
 * the platform adds `ReturnUrl` (percent-encoded) and sends the user there. The emulator's RedirectUrl
 * is a small page of its own, `{publicUrl}/sca-enrollment/{clientId}?token=...`, with a 'Valider' and an
 * 'Annuler' button: 'Valider' makes the user ACTIVE (event USER_ACCOUNT_ACTIVATED); both go back to
 * ReturnUrl. Emulator-only: Mangopay's page sends an SMS code.
 *
 * Control route: POST /__sandbox/:clientId/users/:id/sca-enroll — the same as 'Valider', without the page.
 */
import { randomBytes } from 'node:crypto';
import type { SandboxContext, SandboxModule } from '../context';
import { unixNow } from '../context';
import { paramError, resourceNotFound } from '../errors';
import { queryParam } from '../http';
import type { ClientState, Resource } from '../state';
import { CLIENT_ID_PATTERN } from '../store';
import { USERS } from './users';

const ENROLLMENTS = 'scaenrollments';

/** Records an enrollment session for the user and returns the PendingUserAction to answer. */
export function pendingEnrollment(sandbox: SandboxContext, state: ClientState, userId: string): { RedirectUrl: string } {
  const token = randomBytes(16).toString('hex');
  state.put(ENROLLMENTS, { Id: token, UserId: userId, CreationDate: unixNow(sandbox.clock) });
  return { RedirectUrl: `${sandbox.publicUrl}/sca-enrollment/${encodeURIComponent(state.clientId)}?token=${token}` };
}

function activate(sandbox: SandboxContext, state: ClientState, user: Resource): void {
  if (user.UserStatus !== 'PENDING_USER_ACTION') return;
  user.UserStatus = 'ACTIVE';
  user.PendingUserAction = null;
  sandbox.emit({ clientId: state.clientId, EventType: 'USER_ACCOUNT_ACTIVATED', ResourceId: user.Id });
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function safeReturnUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol) ? value : undefined;
  } catch {
    return undefined;
  }
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}
button{font-size:1rem;padding:.75rem 1.25rem;margin:.25rem .5rem .25rem 0;border-radius:.5rem;border:1px solid #555;background:#fff;cursor:pointer}
button[value=confirm]{background:#1d4ed8;color:#fff;border-color:#1d4ed8}.note{font-size:.85rem;color:#555}</style></head>
<body><main>${body}</main></body></html>`;
}

export const scaEnrollmentModule: SandboxModule = {
  name: 'sca-enrollment',
  routes({ open, control }, sandbox) {
    const session = (clientId: string, token: string) => {
      if (!CLIENT_ID_PATTERN.test(clientId)) return { state: undefined, user: undefined };
      const state = sandbox.state(clientId);
      const enrollment = state.get(ENROLLMENTS, token);
      const user = enrollment ? state.get(USERS, String(enrollment.UserId)) : undefined;
      return { state, user };
    };

    open.get('/sca-enrollment/:clientId', (ctx) => {
      const token = queryParam(ctx, 'token') ?? '';
      const { user } = session(ctx.params.clientId ?? '', token);
      ctx.type = 'html';
      if (!user) {
        ctx.status = 404;
        ctx.body = page('Session inconnue', '<h1>Session d’authentification inconnue</h1>');
        return;
      }
      const returnUrl = queryParam(ctx, 'ReturnUrl') ?? '';
      ctx.body = page(
        'Authentification forte',
        `<h1>Authentification forte (SCA)</h1><p>Compte : ${escape(String(user.Email))}</p>
<form method="post"><input type="hidden" name="token" value="${escape(token)}"><input type="hidden" name="ReturnUrl" value="${escape(returnUrl)}">
<button type="submit" name="action" value="confirm">Valider</button><button type="submit" name="action" value="cancel">Annuler</button></form>
<p class="note">Page de l’émulateur Mangopay (démo) : aucun code n’est envoyé.</p>`,
      );
    });

    open.post('/sca-enrollment/:clientId', async (ctx) => {
      const form = (ctx.request.body ?? {}) as Record<string, string | undefined>;
      const clientId = ctx.params.clientId ?? '';
      const { state, user } = session(clientId, form.token ?? '');
      if (!user || !state) throw resourceNotFound('ScaEnrollment', form.token ?? '');
      if (form.action === 'confirm') activate(sandbox, state, user);
      await sandbox.persist(clientId);
      const returnUrl = safeReturnUrl(form.ReturnUrl);
      if (returnUrl) {
        ctx.status = 303;
        ctx.redirect(returnUrl);
        return;
      }
      ctx.type = 'html';
      ctx.body = page(
        'Authentification forte',
        `<h1>${form.action === 'confirm' ? 'Authentification validée' : 'Authentification annulée'}</h1>`,
      );
    });

    control.post('/:clientId/users/:id/sca-enroll', async (ctx) => {
      const clientId = ctx.params.clientId ?? '';
      const state = sandbox.state(clientId);
      const user = state.get(USERS, ctx.params.id ?? '');
      if (!user) throw resourceNotFound('User', ctx.params.id ?? '');
      if (user.UserStatus !== 'PENDING_USER_ACTION')
        throw paramError({ UserStatus: `The user is ${String(user.UserStatus)}, not PENDING_USER_ACTION` });
      activate(sandbox, state, user);
      await sandbox.persist(clientId);
      ctx.body = { Id: user.Id, UserStatus: user.UserStatus };
    });
  },
};
