import { Link } from 'react-router-dom';
import { buttonClassName } from '@/ui/Button';
import { CreatePotButton } from '../components/CreatePotEntry';
import { DIRECTORY_PATH } from '../data/categories';

/** The promise, the two main actions, and an example pot card (marked as an example). */
export function HomeHero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="hero__eyebrow">Cagnottes solidaires</p>
          <h1 id="hero-title" className="hero__title">
            Vos moments forts deviennent des dons
          </h1>
          <p className="hero__promise">
            Anniversaire, mariage, défi sportif : créez une cagnotte gratuite et chaque participation va à une association partenaire.
          </p>
          <div className="hero__actions">
            <CreatePotButton size="lg" />
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
            <strong>680 €</strong> collectés · 24 participants
          </p>
        </figure>
      </div>
    </section>
  );
}
