/**
 * The managers' e-mail when the daily money reconciliation finds differences: each one in a sentence
 * (a charity's wallet, or a pot's stored counter), and the link to the page that lists them. French,
 * text and HTML.
 */
import { LOCALE, PARIS_TIME_ZONE } from '../../../domain/constants';
import { formatEuros } from '../../../domain/money';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../../public-site';
import type { MoneyFindingView } from './money-findings.queries';

const COUNTERS: Record<string, string> = {
  donations_total_amount: 'total des dons',
  donations_count: 'nombre de dons',
  donators_count: 'nombre de donateurs',
};

const signedEuros = (cents: number) => `${cents > 0 ? '+' : '−'}${formatEuros(Math.abs(cents))}`;

/** One finding as a French sentence (also used by the tests). */
export function describeFinding(f: MoneyFindingView): string {
  if (f.kind === 'wallet_balance') {
    return `Portefeuille de l’association « ${f.charity_name ?? `n° ${f.charity_id}`} » : ${formatEuros(f.actual)} chez le prestataire de paiement, ${formatEuros(f.expected)} d’après nos enregistrements (écart ${signedEuros(f.actual - f.expected)}).`;
  }
  const counter = COUNTERS[f.field] ?? f.field;
  const show = (n: number) => (f.field === 'donations_total_amount' ? formatEuros(n) : String(n));
  return `Cagnotte « ${f.pot_name ?? `n° ${f.pot_id}`} » (n° ${f.pot_id}) : ${counter} enregistré ${show(f.actual)}, ${show(f.expected)} d’après ses dons payés.`;
}

export interface MoneyFindingsContent {
  to: string;
  firstname: string;
  runAt: string;
  findings: MoneyFindingView[];
  listUrl: string;
}

export function moneyFindingsMail(c: MoneyFindingsContent): MailMessage {
  const count = c.findings.length === 1 ? '1 écart' : `${c.findings.length} écarts`;
  const day = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: PARIS_TIME_ZONE }).format(new Date(c.runAt));
  const subject = `Contrôle des comptes du ${day} : ${count} à vérifier`;
  const lines = c.findings.map(describeFinding);
  const text = [
    `Bonjour ${c.firstname},`,
    '',
    `Le contrôle quotidien des comptes a trouvé ${count} entre nos enregistrements et l’argent réellement détenu :`,
    '',
    ...lines.map((l) => `- ${l}`),
    '',
    'Rien n’a été corrigé automatiquement. Vérifiez chaque écart avant toute correction.',
    `Voir les écarts : ${c.listUrl}`,
    '',
    'L’équipe Entraide',
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#2b1a24">
<p>Bonjour ${e(c.firstname)},</p>
<p>Le contrôle quotidien des comptes a trouvé <strong>${e(count)}</strong> entre nos enregistrements et l’argent réellement détenu :</p>
<ul>${lines.map((l) => `<li>${e(l)}</li>`).join('')}</ul>
<p>Rien n’a été corrigé automatiquement. Vérifiez chaque écart avant toute correction.</p>
<p><a href="${e(c.listUrl)}" style="display:inline-block;padding:12px 20px;background:#b8236f;color:#fff;border-radius:8px;text-decoration:none">Voir les écarts</a></p>
<p>L’équipe Entraide</p>
</body></html>`;
  return { to: c.to, subject, text, html };
}
