import { Link } from 'react-router-dom';
import { CAUSE_CATEGORIES, categoryPath, type CauseCategory } from '../data/categories';
import { HomeCarousel } from './HomeCarousel';

/** The 8 cause categories, each opening the directory filtered on it. */
export function CategoryCarousel() {
  return <HomeCarousel name="causes" items={CAUSE_CATEGORIES} getKey={(category) => category.slug} renderItem={causeCard} />;
}

function causeCard(category: CauseCategory) {
  return (
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
  );
}
