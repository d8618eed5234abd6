// The frame of every page of the charity area: the page's title (tab and heading), a way back to the
// checklist from the step pages, and the page's content in a phone-width column.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { charityPaths } from '../paths';
import '../charity.css';

type Props = { title: string; lead?: ReactNode; back?: boolean; children: ReactNode };

export function CharityPage({ title, lead, back = true, children }: Props) {
  return (
    <div className="charity-page container">
      <title>{`${title} — Espace association — Entraide`}</title>
      {back && (
        <nav aria-label="Retour">
          <Link to={charityPaths.home} className="charity-page__back">
            ← Espace association
          </Link>
        </nav>
      )}
      <h1 className="charity-page__title">{title}</h1>
      {lead && <p className="charity-page__lead">{lead}</p>}
      {children}
    </div>
  );
}
