import { useSiteLinks } from '../requests/site-links';
import { CreatePotButton } from '../components/CreatePotEntry';
import { PageHero } from '../components/PageHero';
import { VideoEmbed } from '../components/VideoEmbed';

const VALUES: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: 'La simplicité',
    text: 'Donner doit être aussi simple qu’offrir un cadeau : une cagnotte se crée en quelques minutes et se partage d’un lien.',
  },
  {
    title: 'La transparence',
    text: 'Les dons vont intégralement à l’association choisie, sur un compte ouvert à son nom ; nos frais sont connus et facturés aux associations, pas aux donateurs.',
  },
  { title: 'L’exigence', text: 'Nous ne recommandons que des associations sélectionnées selon les six critères de notre charte qualité.' },
  {
    title: 'La proximité',
    text: 'Des associations de quartier comme des organisations nationales : chacun peut soutenir une cause près de chez lui.',
  },
  {
    title: 'Le respect des donateurs',
    text: 'Pas de publicité, pas de revente de données, le choix de l’anonymat et une mesure d’audience sans traceur tiers.',
  },
];

/** Values and about page (the spec's /about). */
export function ValuesPage() {
  const { links } = useSiteLinks();
  return (
    <>
      <PageHero eyebrow="Qui sommes-nous" title="Nos valeurs" actions={<CreatePotButton size="lg" />}>
        <p>
          Entraide est née d’une idée simple : nos fêtes, nos défis et nos hommages rassemblent des proches prêts à donner. Plutôt qu’un
          cadeau de plus, transformons ces moments en soutien durable pour les associations qui agissent.
        </p>
      </PageHero>

      <section className="page-section container" aria-labelledby="values-title">
        <h2 id="values-title">Ce qui nous guide</h2>
        <ul className="card-grid card-grid--3">
          {VALUES.map((value) => (
            <li key={value.title} className="card">
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="page-section container prose" aria-labelledby="commitments-title">
        <h2 id="commitments-title">Nos engagements</h2>
        <ul>
          <li>
            <strong>0,5 % de notre chiffre d’affaires</strong> est reversé chaque année à nos associations partenaires.
          </li>
          <li>
            Notre club sportif partenaire fait un <strong>don de 30 €</strong> à une association partenaire pour chaque nouvel adhérent.
          </li>
          <li>
            La création d’une cagnotte et le don restent <strong>gratuits</strong> pour les organisateurs et les donateurs.
          </li>
        </ul>
      </section>

      {links.presentation_video_url && (
        <section className="page-section container" aria-labelledby="video-title">
          <h2 id="video-title">Entraide en vidéo</h2>
          <div className="video-frame">
            <VideoEmbed url={links.presentation_video_url} title="Présentation d’Entraide" />
          </div>
        </section>
      )}
    </>
  );
}
