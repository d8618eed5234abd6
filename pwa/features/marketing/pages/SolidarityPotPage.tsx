import { Link } from 'react-router-dom';
import { CreatePotButton } from '../components/CreatePotEntry';
import { LabelledCells } from '@/ui/TableContent';
import { PageHero } from '../components/PageHero';

const DIFFERENCES: ReadonlyArray<{ title: string; classic: string; solidarity: string }> = [
  {
    title: 'Qui reçoit l’argent',
    classic: 'L’organisateur, qui achète ensuite un cadeau ou le garde.',
    solidarity: 'Une association d’intérêt général, directement, sur un compte à son nom.',
  },
  {
    title: 'Les frais',
    classic: 'Souvent prélevés sur la collecte ou payés par les participants.',
    solidarity: 'Aucun pour l’organisateur et les donateurs ; ils sont facturés aux associations.',
  },
  {
    title: 'La fiscalité',
    classic: 'Aucun avantage fiscal pour les participants.',
    solidarity: 'Un reçu fiscal pour les donateurs inscrits : 66 % à 75 % du don déduits de l’impôt, 60 % pour une entreprise.',
  },
];

/** What a solidarity pot is (the spec's cagnotteSolidaire page, which had no content). */
export function SolidarityPotPage() {
  return (
    <>
      <PageHero eyebrow="Cagnotte solidaire" title="Qu’est-ce qu’une cagnotte solidaire ?" actions={<CreatePotButton size="lg" />}>
        <p>
          C’est une cagnotte en ligne ouverte pour un événement de votre vie, dont tous les dons reviennent à une association. Vos proches
          participent comme pour un cadeau commun, et c’est une cause qui en profite.
        </p>
      </PageHero>
      <section className="page-section container" aria-labelledby="differences-title">
        <h2 id="differences-title">Ce qui la distingue d’une cagnotte classique</h2>
        <div className="compare-table-wrap">
          <table className="compare-table" role="table">
            <thead>
              <tr role="row">
                <th scope="col">
                  <span className="visually-hidden">Point de comparaison</span>
                </th>
                <th scope="col">Cagnotte classique</th>
                <th scope="col">Cagnotte solidaire</th>
              </tr>
            </thead>
            <tbody>
              {DIFFERENCES.map((row) => (
                <tr key={row.title} role="row">
                  <th scope="row" role="rowheader">
                    {row.title}
                  </th>
                  <LabelledCells labels={['Cagnotte classique', 'Cagnotte solidaire']} values={[row.classic, row.solidarity]} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="page-section container prose" aria-labelledby="occasions-title">
        <h2 id="occasions-title">Pour quelles occasions ?</h2>
        <p>
          Un anniversaire ou un mariage où l’on préfère un don à un cadeau, une naissance, un hommage à un proche disparu, un défi sportif
          parrainé, un pot de départ ou un événement d’entreprise : toute occasion de se rassembler peut devenir une collecte.
        </p>
        <h2>Où va l’argent ?</h2>
        <p>
          Chaque don est versé sur un compte de cantonnement ouvert au nom de l’association, chez notre prestataire de paiement. Ni
          l’organisateur ni Entraide ne détiennent les fonds. L’association les reçoit en intégralité.
        </p>
        <h2>Combien de temps dure-t-elle ?</h2>
        <p>
          De 2 à 365 jours : vous fixez la date de fin, pouvez la modifier, et clôturer la cagnotte plus tôt si vous le souhaitez. Les
          donateurs peuvent aussi donner chaque mois jusqu’à la fin de la collecte.
        </p>
        <p>
          <Link to="/comment-fonctionne-une-cagnotte-solidaire">Voir les étapes en détail</Link>
        </p>
      </section>
    </>
  );
}
