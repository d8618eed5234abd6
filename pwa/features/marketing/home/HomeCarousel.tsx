import type { ReactNode } from 'react';
import { Carousel } from '../components/Carousel';

/** The home page's carousels: each section's title, and the names screen readers give the carousel and its buttons. */
const CAROUSELS = {
  causes: {
    title: 'Soutenez la cause qui vous ressemble',
    label: 'Causes',
    previousLabel: 'Causes précédentes',
    nextLabel: 'Causes suivantes',
    className: 'carousel--narrow',
  },
  testimonials: {
    title: 'Ils ont créé leur cagnotte',
    label: 'Témoignages',
    previousLabel: 'Témoignages précédents',
    nextLabel: 'Témoignages suivants',
  },
};

type HomeCarouselProps<T> = {
  /** Which carousel (its texts above; its title's id is `{name}-title`). */
  name: keyof typeof CAROUSELS;
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Shown under the carousel. */
  children?: ReactNode;
};

/** A section of the home page holding a carousel under its title. */
export function HomeCarousel<T>({ name, children, ...slides }: HomeCarouselProps<T>) {
  const { title, ...labels } = CAROUSELS[name];
  return (
    <section className="home-section container" aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>{title}</h2>
      <Carousel {...labels} {...slides} />
      {children}
    </section>
  );
}
