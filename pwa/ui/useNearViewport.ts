import { useEffect, useState, type RefObject } from 'react';
import { rendersServerMarkup } from '@/lib/server-markup';

/**
 * True once the element comes within `margin` of the screen, and from then on: what lies below the fold
 * (the pot page's QR code) does its work when it is about to be seen, not while the page loads (issue
 * 10's TBT). Without IntersectionObserver it is true at once, but never in a server-written page's
 * markup (the server cannot know; the browser's observer decides right after hydration).
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(() => !rendersServerMarkup() && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
