import { PageHero } from '../components/PageHero';
import { StepList } from '../components/StepList';

const GIFT_STEPS = [
  {
    title: 'Choisissez un partenaire',
    text: 'Des artisans, librairies, producteurs et créateurs engagés, qui reversent une part de chaque vente à une association partenaire.',
  },
  {
    title: 'Sélectionnez votre cadeau',
    text: 'Coffret, livre, atelier ou objet fabriqué en France : la part reversée et l’association soutenue sont indiquées pour chaque cadeau.',
  },
  {
    title: 'Réglez sur le site du partenaire',
    text: 'Le paiement et la livraison se font chez le partenaire, qui verse ensuite la part solidaire à l’association.',
  },
];

/** Partner gifts: how a gift bought from a partner also supports a charity, in 3 steps. */
export function PartnerGiftsPage() {
  return (
    <>
      <PageHero eyebrow="Cadeaux partenaires" title="Des cadeaux qui soutiennent une association">
        <p>
          Quand une cagnotte ne suffit pas ou qu’un cadeau s’impose, offrez-le chez un partenaire d’Entraide : une part du prix va à une
          association.
        </p>
      </PageHero>
      <section className="page-section container" aria-labelledby="gift-steps-title">
        <h2 id="gift-steps-title">En 3 étapes</h2>
        <StepList steps={GIFT_STEPS} />
      </section>
      <section className="page-section container prose" aria-labelledby="become-partner-title">
        <h2 id="become-partner-title">Vous êtes une marque ou un commerçant ?</h2>
        <p>
          Rejoignez les partenaires d’Entraide : vous choisissez la part reversée et l’association soutenue, nous présentons vos cadeaux à
          une communauté de donateurs. Écrivez-nous à <a href="mailto:partenariats@entraide.example">partenariats@entraide.example</a>.
        </p>
        <p>
          Le paiement d’un cadeau se fait chez le partenaire : la part reversée n’est pas un don de votre part et n’ouvre pas droit à un
          reçu fiscal.
        </p>
      </section>
    </>
  );
}
