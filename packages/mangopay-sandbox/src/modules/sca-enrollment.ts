/**
 * SCA enrollment of OWNER users created through sca/users/*: such a user comes back UserStatus
 * PENDING_USER_ACTION with PendingUserAction.RedirectUrl (https://docs.mangopay.com/guides/users/sca);
 * the platform adds `ReturnUrl` (percent-encoded, https://docs.mangopay.com/guides/sca/session) and sends
 * the user there. The emulator's RedirectUrl is a hosted page of its own,
 * `{publicUrl}/sca-enrollment/{clientId}?token=...`, with two buttons as for 3-D Secure: 'Authentifier'
 * makes the user ACTIVE (event USER_ACCOUNT_ACTIVATED), 'Échec' leaves it PENDING_USER_ACTION (Mangopay
 * sends no webhook for a failed enrollment); both go back (303) to ReturnUrl. A user already ACTIVE is
 * not changed: the page says so. Emulator-only: Mangopay's page asks for an SMS code or a passkey.
 *
 * POST sca/users/{UserId}/enrollment gives an OWNER a new session (a new RedirectUrl), its status unchanged.
 * Sessions do not expire in the emulator (Mangopay's last 10 minutes).
 *
 * Control route: POST /__sandbox/:clientId/users/:id/sca-enroll — the same as 'Authentifier', without the page.
 */
import { randomBytes } from 'node:crypto';
import type { SandboxContext, SandboxModule } from '../context';
import { clientOf, unixNow } from '../context';
import type { Context } from 'koa';
import { paramError, resourceNotFound } from '../errors';
import { queryParam } from '../http';
import type { ClientState, Resource } from '../state';
import { CLIENT_ID_PATTERN } from '../store';
import { escapeHtml, facts, isWebUrl, renderPage, returnAfterSca } from './page-layout';
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

const ISSUER = 'Mangopay · Authentification\u00a0forte';

function notFound(ctx: Context): void {
  renderPage(ctx, {
    status: 404,
    title: 'Session inconnue',
    issuer: ISSUER,
    body: '<p>Ce lien d’authentification ne correspond à aucune inscription en attente.</p>',
  });
}

function show(ctx: Context, user: Resource, token: string, returnUrl: string): void {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const legal = user.PersonType === 'LEGAL';
  const rows: Array<[string, string]> = [
    ['Compte', legal ? text(user.Name) : `${text(user.FirstName)} ${text(user.LastName)}`],
    ['E-mail', text(legal ? (user.LegalRepresentativeEmail ?? user.Email) : user.Email)],
  ];
  if (user.UserStatus !== 'PENDING_USER_ACTION') {
    const back = isWebUrl(returnUrl) ? `<a class="link" href="${escapeHtml(returnUrl)}">Revenir au site</a>` : '';
    renderPage(ctx, {
      title: 'Authentification déjà faite',
      issuer: ISSUER,
      body: `${facts(rows)}<p>Ce compte est déjà inscrit à l’authentification forte.</p>${back}`,
    });
    return;
  }
  renderPage(ctx, {
    title: 'Activez l’authentification forte',
    issuer: ISSUER,
    body: `${facts(rows)}
<p>Pour protéger ce compte, confirmez votre identité : elle vous sera redemandée pour les opérations sensibles.</p>
<form method="post" class="actions">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="ReturnUrl" value="${escapeHtml(returnUrl)}">
<button type="submit" name="outcome" value="authenticate" class="primary">Authentifier</button>
<button type="submit" name="outcome" value="fail" class="secondary">Échec</button>
</form>
<p class="small">Choisissez « Échec » pour simuler une authentification refusée : le compte reste en attente.</p>`,
  });
}

export const scaEnrollmentModule: SandboxModule = {
  name: 'sca-enrollment',
  routes({ api, open, control }, sandbox) {
    // POST sca/users/{UserId}/enrollment (https://docs.mangopay.com/api-reference/users/enroll-user): a new
    // session for an OWNER, whatever its status, which it does not change.
    api.post('/sca/users/:id/enrollment', (ctx) => {
      const state = clientOf(ctx);
      const user = state.get(USERS, ctx.params.id ?? '');
      if (!user) throw resourceNotFound('User', ctx.params.id ?? '');
      if (user.UserCategory !== 'OWNER') throw paramError({ UserCategory: 'Only a user whose UserCategory is OWNER can enroll in SCA.' });
      ctx.body = { PendingUserAction: pendingEnrollment(sandbox, state, user.Id) };
    });

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
      if (!user) return notFound(ctx);
      show(ctx, user, token, queryParam(ctx, 'ReturnUrl') ?? '');
    });

    open.post('/sca-enrollment/:clientId', async (ctx) => {
      const form = (ctx.request.body ?? {}) as Record<string, unknown>;
      const clientId = ctx.params.clientId ?? '';
      const token = typeof form.token === 'string' ? form.token : (queryParam(ctx, 'token') ?? '');
      const { state, user } = session(clientId, token);
      if (!user || !state) return notFound(ctx);
      if (form.outcome !== 'authenticate' && form.outcome !== 'fail') {
        renderPage(ctx, { status: 400, title: 'Choix manquant', issuer: ISSUER, body: '<p>Choisissez « Authentifier » ou « Échec ».</p>' });
        return;
      }
      if (form.outcome === 'authenticate') activate(sandbox, state, user);
      await sandbox.persist(clientId);
      const returnUrl = typeof form.ReturnUrl === 'string' ? form.ReturnUrl : (queryParam(ctx, 'ReturnUrl') ?? '');
      if (returnAfterSca(ctx, returnUrl, form.outcome === 'authenticate')) return;
      show(ctx, user, token, '');
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
