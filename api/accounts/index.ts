/**
 * The front door of api/accounts/ (docs/architecture.md, "Areas and their front doors"): what the other
 * areas use of it. They import these names from here, never from one of its files.
 */
export { type AccountClosureStep, registerAccountClosureSteps } from './closure-steps';
export { refuseCommonPassword } from './common-passwords';
export { hashPassword } from './password-hashing';
export { hasPaymentAccount } from './has-payment-account';
export { closeAllSessions, openSession, resumeSession, type SessionUser } from './sessions.service';
export { presentAuth } from './user.presenter';
export { emailTaken, findAccount, updateUser, type Account } from './users.queries';
