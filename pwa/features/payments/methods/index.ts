// The bank-side payment methods of /participate/{id}/payment: one-off and monthly direct debit on a
// SEPA mandate, and the bank transfer ('Virement SEPA'). Each panel takes the PaymentContext.
export { MonthlyMandateMethod, OneOffMandateMethod } from './MandateMethods';
export { BankTransferMethod } from './BankTransferMethod';
