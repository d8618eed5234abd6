import { Link } from 'react-router-dom';
import { CreatePotLink } from '../CreatePotLink';
import { buttonClassName } from '../../ui/Button';
import './home.css';

const CATEGORIES = ['Femme', 'Humanitaire', 'Enfant', 'Environnement', 'Solidarité', 'Animaux', 'Santé', 'Éducation'];

const STEPS = [
  { title: 'Choisissez une association', text: 'Sélectionnez parmi nos partenaires la cause que vous voulez soutenir.' },
  { title: 'Personnalisez votre cagnotte', text: 'Un nom, une photo, quelques mots : elle est prête en quelques minutes.' },
  { title: 'Invitez vos proches', text: 'Partagez le lien ou le QR code par message, e-mail ou réseaux sociaux.' },
  { title: 'Donnez, et déduisez', text: 'Les dons vont à l’association ; les donateurs inscrits reçoivent un reçu fiscal.' },
];

const DIRECTORY_PATH = '/associations-partenaires-cagnotte-solidaire';

/** The home page: hero with the promise, the causes, and the four steps. */
export function HomePage() {
  return (
    <>
      <title>Entraide — cagnottes solidaires</title>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="hero__eyebrow">Cagnottes solidaires</p>
            <h1 id="hero-title" className="hero__title">
              Vos moments forts deviennent des dons
            </h1>
            <p className="hero__promise">
              Anniversaire, mariage, défi sportif : créez une cagnotte gratuite et chaque participation va à une
              association partenaire.
            </p>
            <div className="hero__actions">
              <CreatePotLink size="lg" />
              <Link to={DIRECTORY_PATH} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
                Découvrir les associations
              </Link>
            </div>
          </div>
          <figure className="hero__card" aria-label="Exemple de cagnotte">
            <span className="hero__card-badge">Exemple</span>
            <p className="hero__card-title">Les 30 ans de Camille</p>
            <p className="hero__card-cause">au profit d’une association de protection de l’enfance</p>
            <div className="hero__progress" aria-hidden="true">
              <span style={{ width: '68%' }} />
            </div>
            <p className="hero__card-figures">
              <strong>680 €</strong> collectés · 24 participants
            </p>
          </figure>
        </div>
      </section>

      <section className="home-section container" aria-labelledby="causes-title">
        <h2 id="causes-title">Soutenez la cause qui vous ressemble</h2>
        {/* The directory issue reads ?category= to pre-filter the list. */}
        <ul className="chips">
          {CATEGORIES.map((category) => (
            <li key={category}>
              <Link className="chip" to={`${DIRECTORY_PATH}?category=${encodeURIComponent(category)}`}>
                {category}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section container" aria-labelledby="steps-title">
        <h2 id="steps-title">Comment ça marche ?</h2>
        <ol className="steps">
          {STEPS.map((step, index) => (
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
        <CreatePotLink block className="home-section__cta" />
      </section>
    </>
  );
}
