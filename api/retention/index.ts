/**
 * The front door of api/retention/ (docs/architecture.md, "Areas and their front doors"): what the other
 * areas use of it. They import these names from here, never from one of its files.
 */
export { RETENTION_CRON, RETENTION_JOB, runRetention } from './retention';
