import { Link } from 'react-router-dom';
import { certificationLabel } from '@/lib/charities/certification';
import { buttonClassName } from '@/ui/Button';
import { PageHero } from '../components/PageHero';

/**
 * What each label checks, by its certification's code: its name is the one the directory's badges give
 * (lib/charities/certification.ts), its badge /img/certifications/{code in lower case, '-' for '_'}.webp.
 */
const LABEL_CHECKS: ReadonlyArray<[code: string, text: string]> = [
  ['DO_GOOD', 'L’audit décrit sur cette page : une trentaine de critères sur six axes, une note de une à trois étoiles.'],
  [
    'IDEAS',
    'Attribué pour 3 ans à l’issue de la vérification de 90 bonnes pratiques réparties en 14 objectifs de gouvernance, de gestion financière et d’évaluation.',
  ],
  [
    'DON_EN_CONFIANCE',
    'Contrôle régulier du respect d’une charte de déontologie sur la transparence, la gestion et la communication envers les donateurs.',
  ],
  ['EPIC_FONDATION', 'Sélection fondée sur l’analyse de 45 données sur l’organisation, son impact et sa capacité de croissance.'],
  ['ENTRAIDE', 'Les six critères de sélection appliqués à chacune de nos associations partenaires.'],
];

/** The label page: the Do Good audit and the other labels the directory shows. */
export function LabelPage() {
  return (
    <>
      <PageHero eyebrow="Label" title="Le label Do Good">
        <p>
          Le label Do Good distingue les associations dont la gestion, la transparence et l’impact ont été vérifiés lors d’un audit
          approfondi. Il complète notre charte qualité et apparaît sous forme de badge dans l’annuaire.
        </p>
      </PageHero>
      <section className="page-section container" aria-labelledby="audit-title">
        <h2 id="audit-title">Comment se déroule l’audit</h2>
        <ul className="card-grid card-grid--3">
          <li className="card">
            <p className="key-figure">≈ 30 critères</p>
            <h3>Six axes d’évaluation</h3>
            <p>Gestion, gouvernance et valeurs, transparence et suivi, structure et richesse humaine, impact, efficacité.</p>
          </li>
          <li className="card">
            <p className="key-figure">2 mois</p>
            <h3>Un audit approfondi</h3>
            <p>Analyse des comptes et des documents de l’association, et échanges avec son équipe dirigeante.</p>
          </li>
          <li className="card">
            <p className="key-figure">1 à 3 étoiles</p>
            <h3>Une note lisible</h3>
            <p>La note résume le niveau atteint sur l’ensemble des axes ; elle figure sur la fiche de l’association.</p>
          </li>
        </ul>
      </section>
      <section className="page-section container" aria-labelledby="labels-title">
        <h2 id="labels-title">Les labels et certifications affichés dans l’annuaire</h2>
        <ul className="card-grid card-grid--2 label-list">
          {LABEL_CHECKS.map(([code, text]) => (
            <li key={code} className="card label-list__item">
              <img
                src={`/img/certifications/${code.toLowerCase().replaceAll('_', '-')}.webp`}
                alt=""
                width="64"
                height="64"
                loading="lazy"
                decoding="async"
              />
              <div>
                <h3>{certificationLabel(code)}</h3>
                <p>{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="page-hero__actions">
          <Link to="/charte-qualité-cagnotte-solidaire" className={buttonClassName({ variant: 'secondary' })}>
            Lire la charte qualité
          </Link>
        </div>
      </section>
    </>
  );
}
