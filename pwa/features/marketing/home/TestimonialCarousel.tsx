import { Carousel } from '../components/Carousel';
import { TESTIMONIALS } from '../data/testimonials';

/** The 17 testimonials (illustrative), swipeable and usable with the keyboard. */
export function TestimonialCarousel() {
  return (
    <section className="home-section container" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">Ils ont créé leur cagnotte</h2>
      <Carousel
        label="Témoignages"
        items={TESTIMONIALS}
        getKey={(testimonial) => testimonial.id}
        previousLabel="Témoignages précédents"
        nextLabel="Témoignages suivants"
        renderItem={(testimonial) => (
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
        )}
      />
      <p className="note">Témoignages illustratifs : les personnes et les entreprises citées sont fictives.</p>
    </section>
  );
}
