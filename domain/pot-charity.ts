/**
 * When a pot's charity may still change. Every gift is paid into the wallet of the charity chosen when
 * it was made, and its tax receipt is issued by that charity: once a gift may have reached a charity (any
 * donation not FAILED: paid, refunded, or still CREATED and maybe paid at the provider) or a monthly
 * giving was promised to it (any subscription, whatever its status, since its debits keep its charity),
 * the pot keeps that charity.
 */
export interface PotGiftFacts {
  /** Donations of the pot whose status is not FAILED. */
  liveDonations: number;
  /** Subscriptions of the pot, any status. */
  subscriptions: number;
}

export function mayChangeCharity(facts: PotGiftFacts): boolean {
  return facts.liveDonations === 0 && facts.subscriptions === 0;
}
