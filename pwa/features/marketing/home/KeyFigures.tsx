import { KEY_FIGURES } from '../data/home-content';

/** Key figures of the spec. */
export function KeyFigures() {
  return (
    <section className="home-section container" aria-labelledby="figures-title">
      <h2 id="figures-title">La générosité en chiffres</h2>
      <dl className="figures">
        {KEY_FIGURES.map((figure) => (
          <div key={figure.label} className="figures__item">
            <dt className="figures__label">{figure.label}</dt>
            <dd className="figures__value key-figure">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
