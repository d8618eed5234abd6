/**
 * The daily money reconciliation: for each charity, the balance of its provider wallet against what our
 * records say it should hold (expectedWalletBalances), and each pot's stored counters against its
 * SUCCEEDED donations (potTotalsMismatches). Every difference is logged as an error, recorded in
 * money_findings (one row per difference, all of a run in one transaction, under the run's time) and
 * e-mailed to the managers by a job of its own (retried without checking again). It only reads and
 * reports: what to correct is a manager's call. It runs at night, when few payments are under way, since
 * a pay-in the provider accepted but whose hook is not applied yet shows as a difference until it is.
 */
import type { AppDeps } from '../../app-deps';
import type { MoneyFinding } from '../../../domain/money-findings';
import type { MoneyFindingsRow, UsersRow } from '../../db/tables.generated';
import { MANAGER_ROLE_ID } from '../manager-auth';
import { moneyFindingsMail } from './money-findings.mail';
import { expectedWalletBalances, potTotalsMismatches } from './money-expectations.queries';
import { listFindings, type MoneyFindingView } from './money-findings.queries';

export const MONEY_RECONCILIATION_JOB = 'manager.money-reconciliation';
/** 04:50 UTC: after the night's retention job, before the monthly debits of 05:00 move money. */
export const MONEY_RECONCILIATION_CRON = '50 4 * * *';
export const MONEY_FINDINGS_MAIL_JOB = 'manager.money-findings-mail';

/** A finding as a run writes it in money_findings (its run's time added). */
type FindingRow = Pick<MoneyFindingsRow, 'assoc_id' | 'pot_id' | 'field' | 'expected' | 'actual'> & { kind: MoneyFinding['kind'] };

export interface ReconciliationSummary {
  runAt: string;
  findings: number;
  walletsChecked: number;
  walletsUnread: number;
}

async function walletFindings(deps: AppDeps, summary: ReconciliationSummary): Promise<FindingRow[]> {
  const rows: FindingRow[] = [];
  for (const wallet of await expectedWalletBalances(deps.db.knex)) {
    let actual: number;
    try {
      actual = Number((await deps.payments.getWallet(wallet.walletId)).Balance.Amount);
    } catch (err) {
      summary.walletsUnread++;
      deps.logger.error({ err, assocId: wallet.assocId, walletId: wallet.walletId }, 'money reconciliation: wallet not read');
      continue;
    }
    summary.walletsChecked++;
    if (actual !== wallet.expected)
      rows.push({
        kind: 'wallet_balance',
        assoc_id: wallet.assocId,
        pot_id: null,
        field: 'wallet_balance',
        expected: wallet.expected,
        actual,
      });
  }
  return rows;
}

/** One run (see the module comment); the managers' e-mail is queued when something was found. */
export async function runMoneyReconciliation(deps: AppDeps): Promise<ReconciliationSummary> {
  const runAt = deps.clock.now();
  const summary: ReconciliationSummary = { runAt: runAt.toISOString(), findings: 0, walletsChecked: 0, walletsUnread: 0 };
  const pots = (await potTotalsMismatches(deps.db.knex)).map((m): FindingRow => ({
    kind: 'pot_totals',
    assoc_id: null,
    pot_id: m.potId,
    field: m.field,
    expected: m.expected,
    actual: m.actual,
  }));
  const findings = [...(await walletFindings(deps, summary)), ...pots];
  summary.findings = findings.length;
  if (findings.length === 0) return summary;
  for (const f of findings) deps.logger.error({ ...f, runAt }, 'money reconciliation: difference found');
  await deps.db.knex.transaction((trx) =>
    trx<MoneyFindingsRow>('money_findings').insert(findings.map((f) => ({ ...f, run_at: runAt, created_at: runAt }))),
  );
  await deps.jobs.send(MONEY_FINDINGS_MAIL_JOB, { runAt: summary.runAt });
  return summary;
}

/** The managers' e-mail about one run's findings (each active manager account). */
export async function sendMoneyFindingsMail(deps: AppDeps, runAt: string): Promise<void> {
  const findings = await listFindings(deps.db.knex, { runAt: new Date(runAt), limit: 200, offset: 0 });
  if (findings.length === 0) return;
  const managers = await deps.db
    .knex<UsersRow>('users')
    .where({ role_id: MANAGER_ROLE_ID })
    .whereNull('deleted_at')
    .orderBy('id')
    .select('email', 'firstname');
  const listUrl = new URL('/manager/ecarts', deps.config.PUBLIC_URL).toString();
  for (const manager of managers) {
    await deps.mail.send(moneyFindingsMail({ to: manager.email, firstname: manager.firstname, runAt, findings, listUrl }));
  }
}

/** The findings for the manager area, newest run first. */
export function listMoneyFindings(deps: Pick<AppDeps, 'db'>, page: { limit: number; offset: number }): Promise<MoneyFindingView[]> {
  return listFindings(deps.db.knex, page);
}
