/**
 * The front door of api/exports/ (docs/architecture.md, "Areas and their front doors"): what the other
 * areas use of it. They import these names from here, never from one of its files.
 */
export { charityDonationsCsv, yearlyTotals, yearlyTotalsCsv } from './charity-exports';
export { csvAmount, sendCsv, toCsv } from './csv';
export { potDonationsCsv } from './pot-donations-export';
export { yearParam } from './year-range';
