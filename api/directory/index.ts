/**
 * The front door of api/directory/ (docs/architecture.md, "Areas and their front doors"): what the other
 * areas use of it. They import these names from here, never from one of its files.
 */
export { presentCharity } from './assocs.presenter';
export { findCharityById } from './assocs.queries';
export { directoryFirstPage } from './first-page';
