// Where the toasts go (issue 47: a notice never covers the field being fixed): at the top, unless the
// focused field sits in the top part of the screen, which a top notice would cover; then at the bottom.

export type NoticePlacement = 'top' | 'bottom';

/** The share of the screen's height, from the top, that a notice at the top may cover. */
const TOP_NOTICE_SHARE = 0.4;

function isField(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && (element.matches('input, select, textarea') || element.isContentEditable);
}

export function noticePlacement(focused: Element | null): NoticePlacement {
  if (!isField(focused)) return 'top';
  const viewportHeight = window.visualViewport?.height ?? window.innerHeight;
  return focused.getBoundingClientRect().top < viewportHeight * TOP_NOTICE_SHARE ? 'bottom' : 'top';
}
