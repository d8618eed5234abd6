// The frame of every page of the charity area: the page's title (tab and heading), a way back to the
// checklist from the step pages, and the page's content in a phone-width column; `CharityReadPage`
// draws its content from one read of the API (loading, error with 'Réessayer', then the data).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { charityPaths } from '../paths';
import { QueryState } from './QueryState';
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

type ReadProps<T> = Omit<Props, 'children'> & { query: UseQueryResult<T>; children: (data: T) => ReactNode };

export function CharityReadPage<T>({ query, children, ...page }: ReadProps<T>) {
  return (
    <CharityPage {...page}>
      <QueryState query={query}>{children}</QueryState>
    </CharityPage>
  );
}
