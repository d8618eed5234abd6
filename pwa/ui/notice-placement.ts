// Where the toasts go (issue 47: a notice never covers the field being fixed): on the half of the screen
// away from the focused field, at the top by default. A notice is at most 40 % of the screen's height
// (toast.css), so it stays clear of a field whose middle is on the other half.

export type NoticePlacement = 'top' | 'bottom';

function isField(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && (element.matches('input, select, textarea') || element.isContentEditable);
}

export function noticePlacement(focused: Element | null): NoticePlacement {
  if (!isField(focused)) return 'top';
  const viewportHeight = window.visualViewport?.height ?? window.innerHeight;
  const rect = focused.getBoundingClientRect();
  return rect.top + rect.height / 2 < viewportHeight / 2 ? 'bottom' : 'top';
}
