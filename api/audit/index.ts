/**
 * The front door of api/audit/ (docs/architecture.md, "Areas and their front doors"): what the other
 * areas use of it. They import these names from here, never from one of its files.
 */
export { listAudit, presentAuditEntry, recordAudit } from './audit-log';
