// The quick donation's secret (`quick_token`, answered by POST /user/quick_register_card) kept for this
// tab: the browser leaves for the bank's 3-D Secure page and comes back to the pot page, where
// POST /payments/return shows the payment's details (why it failed) only to the browser holding it.
// sessionStorage: this tab only, gone when it closes; a new quick payment replaces it.
const KEY = 'entraide.quick-donation-token';

export function rememberQuickToken(token: string): void {
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // storage refused (private mode): the return page then shows the payment's status only
  }
}

export function storedQuickToken(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
