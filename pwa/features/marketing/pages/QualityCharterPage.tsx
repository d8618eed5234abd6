import { Link } from 'react-router-dom';
import { buttonClassName } from '@/ui/Button';
import { PageHero } from '../components/PageHero';
import { CHARTER_CRITERIA, PUBLIC_UTILITY_RULES } from '../data/charter';

/** The quality charter: how partner charities are chosen. */
export function QualityCharterPage() {
  return (
    <>
      <PageHero eyebrow="Charte qualité" title="Notre charte qualité">
        <p>
          Toutes nos associations partenaires sont d’intérêt général ou reconnues d’utilité publique. Avant de les accueillir, nous les
          évaluons sur six critères.
        </p>
      </PageHero>

      <section className="page-section container" aria-labelledby="criteria-title">
        <h2 id="criteria-title">Les six critères de sélection</h2>
        <ol className="card-grid card-grid--3 charter-list">
          {CHARTER_CRITERIA.map((criterion, index) => (
            <li key={criterion.title} className="card">
              <p className="charter-list__number" aria-hidden="true">
                {index + 1}
              </p>
              <h3>{criterion.title}</h3>
              <p>{criterion.text}</p>
              <ul className="charter-list__checks">
                {criterion.checks.map((check) => (
                  <li key={check}>{check}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <section className="page-section container prose" aria-labelledby="utility-title">
        <h2 id="utility-title">Intérêt général et utilité publique</h2>
        <p>
          Une association d’intérêt général a une activité non lucrative, une gestion désintéressée et ne fonctionne pas au profit d’un
          cercle restreint de personnes : c’est ce qui permet à ses donateurs de bénéficier d’une réduction d’impôt.
        </p>
        <p>Pour les associations reconnues d’utilité publique, nous vérifions en outre :</p>
        <ul>
          {PUBLIC_UTILITY_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p>Nous réexaminons chaque année la situation de nos partenaires au regard de ces conditions et des six critères de la charte.</p>
        <div className="page-hero__actions">
          <Link to="/associations-partenaires-cagnotte-solidaire" className={buttonClassName({})}>
            Voir les associations partenaires
          </Link>
          <Link to="/label-do-good" className={buttonClassName({ variant: 'secondary' })}>
            Les labels que nous reconnaissons
          </Link>
        </div>
      </section>
    </>
  );
}
