/**
 * What closing an account asks of the other areas (a composition root, as api/provider-hooks.ts is for
 * the provider's events): payments marks the person's usable mandates for cancellation in the closing
 * transaction and asks the provider to cancel them after the commit (its mandate cancellations job retries
 * what the provider did not take). accounts runs the steps (api/accounts/closure-steps.ts) without
 * importing payments; api/app.ts (the web process, which answers DELETE /user) and api/jobs/registry.ts
 * (the job processes, so that a job closing accounts would run them too) register this table.
 */
import { type AccountClosureStep, registerAccountClosureSteps } from './accounts';
import { cancelRequestedMandates, requestMandateCancellations } from './payments';

const ACCOUNT_CLOSURE_STEPS: Readonly<Record<string, AccountClosureStep>> = {
  'payments.mandates': {
    inTransaction: async (trx, userId, now) => (await requestMandateCancellations(trx, userId, now)).length > 0,
    afterCommit: (deps, userId) => cancelRequestedMandates(deps, userId),
  },
};

/** Registers every area's closure step (safe to call more than once). */
export function registerClosureSteps(): void {
  registerAccountClosureSteps(ACCOUNT_CLOSURE_STEPS);
}
