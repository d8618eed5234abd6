// Where the toasts go (issue 47: a notice never covers the field being fixed, nor the thank-you's
// heading): on the half of the screen away from the focused field, else away from an element marked
// data-notice-clear, at the top by default. A notice is at most 40 % of the screen's height
// (toast.css), so it stays clear of a field whose middle is on the other half.

export type NoticePlacement = 'top' | 'bottom';

function isField(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && (element.matches('input, select, textarea') || element.isContentEditable);
}

/** The attribute of what a notice must never cover besides the focused field (the thank-you's heading). */
const NOTICE_CLEAR_ATTRIBUTE = 'data-notice-clear';

function inTopHalf(element: Element): boolean {
  const viewportHeight = window.visualViewport?.height ?? window.innerHeight;
  const rect = element.getBoundingClientRect();
  return rect.top + rect.height / 2 < viewportHeight / 2;
}

/** The event an element to keep clear sends when it appears, so that the notices already shown move. */
export const NOTICE_CLEAR_EVENT = 'entraide:notice-clear';

/** Called by an element marked data-notice-clear once it is on the page (it may come after its notice). */
export function announceNoticeClear(): void {
  window.dispatchEvent(new Event(NOTICE_CLEAR_EVENT));
}

export function noticePlacement(focused: Element | null): NoticePlacement {
  if (isField(focused)) return inTopHalf(focused) ? 'bottom' : 'top';
  const kept = document.querySelector(`[${NOTICE_CLEAR_ATTRIBUTE}]`);
  return kept && inTopHalf(kept) ? 'bottom' : 'top';
}
