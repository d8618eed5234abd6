/**
 * The 3-D Secure page behind a challenged card pay-in's SecureModeRedirectURL (/3ds/{clientId}/{payInId},
 * open: the payer's browser has no credentials). It shows the merchant, the amount and the card, and
 * two buttons: 'Authentifier' settles the pay-in as the bank would once the holder is authenticated
 * (SUCCEEDED, or the emulator-only decline of the card), 'Échec' fails it with ResultCode 101301
 * (https://docs.mangopay.com/errors/codes/101301). Either way SecureModeRedirectURL becomes null and the
 * browser is sent (303) to SecureModeReturnURL, which already carries `transactionId={payInId}`
 * (https://docs.mangopay.com/guides/payment-methods/card/direct/how-to). A pay-in already settled is
 * not changed again: the page says so, and a late POST just redirects. A session left open past its
 * lifetime (secure-mode-expiry.ts) is ended before the page is shown or posted: the page says it expired
 * (FAILED 101304), and 'Authentifier' posted late only sends the browser back, the pay-in failed.
 */
import type { Context } from 'koa';
import type { SandboxContext, SandboxModule } from '../context';
import { CLIENT_ID_PATTERN } from '../store';
import { CARDS, type CardResource } from './cards';
import { escapeHtml, facts, formatAmount, renderPage, walletOwnerName } from './page-layout';
import { authorise, type CardPayInResource } from './payins-card';
import { failPayIn, PAYINS } from './payins';
import { expireSecureModeSessions, SECURE_MODE_EXPIRED_CODE } from './secure-mode-expiry';

// Non-breaking hyphen and space: "3-D Secure" never splits across lines.
const ISSUER = 'Banque de démonstration · 3\u2011D\u00a0Secure';

/** The challenged pay-in behind the page, its session ended first if its time is up. */
async function challengedPayIn(sandbox: SandboxContext, clientId: string, id: string): Promise<CardPayInResource | undefined> {
  if (!CLIENT_ID_PATTERN.test(clientId)) return undefined;
  const state = sandbox.state(clientId);
  if (!state.get(PAYINS, id)) return undefined;
  expireSecureModeSessions(state, sandbox);
  await sandbox.persist(clientId).catch(() => undefined); // a failed write is logged; the next one retries
  const payIn = state.get<CardPayInResource>(PAYINS, id);
  return payIn?.PaymentType === 'CARD' && payIn.SecureModeNeeded ? payIn : undefined;
}

function notFound(ctx: Context): void {
  renderPage(ctx, {
    status: 404,
    title: 'Paiement introuvable',
    issuer: ISSUER,
    body: '<p>Ce lien d’authentification ne correspond à aucun paiement en attente.</p>',
  });
}

function showChallenge(ctx: Context, sandbox: SandboxContext, clientId: string, payIn: CardPayInResource): void {
  const state = sandbox.state(clientId);
  const card = state.get<CardResource>(CARDS, payIn.CardId);
  const rows: Array<[string, string]> = [
    ['Marchand', walletOwnerName(state, payIn.CreditedWalletId)],
    ['Montant', formatAmount(payIn.DebitedFunds.Amount, payIn.DebitedFunds.Currency)],
    ['Carte', card ? `•••• ${card.Alias.slice(-4)}` : 'inconnue'],
  ];
  if (payIn.Status === 'FAILED' && payIn.ResultCode === SECURE_MODE_EXPIRED_CODE) {
    renderPage(ctx, {
      title: 'Session expirée',
      issuer: ISSUER,
      body: `${facts(rows)}<p>Le délai d’authentification est dépassé : ce paiement n’a pas été effectué et ne peut plus être confirmé.</p><a class="link" href="${escapeHtml(payIn.SecureModeReturnURL)}">Revenir au site du marchand</a>`,
    });
    return;
  }
  if (payIn.Status !== 'CREATED') {
    const outcome = payIn.Status === 'SUCCEEDED' ? 'Ce paiement a déjà été authentifié.' : 'Ce paiement a déjà échoué.';
    renderPage(ctx, {
      title: 'Paiement déjà traité',
      issuer: ISSUER,
      body: `${facts(rows)}<p>${outcome}</p><a class="link" href="${escapeHtml(payIn.SecureModeReturnURL)}">Revenir au site du marchand</a>`,
    });
    return;
  }
  renderPage(ctx, {
    title: 'Confirmez votre paiement',
    issuer: ISSUER,
    body: `${facts(rows)}
<p>Pour sécuriser votre achat, votre banque vous demande de confirmer ce paiement.</p>
<form method="post" class="actions">
<button type="submit" name="outcome" value="authenticate" class="primary">Authentifier</button>
<button type="submit" name="outcome" value="fail" class="secondary">Échec</button>
</form>
<p class="small">Choisissez « Échec » pour simuler une authentification refusée.</p>`,
  });
}

export const secureModePageModule: SandboxModule = {
  name: 'secure-mode-page',
  routes({ open }, sandbox) {
    open.get('/3ds/:clientId/:id', async (ctx) => {
      const clientId = ctx.params.clientId ?? '';
      const payIn = await challengedPayIn(sandbox, clientId, ctx.params.id ?? '');
      if (!payIn) return notFound(ctx);
      showChallenge(ctx, sandbox, clientId, payIn);
    });
    open.post('/3ds/:clientId/:id', async (ctx) => {
      const clientId = ctx.params.clientId ?? '';
      const payIn = await challengedPayIn(sandbox, clientId, ctx.params.id ?? '');
      if (!payIn) return notFound(ctx);
      const outcome = (ctx.request.body as Record<string, unknown> | undefined)?.outcome;
      if (outcome !== 'authenticate' && outcome !== 'fail') {
        renderPage(ctx, { status: 400, title: 'Choix manquant', issuer: ISSUER, body: '<p>Choisissez « Authentifier » ou « Échec ».</p>' });
        return;
      }
      if (payIn.Status === 'CREATED') {
        const state = sandbox.state(clientId);
        const settled = { SecureModeRedirectURL: null };
        if (outcome === 'authenticate') authorise(state, sandbox, payIn, settled);
        else failPayIn(state, sandbox, payIn, '101301', settled);
        await sandbox.persist(clientId);
      }
      ctx.status = 303;
      ctx.redirect(payIn.SecureModeReturnURL);
    });
  },
};
