import { BENEFITS } from '../data/home-content';

/** What the service guarantees to organisers and donors. */
export function Benefits() {
  return (
    <section className="home-section container" aria-labelledby="benefits-title">
      <h2 id="benefits-title">Pourquoi choisir Entraide ?</h2>
      <ul className="card-grid card-grid--3">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className="card benefit">
            <img
              className="card__icon"
              src={`/img/marketing/icons/${benefit.icon}.svg`}
              alt=""
              width="56"
              height="56"
              loading="lazy"
              decoding="async"
            />
            <h3>{benefit.title}</h3>
            <p>{benefit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
