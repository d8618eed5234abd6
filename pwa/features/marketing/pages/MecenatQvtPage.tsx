import { CompanyPotLinks } from '../components/CompanyPotLinks';
import { PageHero } from '../components/PageHero';

/** Article: solidarity pots as a lever for quality of life at work (QVT). */
export function MecenatQvtPage() {
  return (
    <>
      <PageHero eyebrow="Mécénat d’entreprise" title="Mécénat et qualité de vie au travail">
        <p>
          Un collectif qui s’engage ensemble pour une cause se connaît mieux, se parle davantage et trouve plus de sens à son travail. Les
          cagnottes solidaires offrent à vos équipes une occasion simple de le vivre.
        </p>
      </PageHero>
      <article className="page-section container prose">
        <h2>Le sens, un ressort de la qualité de vie au travail</h2>
        <p>
          La qualité de vie au travail tient aux conditions de travail, au dialogue, à la reconnaissance, mais aussi au sentiment d’être
          utile. Proposer à ses équipes de soutenir ensemble une association, c’est ouvrir un espace où chacun peut agir, à son rythme et
          sans obligation.
        </p>
        <h2>Des moments fédérateurs</h2>
        <ul>
          <li>
            <strong>Les défis sportifs</strong> : course, marche ou relais à vélo, où chaque kilomètre devient un don.
          </li>
          <li>
            <strong>Les événements de la vie de l’équipe</strong> : arrivée, départ, naissance, anniversaire, associés à une cause choisie
            par la personne concernée.
          </li>
          <li>
            <strong>Les séminaires et team buildings</strong> : un rallye ou un défi par équipes, dont la récompense est un don à
            l’association retenue par tous.
          </li>
        </ul>
        <h2>Quelques règles pour que cela fonctionne</h2>
        <ul>
          <li>Laisser la participation libre : personne ne doit se sentir obligé de donner ni de dire combien.</li>
          <li>Choisir la cause avec les équipes, par exemple parmi trois associations proposées.</li>
          <li>Partager les nouvelles de l’action financée une fois la collecte terminée.</li>
        </ul>
        <p>
          Sur Entraide, chaque donateur décide si son nom et son montant sont visibles, et peut donner anonymement. Les collaborateurs qui
          donnent avec un compte reçoivent leur propre reçu fiscal.
        </p>
        <CompanyPotLinks className="page-hero__actions" guides={['rse']} />
      </article>
    </>
  );
}
