/**
 * The front door of api/dashboard/ (docs/architecture.md, "Areas and their front doors"): what the other
 * areas use of it. They import these names from here, never from one of its files.
 */
export { presentSubscription } from './subscriptions.presenter';
export { findUserSubscription } from './subscriptions.queries';
