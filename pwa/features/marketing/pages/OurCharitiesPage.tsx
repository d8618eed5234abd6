import { Link } from 'react-router-dom';
import { buttonClassName } from '@/ui/Button';
import { PageHero } from '../components/PageHero';
import { CAUSE_CATEGORIES, categoryPath, DIRECTORY_PATH } from '../data/categories';

/** How partner charities are chosen and paid (the spec's nosAssociations page, which had no content). */
export function OurCharitiesPage() {
  return (
    <>
      <PageHero
        eyebrow="Nos associations"
        title="Des associations choisies, accompagnées et payées en toute transparence"
        actions={
          <Link to={DIRECTORY_PATH} className={buttonClassName({ size: 'lg' })}>
            Parcourir l’annuaire
          </Link>
        }
      >
        <p>
          Derrière chaque cagnotte, une association d’intérêt général ou reconnue d’utilité publique, sélectionnée selon notre charte
          qualité.
        </p>
      </PageHero>
      <section className="page-section container" aria-labelledby="causes-list-title">
        <h2 id="causes-list-title">Huit grandes causes</h2>
        <ul className="card-grid card-grid--4">
          {CAUSE_CATEGORIES.map((category) => (
            <li key={category.slug} className="card">
              <h3>
                <Link to={categoryPath(category)}>{category.name}</Link>
              </h3>
              <p>{category.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="page-section container prose" aria-labelledby="selection-title">
        <h2 id="selection-title">Comment nous les choisissons</h2>
        <p>
          Gestion, gouvernance, transparence, équipe, impact et efficacité : chaque association est évaluée sur les six critères de notre{' '}
          <Link to="/charte-qualité-cagnotte-solidaire">charte qualité</Link>. Les labels qu’elle a obtenus sont affichés sur sa fiche, tout
          comme les objectifs de développement durable auxquels elle contribue.
        </p>
        <h2>Comment elles reçoivent les dons</h2>
        <p>
          Les dons sont versés sur un compte ouvert au nom de l’association chez notre prestataire de paiement, puis reversés sur son compte
          bancaire. L’association émet les reçus fiscaux, ou nous les émettons pour elle automatiquement.
        </p>
        <h2>Votre association n’est pas encore partenaire ?</h2>
        <p>
          Présentez-la-nous à <a href="mailto:partenariats@entraide.example">partenariats@entraide.example</a> : nous vous expliquerons la
          démarche d’évaluation et les conditions du partenariat.
        </p>
      </section>
    </>
  );
}
