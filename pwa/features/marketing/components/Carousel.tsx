import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNearViewport } from '@/ui/useNearViewport';
import './carousel.css';

type CarouselProps<T> = {
  /** Accessible name of the carousel region (e.g. 'Témoignages'). */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Names of the scroll buttons, e.g. 'Témoignages précédents'. */
  previousLabel: string;
  nextLabel: string;
  className?: string;
};

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * A horizontal carousel: native scrolling with scroll-snap (swipe on a phone), previous and next
 * buttons, and the keyboard (the track takes the focus; arrows move one slide, Home and End jump).
 * Every slide stays in the page, so links inside are reached with Tab as usual.
 */
export function Carousel<T>({ label, items, getKey, renderItem, previousLabel, nextLabel, className }: CarouselProps<T>) {
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const updateEdges = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const atStart = track.scrollLeft <= 2;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
    setEdges((prev) => (prev.atStart === atStart && prev.atEnd === atEnd ? prev : { atStart, atEnd }));
  }, []);

  // Measured once the carousel comes near the screen: reading the track's sizes while the page starts
  // forced a layout of the whole page in the first render's effects (the home page's blocking time, docs/performance.md).
  const near = useNearViewport(trackRef);
  useEffect(() => {
    if (!near) return undefined;
    updateEdges();
    window.addEventListener('resize', updateEdges);
    return () => window.removeEventListener('resize', updateEdges);
  }, [near, updateEdges]);

  function step(direction: 1 | -1) {
    const track = trackRef.current;
    const slide = track?.querySelector<HTMLElement>('.carousel__slide');
    if (!track || !slide) return;
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
    track.scrollBy?.({ left: direction * (slide.offsetWidth + gap), behavior: scrollBehavior() });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (event.target !== event.currentTarget) return;
    const track = event.currentTarget;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      step(event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      track.scrollTo?.({ left: event.key === 'Home' ? 0 : track.scrollWidth, behavior: scrollBehavior() });
    }
  }

  const stepButtons = [
    { direction: -1, name: previousLabel, arrow: '‹', disabled: edges.atStart },
    { direction: 1, name: nextLabel, arrow: '›', disabled: edges.atEnd },
  ] as const;

  return (
    <section className={['carousel', className ?? ''].filter(Boolean).join(' ')} aria-label={label}>
      <ul
        id={trackId}
        ref={trackRef}
        className="carousel__track"
        tabIndex={0}
        aria-label={`${label} (${items.length}) — faites défiler avec les flèches du clavier`}
        onScroll={updateEdges}
        onKeyDown={handleKeyDown}
      >
        {items.map((item, index) => (
          <li key={getKey(item)} className="carousel__slide">
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      <div className="carousel__controls">
        {stepButtons.map(({ direction, name, arrow, disabled }) => (
          <button
            key={direction}
            type="button"
            className="carousel__button"
            aria-label={name}
            aria-controls={trackId}
            disabled={disabled}
            onClick={() => step(direction)}
          >
            <span aria-hidden="true">{arrow}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
