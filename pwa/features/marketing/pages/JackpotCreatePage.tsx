import { Link, Navigate, useParams } from 'react-router-dom';
import { buttonClassName } from '@/ui/Button';
import '@/ui/chips.css';
import { PageHero } from '../components/PageHero';

const CONTENT = {
  particular: {
    eyebrow: 'Cagnotte personnelle',
    title: 'Créer une cagnotte personnelle',
    lead: 'Un moment à fêter, une personne à honorer, un défi à relever : invitez vos proches à donner à une association plutôt qu’à acheter un cadeau.',
    occasions: ['Anniversaire', 'Mariage ou PACS', 'Naissance', 'Hommage à un proche', 'Défi sportif', 'Fête entre amis'],
    needs: [
      'environ 4 minutes ;',
      'un compte Entraide, que vous pouvez créer en chemin (il faut avoir 18 ans) ;',
      'une association partenaire, que vous choisissez à l’étape suivante.',
    ],
    select: '/select/particular',
  },
  company: {
    eyebrow: 'Cagnotte d’entreprise',
    title: 'Créer une cagnotte d’entreprise',
    lead: 'Associez vos équipes, vos clients et vos partenaires à une cause, avec une cagnotte à vos couleurs.',
    occasions: ['Pot de départ', 'Challenge sportif', 'Team building', 'Anniversaire de l’entreprise', 'Cadeau client', 'Séminaire'],
    needs: [
      'un compte entreprise avec la dénomination, le numéro SIREN et la forme juridique de la société ;',
      'l’identité du représentant légal, demandée pour les vérifications réglementaires ;',
      'votre logo, si vous souhaitez l’afficher sur la cagnotte.',
    ],
    select: '/select/company',
  },
} as const;

/** The page behind /create/jackpot/{type}: what to expect, then the event choice (forced reload, as the spec does). */
export function JackpotCreatePage() {
  const { type } = useParams();
  if (type !== 'particular' && type !== 'company') return <Navigate to="/create/jackpot/particular" replace />;
  const content = CONTENT[type];
  return (
    <>
      <PageHero
        eyebrow={content.eyebrow}
        title={content.title}
        actions={
          <Link to={content.select} reloadDocument className={buttonClassName({ size: 'lg' })}>
            Choisir mon événement
          </Link>
        }
      >
        <p>{content.lead}</p>
      </PageHero>
      <section className="page-section container" aria-labelledby="occasions-title">
        <h2 id="occasions-title">Pour quelle occasion ?</h2>
        <ul className="chips">
          {content.occasions.map((occasion) => (
            <li key={occasion} className="chip chip--static chips__item">
              {occasion}
            </li>
          ))}
        </ul>
      </section>
      <section className="page-section container prose" aria-labelledby="needs-title">
        <h2 id="needs-title">Ce qu’il vous faut</h2>
        <ul>
          {content.needs.map((need) => (
            <li key={need}>{need}</li>
          ))}
        </ul>
        <p>
          La création est gratuite et vous pourrez modifier votre cagnotte à tout moment pendant la collecte.{' '}
          <Link to="/comment-fonctionne-une-cagnotte-solidaire">Voir les étapes en détail</Link>
        </p>
      </section>
    </>
  );
}
