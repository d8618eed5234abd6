import { Link } from 'react-router-dom';
import type { Association } from '@domain/directory';
import { buttonClassName } from '../Button';
import { charityPath } from '@/lib/charities/paths';
import { CertificationBadge } from './CertificationBadge';
import { CharityLogo } from './CharityLogo';

type CharityCardProps = {
  charity: Association;
  onMore: (charity: Association) => void;
  /** The pot wizard's step 1: 'Choisir cette association' on the card itself (issue 47). */
  onChoose?: (charity: Association) => void;
};

/** A charity in the grid: logo, cause, name, description (5 lines), badge, 'En savoir plus' (and 'Choisir'). */
export function CharityCard({ charity, onMore, onChoose }: CharityCardProps) {
  const titleId = `charity-${charity.id}-title`;
  return (
    <li className="charity-card">
      <article className="charity-card__inner" aria-labelledby={titleId}>
        <div className="charity-card__media">
          <CharityLogo name={charity.name} url={charity.logo.url} size={112} />
        </div>
        <div className="charity-card__body">
          <p className="charity-card__category">{charity.category.name}</p>
          <h3 id={titleId} className="charity-card__title">
            <Link to={charityPath(charity)}>{charity.name}</Link>
          </h3>
          {charity.description && <p className="charity-card__description">{charity.description}</p>}
          <div className="charity-card__footer">
            <CertificationBadge charity={charity} size={48} className="charity-card__badge" loading="lazy" decoding="async" />
            <button type="button" className={buttonClassName({ variant: 'secondary', size: 'sm' })} onClick={() => onMore(charity)}>
              En savoir plus <span className="visually-hidden">sur {charity.name}</span>
            </button>
            {onChoose && (
              <button type="button" className={buttonClassName({ size: 'sm' })} onClick={() => onChoose(charity)}>
                Choisir cette association <span className="visually-hidden">: {charity.name}</span>
              </button>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}
