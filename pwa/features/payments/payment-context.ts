/**
 * What every payment method panel of `/participate/{id}/payment` receives: the pot, the gift and the
 * tip in integer cents, and the donor's display choices made on the tips page.
 * - hide: hide the amount on the pot page (API is_visible = !hide).
 * - anonymous: hide the donor's name (or company name) (API is_anonymous).
 */
export interface PaymentContext {
  potId: number;
  /** The gift to the pot, in cents (>= 100). */
  amountCents: number;
  /** The optional tip to Entraide, in cents (>= 0). */
  tipCents: number;
  hide: boolean;
  anonymous: boolean;
  potName: string;
  assocName: string;
}
