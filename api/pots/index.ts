/**
 * The front door of api/pots/ (docs/architecture.md, "Areas and their front doors"): what the other
 * areas use of it. They import these names from here, never from one of its files.
 */
export { createLiveHub, type LiveHub } from './live/live-hub';
export { findParticipants } from './participants.queries';
export { presentParticipant } from './participants.service';
export { lockPotCharity } from './pot-charity';
export { notPotOwner, potNotFound } from './pot-errors';
export { potIdOf } from './pot-id';
export { potPageRenderer } from './pot-page.renderer';
export { potIsClosed } from './pots.presenter';
export { sanitizeDescription } from './rich-text.sanitizer';
export {
  handlePotClosing,
  POT_CLOSED_MAIL_JOB,
  POT_CLOSINGS_CRON,
  POT_CLOSINGS_JOB,
  runPotClosings,
  sendPotClosedMail,
  type ClosedAccountRecipient,
} from './pot-closing';
