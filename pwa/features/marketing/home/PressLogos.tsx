import { Link } from 'react-router-dom';
import { PRESS_OUTLETS } from '../data/press';

/** 'Ils parlent de nous': press logos (illustrative), linking to the press page. */
export function PressLogos() {
  return (
    <section className="home-section container" aria-labelledby="press-title">
      <h2 id="press-title">Ils parlent de nous</h2>
      <ul className="logo-row">
        {PRESS_OUTLETS.map((outlet) => (
          <li key={outlet.slug}>
            <img
              src={`/img/marketing/press/${outlet.slug}.svg`}
              alt={outlet.name}
              width="200"
              height="64"
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
      <p className="note">
        Médias illustratifs. <Link to="/articles-presse-sur-cagnotte-solidaire">Voir les articles</Link>
      </p>
    </section>
  );
}
