import { Link } from 'react-router-dom';
import { Carousel } from '../components/Carousel';
import { CAUSE_CATEGORIES, categoryPath } from '../data/categories';

/** The 8 cause categories, each opening the directory filtered on it. */
export function CategoryCarousel() {
  return (
    <section className="home-section container" aria-labelledby="causes-title">
      <h2 id="causes-title">Soutenez la cause qui vous ressemble</h2>
      <Carousel
        label="Causes"
        items={CAUSE_CATEGORIES}
        getKey={(category) => category.slug}
        previousLabel="Causes précédentes"
        nextLabel="Causes suivantes"
        className="carousel--narrow"
        renderItem={(category) => (
          <Link
            to={categoryPath(category)}
            className="cause-card"
            aria-labelledby={`cause-${category.slug}`}
            aria-describedby={`cause-${category.slug}-text`}
          >
            <img src={`/img/marketing/categories/${category.slug}.svg`} alt="" width="320" height="180" loading="lazy" decoding="async" />
            <span id={`cause-${category.slug}`} className="cause-card__name">
              {category.name}
            </span>
            <span id={`cause-${category.slug}-text`} className="cause-card__text">
              {category.text}
            </span>
          </Link>
        )}
      />
    </section>
  );
}
