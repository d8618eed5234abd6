/**
 * The hosted SCA page behind a PENDING recipient's PendingUserAction.RedirectUrl,
 * `{publicUrl}/sca-recipient/{clientId}?token=...` (open: the user's browser has no credentials). The
 * platform adds `ReturnUrl` (percent-encoded, https://docs.mangopay.com/guides/sca/session). The page shows
 * the account to register and two buttons: 'Authentifier' makes the recipient ACTIVE, 'Échec' CANCELED
 * (recipients.ts); either way the browser is sent (303) to ReturnUrl. A recipient no longer PENDING is
 * not changed again: the page says so, a late POST just redirects. Emulator-only: Mangopay's page asks
 * for the user's authentication factors (SMS code, passkey).
 *
 * Control route: POST /__sandbox/{clientId}/recipients/{id}/sca {outcome: 'authenticate'|'fail'} — the
 * same as the buttons, without the page.
 */
import type { Context } from 'koa';
import type { SandboxContext, SandboxModule } from '../context';
import { paramError } from '../errors';
import { queryParam } from '../http';
import { CLIENT_ID_PATTERN } from '../store';
import { escapeHtml, facts, isWebUrl, renderPage, returnAfterSca } from './page-layout';
import { findRecipient, RECIPIENT_SCA_SESSIONS, settleRecipientSca } from './recipients';
import { payeeName, RECIPIENTS, type RecipientResource } from './recipients.shape';

const ISSUER = 'Mangopay · Authentification\u00a0forte';

function sessionRecipient(sandbox: SandboxContext, clientId: string, token: string): RecipientResource | undefined {
  if (!CLIENT_ID_PATTERN.test(clientId) || token === '') return undefined;
  const state = sandbox.state(clientId);
  const session = state.get(RECIPIENT_SCA_SESSIONS, token);
  return session ? state.get<RecipientResource>(RECIPIENTS, String(session.RecipientId)) : undefined;
}

function notFound(ctx: Context): void {
  renderPage(ctx, {
    status: 404,
    title: 'Session inconnue',
    issuer: ISSUER,
    body: '<p>Ce lien d’authentification ne correspond à aucun compte en attente.</p>',
  });
}

const masked = (iban: string) => `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;

function show(ctx: Context, recipient: RecipientResource, token: string, returnUrl: string): void {
  const holder = payeeName(recipient);
  const rows: Array<[string, string]> = [
    ['Compte', recipient.DisplayName],
    ['Titulaire', holder],
    ['IBAN', masked(recipient.LocalBankTransfer.EUR.IBAN)],
  ];
  const back = isWebUrl(returnUrl) ? `<a class="link" href="${escapeHtml(returnUrl)}">Revenir au site</a>` : '';
  if (recipient.Status !== 'PENDING') {
    const outcome = recipient.Status === 'CANCELED' ? 'L’authentification de ce compte a échoué.' : 'Ce compte a déjà été authentifié.';
    renderPage(ctx, { title: 'Compte déjà traité', issuer: ISSUER, body: `${facts(rows)}<p>${outcome}</p>${back}` });
    return;
  }
  renderPage(ctx, {
    title: 'Confirmez ce compte de versement',
    issuer: ISSUER,
    body: `${facts(rows)}
<p>Pour enregistrer ce compte bancaire, confirmez qu’il s’agit bien de vous.</p>
<form method="post" class="actions">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="ReturnUrl" value="${escapeHtml(returnUrl)}">
<button type="submit" name="outcome" value="authenticate" class="primary">Authentifier</button>
<button type="submit" name="outcome" value="fail" class="secondary">Échec</button>
</form>
<p class="small">Choisissez « Échec » pour simuler une authentification refusée : le compte ne sera pas enregistré.</p>`,
  });
}

export const recipientScaPageModule: SandboxModule = {
  name: 'recipient-sca-page',
  routes({ open, control }, sandbox) {
    open.get('/sca-recipient/:clientId', (ctx) => {
      const token = queryParam(ctx, 'token') ?? '';
      const recipient = sessionRecipient(sandbox, ctx.params.clientId ?? '', token);
      if (!recipient) return notFound(ctx);
      show(ctx, recipient, token, queryParam(ctx, 'ReturnUrl') ?? '');
    });

    open.post('/sca-recipient/:clientId', async (ctx) => {
      const clientId = ctx.params.clientId ?? '';
      const form = (ctx.request.body ?? {}) as Record<string, unknown>;
      const token = typeof form.token === 'string' ? form.token : (queryParam(ctx, 'token') ?? '');
      const recipient = sessionRecipient(sandbox, clientId, token);
      if (!recipient) return notFound(ctx);
      if (form.outcome !== 'authenticate' && form.outcome !== 'fail') {
        renderPage(ctx, { status: 400, title: 'Choix manquant', issuer: ISSUER, body: '<p>Choisissez « Authentifier » ou « Échec ».</p>' });
        return;
      }
      settleRecipientSca(sandbox, sandbox.state(clientId), recipient, form.outcome === 'authenticate');
      await sandbox.persist(clientId);
      const returnUrl = typeof form.ReturnUrl === 'string' ? form.ReturnUrl : (queryParam(ctx, 'ReturnUrl') ?? '');
      if (returnAfterSca(ctx, returnUrl, form.outcome === 'authenticate')) return;
      show(ctx, recipient, token, '');
    });

    control.post('/:clientId/recipients/:id/sca', async (ctx) => {
      const clientId = ctx.params.clientId ?? '';
      const state = sandbox.state(clientId);
      const recipient = findRecipient(state, ctx.params.id ?? '');
      const outcome = (ctx.request.body as Record<string, unknown> | undefined)?.outcome;
      if (outcome !== 'authenticate' && outcome !== 'fail') throw paramError({ outcome: "The outcome must be 'authenticate' or 'fail'." });
      if (recipient.Status !== 'PENDING') throw paramError({ Status: `The recipient is ${recipient.Status}, not PENDING` });
      settleRecipientSca(sandbox, state, recipient, outcome === 'authenticate');
      await sandbox.persist(clientId);
      ctx.body = { Id: recipient.Id, Status: recipient.Status };
    });
  },
};
