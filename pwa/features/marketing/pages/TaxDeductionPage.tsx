import { Link } from 'react-router-dom';
import { formatEuros } from '@domain/money';
import { netCost, taxReduction } from '@domain/tax';
import { CreatePotButton } from '../components/CreatePotEntry';
import { PageHero } from '../components/PageHero';

const EXAMPLES = [
  { who: 'Un particulier donne 100 € à une association d’intérêt général', amount: 10_000, percent: 66 },
  { who: 'Un particulier donne 100 € à une association d’aide aux personnes en difficulté', amount: 10_000, percent: 75 },
  { who: 'Une entreprise donne 1 000 € à une association partenaire', amount: 100_000, percent: 60 },
];

/** The tax deduction explainer, with the spec's rates and ceilings for individuals and companies. */
export function TaxDeductionPage() {
  return (
    <>
      <PageHero eyebrow="Fiscalité" title="La déduction fiscale des dons">
        <p>
          Un don à une association d’intérêt général ouvre droit à une réduction d’impôt : de 66 % à 75 % du don pour un particulier, 60 %
          pour une entreprise. Le reçu fiscal est émis automatiquement pour les donateurs inscrits.
        </p>
      </PageHero>

      <div className="container tax-columns">
        <section className="page-section prose" aria-labelledby="individuals-title">
          <h2 id="individuals-title">Vous êtes un particulier</h2>
          <ul>
            <li>
              <strong>66 %</strong> des sommes versées sont déduites de votre impôt sur le revenu, dans la limite de{' '}
              <strong>20 % de votre revenu imposable</strong>, pour un don à un organisme d’intérêt général.
            </li>
            <li>
              <strong>75 %</strong> pour les organismes qui aident les personnes en difficulté (repas, soins, logement), jusqu’à{' '}
              <strong>1 000 €</strong> de dons dans l’année ; au-delà, la réduction est de 66 %.
            </li>
            <li>
              La part des dons qui dépasse le plafond de 20 % est <strong>reportée sur les 5 années suivantes</strong>.
            </li>
          </ul>
        </section>

        <section className="page-section prose" aria-labelledby="companies-title">
          <h2 id="companies-title">Vous êtes une entreprise</h2>
          <ul>
            <li>
              <strong>60 %</strong> du don est déduit de l’impôt sur les sociétés ou sur le revenu, jusqu’à{' '}
              <strong>2 millions d’euros</strong> de dons ; <strong>40 %</strong> pour la fraction qui dépasse ce montant.
            </li>
            <li>
              Les dons retenus sont plafonnés à <strong>20 000 €</strong> ou à <strong>5 ‰ du chiffre d’affaires annuel hors taxes</strong>{' '}
              lorsque ce montant est plus élevé.
            </li>
            <li>
              L’excédent est <strong>reportable sur les 5 exercices suivants</strong>.
            </li>
          </ul>
        </section>
      </div>

      <section className="page-section container" aria-labelledby="examples-title">
        <h2 id="examples-title">Ce que coûte vraiment un don</h2>
        <ul className="card-grid card-grid--3">
          {EXAMPLES.map((example) => (
            <li key={example.who} className="card">
              <h3>{example.who}</h3>
              <p>
                Réduction d’impôt ({example.percent} %) : <strong>{formatEuros(taxReduction(example.amount, example.percent))}</strong>
              </p>
              <p className="key-figure">{formatEuros(netCost(example.amount, example.percent))}</p>
              <p>coût réel du don, pour {formatEuros(example.amount)} reçus par l’association.</p>
            </li>
          ))}
        </ul>
        <p className="note">
          Exemples de calcul dans les limites indiquées ci-dessus. Les taux et plafonds sont fixés par la loi de finances et peuvent
          évoluer : le site impots.gouv.fr fait foi.
        </p>
      </section>

      <section className="page-section container prose" aria-labelledby="receipt-title">
        <h2 id="receipt-title">Votre reçu fiscal</h2>
        <p>
          Si vous donnez avec un compte Entraide, votre reçu est disponible dans votre tableau de bord dès que le paiement est accepté, ou
          vous est adressé par l’association lorsqu’elle émet elle-même ses reçus. Un don rapide, fait sans compte, ne donne pas lieu à reçu
          fiscal. Le montant du reçu est celui de votre don : les frais ne sont jamais prélevés dessus.
        </p>
        <div className="page-hero__actions">
          <CreatePotButton />
          <Link to="/associations-partenaires-cagnotte-solidaire">Choisir une association</Link>
        </div>
      </section>
    </>
  );
}
