import { CreatePotButton } from '../components/CreatePotEntry';
import { FOUR_STEPS } from '../data/home-content';

/** The four-step explainer: 01 choose, 02 personalise, 03 invite, 04 give and deduct. */
export function FourSteps() {
  return (
    <section className="home-section container" aria-labelledby="steps-title">
      <h2 id="steps-title">Comment ça marche ?</h2>
      <ol className="steps">
        {FOUR_STEPS.map((step, index) => (
          <li key={step.title} className="step">
            <span className="step__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <div>
              <h3 className="step__title">{step.title}</h3>
              <p className="step__text">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <CreatePotButton block className="home-section__cta" />
    </section>
  );
}
