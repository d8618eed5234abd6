import { CompanyPotLinks } from '../components/CompanyPotLinks';

/** The company giving section: what a company pot adds, and where to go next. */
export function CompanyGiving() {
  return (
    <section className="page-section--alt company-giving" aria-labelledby="company-title">
      <div className="container company-giving__inner">
        <div>
          <p className="hero__eyebrow">Entreprises</p>
          <h2 id="company-title">Faites de vos événements d’entreprise des actions de mécénat</h2>
          <p>
            Pot de départ, anniversaire de l’entreprise, challenge sportif, cadeaux clients : ouvrez une cagnotte à vos couleurs, avec votre
            logo, et partagez-la avec vos collaborateurs, vos clients et vos partenaires. Les dons de l’entreprise ouvrent droit à une
            réduction d’impôt de 60 %.
          </p>
          <ul className="company-giving__list">
            <li>Une cagnotte à votre image : logo, couleur, partage public ou réservé.</li>
            <li>Un reçu fiscal pour l’entreprise comme pour chaque collaborateur donateur.</li>
            <li>Un suivi clair des montants collectés pour votre rapport RSE.</li>
          </ul>
        </div>
        <CompanyPotLinks className="company-giving__actions" guides={['rse', 'qvt']} />
      </div>
    </section>
  );
}
