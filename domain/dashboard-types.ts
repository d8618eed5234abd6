/**
 * What the personal dashboard's calls answer (spec accounts §3, docs/api-contract.md): the caller's donations
 * (`GET /user/donations`), monthly donations (`GET /user/subscriptions`) and pots (`GET /cagnottes`).
 * Money is integer cents, instants ISO 8601 UTC, days `YYYY-MM-DD`.
 */

/** One donation of the caller, as `GET /user/donations` lists it (newest first). */
export interface DashboardDonation {
  id: number;
  pot_id: number;
  pot_name: string;
  /** The pot still takes donations: active and not closed (its name links to /participate/{id}). */
  pot_is_active: boolean;
  /** Closing instant of the pot. */
  pot_closing_date: string;
  /** The pot is closed (closing date passed or closed by its organiser): 'Terminée'. */
  pot_is_closed: boolean;
  /** The pot's charity (its annual receipt is asked by this id). */
  assoc_id: number;
  assoc_name: string;
  assoc_cerfa_type: 'GENERATED' | 'SENT_BY_ASSOC';
  /** The gift alone, in cents. */
  amount: number;
  /** The platform tip, in cents. */
  gift_entraide: number;
  payment_status: string;
  payment_method: string;
  /** Set for the monthly debits of a subscription. */
  subscription_id: number | null;
  donated_at: string;
  payment_success_date: string | null;
  donated_by_id: number;
  /**
   * Path of the receipt PDF when the receipt cell offers one: `/api/v1/user/donations/{id}/cerfa`, or for
   * a monthly debit of a finished year the annual receipt `/api/v1/user/receipts/annual?assoc_id=&year=`.
   */
  cerfa_pdf: string | null;
}

/** One monthly donation of the caller (`charity_subscription`). */
export interface DashboardSubscription {
  id: number;
  pot_id: number;
  /** The pot the debits go to (the name links to /participate/{donated_to_id}). */
  donated_to_id: number;
  pot_name: string;
  pot_closing_date: string;
  pot_is_closed: boolean;
  assoc_name: string;
  /** GENERATED: the yearly receipt is Entraide's, in the dashboard; SENT_BY_ASSOC: the charity sends it. */
  assoc_cerfa_type: 'GENERATED' | 'SENT_BY_ASSOC';
  status: string;
  debit_day: number;
  recurrence: string;
  amount: number;
  gift_entraide: number;
  /** The next debit day (`YYYY-MM-DD`) while the subscription runs, else null. */
  next_debit_on: string | null;
  created_at: string;
}

/** One pot of the caller (`charity_pot` as the dashboard uses it). */
export interface DashboardPot {
  id: number;
  name: string;
  closing_date: string;
  event_type: { id: number };
  assoc: { id: number; name: string };
  pot_type: 0 | 1;
  donations_total_amount: number;
  donators_count: number;
  closed: boolean;
  is_active: boolean;
  /** The company's own creation-flow donation to the pot (`is_main`), when there is one. */
  donation: { id: number; status: string } | null;
}
