/**
 * The small HTML pages the emulator shows to a browser (3-D Secure, mandate confirmation and
 * document): French, readable at 390 px, no script, a strict CSP, and a banner saying that they are a
 * local simulation. Values are escaped here; callers pass plain text or trusted fragments.
 */
import type { Context } from 'koa';
import type { ClientState } from '../state';
import { USERS } from './users';
import { WALLETS, type WalletResource } from './wallets';

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An absolute http(s) URL: the only kind the emulator sends a browser to. */
export function isWebUrl(value: unknown): boolean {
  if (typeof value !== 'string' || !URL.canParse(value)) return false;
  return ['http:', 'https:'].includes(new URL(value).protocol);
}

/** `url` with one query parameter set, whatever query it already has (return URLs). */
export function withQueryParam(url: string, name: string, value: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set(name, value);
  return parsed.toString();
}

/**
 * After an SCA page (a user's enrolment, a recipient's): back to the platform's returnUrl with
 * `controlStatus=VALIDATED` or `FAILED`, as Mangopay's hosted SCA session returns
 * (https://docs.mangopay.com/guides/sca/session). False when there is no web URL to return to.
 */
export function returnAfterSca(ctx: Context, returnUrl: string, validated: boolean): boolean {
  if (!isWebUrl(returnUrl)) return false;
  ctx.status = 303;
  ctx.redirect(withQueryParam(returnUrl, 'controlStatus', validated ? 'VALIDATED' : 'FAILED'));
  return true;
}

/** 5784 EUR cents -> "57,84 €" (French formatting, the currency's own number of decimals). */
export function formatAmount(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('fr-FR', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** The name a payer sees for a wallet: its owner's (a charity's Name, or a person's first and last names). */
export function walletOwnerName(state: ClientState, walletId: string): string {
  const wallet = state.get<WalletResource>(WALLETS, walletId);
  const owner = wallet?.Owners[0] ? state.get(USERS, wallet.Owners[0]) : undefined;
  if (!owner) return 'Marchand inconnu';
  return owner.PersonType === 'LEGAL' ? String(owner.Name) : `${String(owner.FirstName)} ${String(owner.LastName)}`;
}

/** A definition list of label -> value rows. */
export function facts(rows: Array<[string, string]>): string {
  return `<dl>${rows.map(([k, v]) => `<div><dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd></div>`).join('')}</dl>`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f5;color:#1f2937;line-height:1.5}
.notice{margin:0;padding:.5rem 1rem;background:#fef3c7;color:#78350f;font-size:.875rem;text-align:center}
main{max-width:28rem;margin:1.25rem auto;padding:0 1rem}
.panel{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.25rem}
.issuer{margin:0 0 .25rem;font-size:.875rem;font-weight:600;color:#374151;text-transform:uppercase;letter-spacing:.04em}
h1{margin:0 0 1rem;font-size:1.375rem;line-height:1.3}
dl{margin:0 0 1rem;border-top:1px solid #e5e7eb}
dl div{display:flex;justify-content:space-between;gap:1rem;padding:.5rem 0;border-bottom:1px solid #e5e7eb}
dt{color:#4b5563}
dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
p{margin:0 0 1rem}
.actions{display:grid;gap:.75rem;margin:0 0 1rem}
button,.link{display:block;width:100%;min-height:48px;padding:.75rem 1rem;border-radius:8px;font:inherit;font-weight:600;font-size:1rem;text-align:center;cursor:pointer;text-decoration:none}
.primary{background:#1d4ed8;color:#fff;border:2px solid #1d4ed8}
.secondary{background:#fff;color:#b91c1c;border:2px solid #b91c1c}
.link{background:#fff;color:#1d4ed8;border:2px solid #1d4ed8}
button:focus-visible,.link:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.small{font-size:.875rem;color:#4b5563}
.small:last-child,.actions:last-child{margin-bottom:0}
`;

/** Renders a whole page into ctx (status 200 unless told). */
export function renderPage(ctx: Context, options: { title: string; issuer: string; body: string; status?: number }): void {
  ctx.status = options.status ?? 200;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'");
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.body = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<p class="notice" role="note">Simulateur local Mangopay : aucune banque réelle n’est contactée.</p>
<main>
<div class="panel">
<p class="issuer">${escapeHtml(options.issuer)}</p>
<h1>${escapeHtml(options.title)}</h1>
${options.body}
</div>
</main>
</body>
</html>`;
}
