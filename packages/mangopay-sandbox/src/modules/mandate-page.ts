/**
 * The pages behind a mandate's RedirectURL and DocumentURL (open routes, for the payer's browser):
 * - /mandates/{clientId}/{id}/confirmation: the SEPA mandate to approve, with 'Confirmer' (-> SUBMITTED)
 *   and 'Annuler' (-> FAILED 001806); either way the browser is sent (303) to the mandate's ReturnURL,
 *   which carries `MandateId={id}` (https://docs.mangopay.com/api-reference/mandates/create-mandate).
 *   A mandate past its hour, already confirmed or failed is shown as such and not changed.
 * - /mandates/{clientId}/{id}/document: the mandate itself, as a page (Mangopay serves a PDF).
 */
import { friendlyFormatIBAN } from 'ibantools';
import type { Context } from 'koa';
import type { SandboxContext, SandboxModule } from '../context';
import type { ClientState } from '../state';
import { CLIENT_ID_PATTERN } from '../store';
import { BANK_ACCOUNTS, type BankAccountResource } from './bank-accounts';
import { confirmMandate, expireMandates, MANDATES, refuseMandate, type MandateResource } from './mandates';
import { escapeHtml, facts, renderPage } from './page-layout';

const ISSUER = 'Prélèvement SEPA · Mangopay';
const CREDITOR = 'MANGOPAY SA';
const STATUS_LABELS: Record<string, string> = {
  CREATED: 'En attente de votre confirmation',
  SUBMITTED: 'Confirmé',
  ACTIVE: 'Actif',
  FAILED: 'Échoué',
  EXPIRED: 'Expiré',
};
const CONSENT = `En confirmant ce mandat, vous autorisez ${CREDITOR} à envoyer des instructions à votre banque pour débiter votre compte, et votre banque à débiter votre compte conformément à ces instructions. Vous bénéficiez du droit d’être remboursé par votre banque selon les conditions de la convention passée avec elle ; une demande de remboursement doit être présentée dans les 8 semaines suivant la date de débit de votre compte.`;

interface Found {
  state: ClientState;
  mandate: MandateResource;
  account: BankAccountResource | undefined;
}

/** The mandate, after applying the one-hour expiry (pages are not API requests, so no sweep ran). */
function find(sandbox: SandboxContext, clientId: string, id: string): Found | undefined {
  if (!CLIENT_ID_PATTERN.test(clientId)) return undefined;
  const state = sandbox.state(clientId);
  if (!state.get(MANDATES, id)) return undefined;
  expireMandates(state, sandbox);
  const mandate = state.get<MandateResource>(MANDATES, id) as MandateResource;
  return { state, mandate, account: state.get<BankAccountResource>(BANK_ACCOUNTS, mandate.BankAccountId) };
}

function notFound(ctx: Context): void {
  renderPage(ctx, { status: 404, title: 'Mandat introuvable', issuer: ISSUER, body: '<p>Ce lien ne correspond à aucun mandat.</p>' });
}

const maskedIban = (iban: string) => `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;

function showConfirmation(ctx: Context, { mandate, account }: Found): void {
  const rows: Array<[string, string]> = [
    ['Créancier', CREDITOR],
    ['Titulaire du compte', account?.OwnerName ?? ''],
    ['IBAN', account ? maskedIban(account.IBAN) : ''],
    ['Type de paiement', 'Récurrent'],
  ];
  const documentLink = `<p><a href="${escapeHtml(mandate.DocumentURL)}">Lire le mandat complet</a></p>`;
  if (mandate.Status !== 'CREATED') {
    const why =
      mandate.ResultCode === '001807'
        ? 'Ce mandat a expiré : il n’a pas été confirmé dans l’heure.'
        : mandate.Status === 'FAILED'
          ? 'Ce mandat a été annulé.'
          : 'Ce mandat est déjà confirmé.';
    renderPage(ctx, {
      title: 'Mandat déjà traité',
      issuer: ISSUER,
      body: `${facts(rows)}<p>${why}</p><a class="link" href="${escapeHtml(mandate.ReturnURL)}">Revenir au site</a>`,
    });
    return;
  }
  renderPage(ctx, {
    title: 'Confirmez votre mandat de prélèvement',
    issuer: ISSUER,
    body: `${facts(rows)}
<p class="small">${escapeHtml(CONSENT)}</p>
${documentLink}
<form method="post" class="actions">
<button type="submit" name="outcome" value="confirm" class="primary">Confirmer</button>
<button type="submit" name="outcome" value="cancel" class="secondary">Annuler</button>
</form>`,
  });
}

function showDocument(ctx: Context, { mandate, account }: Found): void {
  const created = new Date((mandate.CreationDate ?? 0) * 1000).toLocaleDateString('fr-FR', { timeZone: 'UTC' });
  renderPage(ctx, {
    title: 'Mandat de prélèvement SEPA',
    issuer: ISSUER,
    body: `${facts([
      ['Référence du mandat', mandate.BankReference ?? 'attribuée à la confirmation'],
      ['Créancier', CREDITOR],
      ['Débiteur', account?.OwnerName ?? ''],
      ['IBAN', account ? (friendlyFormatIBAN(account.IBAN) ?? account.IBAN) : ''],
      ['BIC', account?.BIC ?? 'non communiqué'],
      ['Type de paiement', 'Récurrent'],
      ['Statut', STATUS_LABELS[mandate.Status] ?? mandate.Status],
      ['Créé le', created],
    ])}
<p class="small">${escapeHtml(CONSENT)}</p>`,
  });
}

export const mandatePageModule: SandboxModule = {
  name: 'mandate-page',
  routes({ open }, sandbox) {
    open.get('/mandates/:clientId/:id/confirmation', (ctx) => {
      const found = find(sandbox, ctx.params.clientId ?? '', ctx.params.id ?? '');
      if (!found) return notFound(ctx);
      showConfirmation(ctx, found);
    });
    open.get('/mandates/:clientId/:id/document', (ctx) => {
      const found = find(sandbox, ctx.params.clientId ?? '', ctx.params.id ?? '');
      if (!found) return notFound(ctx);
      showDocument(ctx, found);
    });
    open.post('/mandates/:clientId/:id/confirmation', async (ctx) => {
      const clientId = ctx.params.clientId ?? '';
      const found = find(sandbox, clientId, ctx.params.id ?? '');
      if (!found) return notFound(ctx);
      const outcome = (ctx.request.body as Record<string, unknown> | undefined)?.outcome;
      if (outcome !== 'confirm' && outcome !== 'cancel') {
        renderPage(ctx, { status: 400, title: 'Choix manquant', issuer: ISSUER, body: '<p>Choisissez « Confirmer » ou « Annuler ».</p>' });
        return;
      }
      if (found.mandate.Status === 'CREATED') {
        if (outcome === 'confirm') confirmMandate(found.state, sandbox, found.mandate);
        else refuseMandate(found.state, sandbox, found.mandate);
      }
      await sandbox.persist(clientId);
      ctx.status = 303;
      ctx.redirect(found.mandate.ReturnURL);
    });
  },
};
