// One page of the manager area: the document title, the heading, optional actions beside it.
import type { ReactNode } from 'react';
import '@/ui/split-row.css';

type Props = { title: string; actions?: ReactNode; intro?: ReactNode; children: ReactNode };

export function ManagerPage({ title, actions, intro, children }: Props) {
  return (
    <section className="mgr-page">
      <title>{`${title} — Espace gestionnaire — Entraide`}</title>
      <header className="split-row split-row--spaced">
        <h1 className="mgr-page__title">{title}</h1>
        {actions && <div className="mgr-page__actions">{actions}</div>}
      </header>
      {intro && <p className="mgr-page__intro">{intro}</p>}
      {children}
    </section>
  );
}
