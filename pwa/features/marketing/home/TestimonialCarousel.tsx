import { TESTIMONIALS, type Testimonial } from '../data/testimonials';
import { HomeCarousel } from './HomeCarousel';

/** The 17 testimonials (illustrative), swipeable and usable with the keyboard. */
export function TestimonialCarousel() {
  return (
    <HomeCarousel name="testimonials" items={TESTIMONIALS} getKey={(testimonial) => testimonial.id} renderItem={testimonialCard}>
      <p className="note">Témoignages illustratifs : les personnes et les entreprises citées sont fictives.</p>
    </HomeCarousel>
  );
}

function testimonialCard(testimonial: Testimonial) {
  return (
    <figure className="testimonial">
      <blockquote className="testimonial__text">
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className="testimonial__author">
        <img src={testimonial.image} alt="" width="56" height="56" loading="lazy" decoding="async" />
        <span>{testimonial.nameRoleAge}</span>
        {testimonial.logo && (
          <img
            className="testimonial__logo"
            src={testimonial.logo.src}
            alt={testimonial.logo.alt}
            width="100"
            height="40"
            loading="lazy"
            decoding="async"
          />
        )}
      </figcaption>
    </figure>
  );
}
