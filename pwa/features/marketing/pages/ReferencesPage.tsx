import { truncatePartnerTitle } from '@domain/text';
import { CreatePotButton } from '../components/CreatePotEntry';
import { PageHero } from '../components/PageHero';
import { CLIENT_REFERENCES } from '../data/client-references';

/** Client references: 21 cards (logo, title cut at 44 characters with '..', description, link). */
export function ReferencesPage() {
  return (
    <>
      <PageHero eyebrow="Références" title="Ils nous font confiance" actions={<CreatePotButton size="lg" />}>
        <p>Entreprises, clubs, écoles et collectivités : ils ont transformé un événement en soutien à une association partenaire.</p>
      </PageHero>
      <section className="page-section container" aria-labelledby="references-title">
        <h2 id="references-title" className="visually-hidden">
          Références
        </h2>
        <ul className="card-grid card-grid--3">
          {CLIENT_REFERENCES.map((reference) => (
            <li key={reference.slug} className="card reference-card">
              <img
                src={`/img/marketing/clients/${reference.slug}.svg`}
                alt={`Logo ${reference.name}`}
                width="200"
                height="80"
                loading="lazy"
                decoding="async"
              />
              <h3 title={reference.title}>{truncatePartnerTitle(reference.title)}</h3>
              <p className="reference-card__name">{reference.name}</p>
              {/* Our own trusted HTML (data/client-references.ts), not user content. */}
              <p className="reference-card__description" dangerouslySetInnerHTML={{ __html: reference.descriptionHtml }} />
              <p className="card__actions">
                <a href={reference.url} target="_blank" rel="noopener noreferrer">
                  Voir le site<span className="visually-hidden"> de {reference.name} (nouvel onglet)</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
        <p className="note">
          Références illustratives : les organisations présentées sont fictives et leurs sites sont des adresses d’exemple.
        </p>
      </section>
    </>
  );
}
