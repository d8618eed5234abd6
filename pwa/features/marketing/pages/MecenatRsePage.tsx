import { Link } from 'react-router-dom';
import { CompanyPotLinks } from '../components/CompanyPotLinks';
import { PageHero } from '../components/PageHero';

/** Article: corporate giving as part of the company's social responsibility (RSE). */
export function MecenatRsePage() {
  return (
    <>
      <PageHero eyebrow="Mécénat d’entreprise" title="Mécénat et RSE : donner du sens à vos engagements">
        <p>
          La responsabilité sociétale des entreprises (RSE) ne se résume pas à réduire son empreinte : elle passe aussi par ce que
          l’entreprise apporte à son territoire et à la société. Le mécénat en est l’expression la plus directe.
        </p>
      </PageHero>
      <article className="page-section container prose">
        <h2>Le mécénat, un pilier visible de la RSE</h2>
        <p>
          Soutenir une association d’intérêt général, c’est agir sur des enjeux que l’entreprise ne traite pas seule : insertion, santé,
          environnement, éducation. Pour vos collaborateurs, vos clients et vos partenaires, c’est une preuve concrète de vos engagements,
          bien plus parlante qu’une déclaration d’intention.
        </p>
        <h2>Pourquoi passer par une cagnotte solidaire</h2>
        <ul>
          <li>
            <strong>Impliquer les équipes</strong> : les collaborateurs choisissent la cause, donnent s’ils le souhaitent et suivent la
            collecte en direct.
          </li>
          <li>
            <strong>Abonder les dons</strong> : l’entreprise peut compléter ce que donnent ses équipes, par carte ou par virement SEPA.
          </li>
          <li>
            <strong>Rester à vos couleurs</strong> : logo, couleur, message de la direction, partage ouvert ou réservé.
          </li>
          <li>
            <strong>Sécuriser la démarche</strong> : des associations sélectionnées selon notre charte qualité, des fonds versés sur un
            compte ouvert à leur nom, un reçu fiscal pour chaque don.
          </li>
        </ul>
        <h2>Ce que prévoit la fiscalité</h2>
        <p>
          Les dons de l’entreprise ouvrent droit à une réduction d’impôt de 60 % jusqu’à 2 millions d’euros (40 % au-delà), dans la limite
          de 20 000 € ou de 5 ‰ du chiffre d’affaires hors taxes si ce montant est plus élevé, avec un report possible sur cinq exercices.
          Le détail figure sur notre page consacrée à la <Link to="/deduction-fiscale-des-dons">déduction fiscale des dons</Link>.
        </p>
        <h2>Mesurer et rendre compte</h2>
        <p>
          Montants collectés, dates de clôture, associations soutenues : le tableau de bord de votre compte entreprise rassemble les
          chiffres utiles à votre rapport RSE ou à votre communication interne. Demandez à l’association des nouvelles de l’action
          financée : c’est le meilleur moyen de faire vivre l’engagement après la collecte.
        </p>
        <h2>Trois idées pour commencer</h2>
        <ol>
          <li>Remplacer les cadeaux de fin d’année aux clients par un don commun à une association locale.</li>
          <li>Transformer le challenge sportif annuel en collecte, chaque kilomètre parrainé par l’entreprise.</li>
          <li>Associer chaque pot de départ ou anniversaire d’entreprise à la cause choisie par la personne fêtée.</li>
        </ol>
        <CompanyPotLinks className="page-hero__actions" guides={['qvt']} />
      </article>
    </>
  );
}
