import { useState } from 'react';
import { Link } from '@/lib/navigation';
import type { Association } from '@domain/directory';
import { goalImagePath } from '@domain/goal-images';
import { LazyModal } from '@/ui/LazyModal';
import { certificationLabel } from '@/lib/charities/certification';
import { CharityLogo } from '@/ui/charities/CharityLogo';
import { VideoPlayer } from '@/ui/charities/CharityMedia';
import { RichText } from '@/ui/RichText';
import { charityPath } from '@/lib/charities/paths';

/** The charity the pot supports: logo, badge, description, goals (the first always), video, 'Qui sommes-nous ?'. */
export function CharityBlock({ charity }: { charity: Association }) {
  const [about, setAbout] = useState(false);
  const goals = charity.odds.length > 0 ? charity.odds.map((odd) => odd.odd_number) : [1];
  return (
    <section className="charity-block" aria-labelledby="charity-block-title">
      <p className="charity-block__eyebrow">Au profit de</p>
      <div className="charity-block__head">
        <CharityLogo name={charity.name} url={charity.logo.url} size={64} />
        <h2 id="charity-block-title" className="charity-block__name">
          <Link to={charityPath(charity)}>{charity.name}</Link>
        </h2>
        <img
          className="charity-block__badge"
          src={charity.assoc_path_certification}
          alt={certificationLabel(charity.certification)}
          title={certificationLabel(charity.certification)}
          width={48}
          height={48}
        />
      </div>
      {charity.description && <p className="charity-block__description">{charity.description}</p>}
      <ul className="charity-block__goals" aria-label="Objectifs de développement durable soutenus">
        {goals.map((n) => (
          <li key={n}>
            <img src={goalImagePath(n)} alt={`Objectif de développement durable ${n}`} width={48} height={48} loading="lazy" />
          </li>
        ))}
      </ul>
      <VideoPlayer charity={charity} />
      {charity.about && (
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => setAbout(true)}>
          Qui sommes-nous ?
        </button>
      )}
      {about && charity.about && (
        <LazyModal title={`Qui sommes-nous ? — ${charity.name}`} onClose={() => setAbout(false)} size="lg">
          {charity.assoc_object && <p>{charity.assoc_object}</p>}
          <RichText html={charity.about} />
        </LazyModal>
      )}
    </section>
  );
}
