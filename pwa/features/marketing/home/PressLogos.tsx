import { Link } from 'react-router-dom';
import { LogoRow } from '@/ui/LogoRow';
import { PRESS_OUTLETS } from '../data/press';

/** 'Ils parlent de nous': press logos (illustrative), linking to the press page. */
export function PressLogos() {
  return (
    <section className="home-section container" aria-labelledby="press-title">
      <h2 id="press-title">Ils parlent de nous</h2>
      <LogoRow logos={PRESS_OUTLETS} folder="press" width={200} className="press-logos" />
      <p className="note">
        Médias illustratifs. <Link to="/articles-presse-sur-cagnotte-solidaire">Voir les articles</Link>
      </p>
    </section>
  );
}
