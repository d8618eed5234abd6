import { Link } from 'react-router-dom';
import { goalImagePath, type Association } from '@domain/directory';
import { buttonClassName } from '@/ui/Button';
import { useOdds } from '@/lib/charities/reference-lists';
import { charityPath } from '@/lib/charities/paths';
import { CertificationBadge } from '@/ui/charities/CertificationBadge';
import { CharityLogo } from '@/ui/charities/CharityLogo';
import { Slideshow, VideoPlayer } from '@/ui/charities/CharityMedia';
import { CreatePotForm } from './CreatePotForm';
import { RichText } from '@/ui/RichText';
import './charity.css';

type CharityDetailProps = {
  charity: Association;
  /** Shown in the directory's modal: the modal's title names the charity, and a link opens the page. */
  embedded?: boolean;
};

/** Every section of a charity's page (also the body of the directory's modal). */
export function CharityDetail({ charity, embedded = false }: CharityDetailProps) {
  const Heading = embedded ? 'h3' : 'h2';
  const goals = useOdds().data;
  const goalName = (n: number) => goals?.find((g) => g.odd_number === n)?.name;
  const documents = [
    { url: charity.desc_doc.url, label: 'Télécharger la présentation' },
    { url: charity.event_doc.url, label: 'Télécharger le document événement' },
  ].filter((d): d is { url: string; label: string } => d.url !== null);
  const impacts = [charity.equivalence_30euro, charity.equivalence_100euro];

  return (
    <article className={embedded ? 'charity charity--embedded' : 'charity'} aria-labelledby={embedded ? undefined : 'charity-name'}>
      <div className="charity__hero">
        {charity.banner.url ? <img className="charity__banner" src={charity.banner.url} alt="" /> : <div className="charity__banner" />}
        <CharityLogo name={charity.name} url={charity.logo.url} size={96} className="charity__logo" />
        <CertificationBadge charity={charity} size={64} className="charity__badge" />
      </div>

      <div className="charity__intro">
        {!embedded && (
          <h1 id="charity-name" className="charity__name">
            {charity.name}
          </h1>
        )}
        <p className="charity__meta">
          <span className="charity__category">{charity.category.name}</span>
          {charity.region ? ` · ${charity.region.name}` : ''}
          {charity.country.alpha2Code !== 'FR' || !charity.region ? ` · ${charity.country.name}` : ''}
        </p>
        {charity.description && <p className="charity__description">{charity.description}</p>}
      </div>

      <Slideshow charity={charity} />
      <VideoPlayer charity={charity} />

      {charity.about && (
        <section className="charity__section">
          <Heading>Qui sommes-nous ?</Heading>
          {charity.assoc_object && <p className="charity__object">{charity.assoc_object}</p>}
          <RichText html={charity.about} />
        </section>
      )}
      {charity.actions && (
        <section className="charity__section">
          <Heading>Nos actions</Heading>
          <RichText html={charity.actions} />
        </section>
      )}
      {documents.length > 0 && (
        <ul className="charity__documents">
          {documents.map((doc) => (
            <li key={doc.label}>
              <a
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                href={doc.url}
                download
                target="_blank"
                rel="noopener noreferrer"
              >
                {doc.label}
              </a>
            </li>
          ))}
        </ul>
      )}

      <section className="charity__section charity__create">
        <Heading>Créez votre cagnotte pour {charity.name}</Heading>
        <CreatePotForm charity={charity} />
      </section>

      {charity.odds.length > 0 && (
        <section className="charity__section">
          <Heading>Objectifs de développement durable soutenus</Heading>
          <ul className="charity__goals">
            {charity.odds.map((odd) => (
              <li key={odd.odd_number}>
                <img
                  src={goalImagePath(odd.odd_number)}
                  alt={[`Objectif ${odd.odd_number}`, goalName(odd.odd_number)].filter(Boolean).join(' : ')}
                  width={72}
                  height={72}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      {impacts.some(Boolean) && (
        <section className="charity__section">
          <Heading>L’impact de votre don</Heading>
          <ul className="charity__impacts">
            {impacts.map((text, i) =>
              text ? (
                <li key={i} className="impact">
                  <span className="impact__amount">{i === 0 ? '30\u00a0€' : '100\u00a0€'}</span>
                  <span>{text}</span>
                </li>
              ) : null,
            )}
          </ul>
        </section>
      )}

      <p className="charity__links">
        {embedded && (
          <a href={charityPath(charity)} target="_blank" rel="noopener">
            Ouvrir dans un nouvel onglet
          </a>
        )}
        <Link to="/">Retour à l’accueil</Link>
      </p>
    </article>
  );
}
