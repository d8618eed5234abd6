import { Link } from 'react-router-dom';
import { CreatePotButton } from '../components/CreatePotEntry';
import { PageHero } from '../components/PageHero';

const WHO_PAYS: ReadonlyArray<{ who: string; price: string; detail: string }> = [
  {
    who: 'Organisateur, particulier ou entreprise',
    price: '0 €',
    detail: 'Création de cagnottes gratuite et illimitée, sans abonnement ni frais d’installation.',
  },
  { who: 'Donateur', price: '0 €', detail: 'Aucun frais prélevé sur votre don : un don de 100 € donne un reçu fiscal de 100 €.' },
  {
    who: 'Association partenaire',
    price: 'Selon convention',
    detail:
      'Frais bancaires, vérifications d’identité et de conformité, plateforme et émission des reçus, prévus dans sa convention de partenariat.',
  },
];

/** Pricing: what is true — free for organisers and donors, costs borne by partner charities. */
export function PricingPage() {
  return (
    <>
      <PageHero eyebrow="Tarifs" title="Gratuit pour les organisateurs et les donateurs" actions={<CreatePotButton size="lg" />}>
        <p>
          Créer une cagnotte et donner ne coûtent rien. Les frais de fonctionnement du service sont pris en charge par les associations
          partenaires, qui en conviennent avec nous lorsqu’elles rejoignent Entraide.
        </p>
      </PageHero>
      <section className="page-section container" aria-labelledby="who-pays-title">
        <h2 id="who-pays-title">Qui paie quoi ?</h2>
        <ul className="card-grid card-grid--3">
          {WHO_PAYS.map((row) => (
            <li key={row.who} className="card">
              <h3>{row.who}</h3>
              <p className="key-figure">{row.price}</p>
              <p>{row.detail}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="page-section container prose" aria-labelledby="tip-title">
        <h2 id="tip-title">Une contribution facultative</h2>
        <p>
          Au moment de payer, vous pouvez ajouter une contribution au fonctionnement d’Entraide. Elle est facultative, n’est jamais ajoutée
          d’office et ne réduit pas votre don : l’association reçoit exactement le montant que vous avez choisi de lui donner.
        </p>
        <h2>Et pour les entreprises ?</h2>
        <p>
          Une cagnotte d’entreprise est gratuite, comme toutes les cagnottes. Les challenges connectés et les programmes de mécénat sur
          mesure font l’objet d’une offre dédiée, présentée sur notre <Link to="/mecenat-entreprise">site entreprises</Link>.
        </p>
      </section>
    </>
  );
}
