/**
 * What closing an account asks of the areas that hold something the person committed outside accounts
 * (today payments: the mandates to cancel at the provider). accounts does not import those areas: a
 * composition root registers their steps (api/account-closure-steps.ts, called by api/app.ts and
 * api/jobs/registry.ts, as api/provider-hooks.ts is for the provider's events), and `closeAccount` runs
 * every registered step: `inTransaction` in the closing transaction, then `afterCommit` outside it when
 * the first answered that something is left to do there. A step whose `afterCommit` fails is logged and
 * left to its area's own retry (the mandate cancellations job).
 */
import type { Knex } from 'knex';
import type { AppDeps } from '../app-deps';

export type ClosureStepDeps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'logger'>;

export interface AccountClosureStep {
  /** In the closing transaction; answers whether `afterCommit` has something to do. */
  inTransaction: (trx: Knex.Transaction, userId: number, now: Date) => Promise<boolean>;
  /** After the commit, outside any transaction (a provider call). */
  afterCommit: (deps: ClosureStepDeps, userId: number) => Promise<unknown>;
}

const steps = new Map<string, AccountClosureStep>();

/** Adds (or replaces) the steps of these names; registering the same table again changes nothing. */
export function registerAccountClosureSteps(table: Readonly<Record<string, AccountClosureStep>>): void {
  for (const [name, step] of Object.entries(table)) steps.set(name, step);
}

/** The registered steps, by name, in the order they were first registered. */
export function accountClosureSteps(): ReadonlyArray<[string, AccountClosureStep]> {
  return [...steps.entries()];
}
