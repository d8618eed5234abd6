import type { ReactNode } from 'react';
import '../marketing.css';

type PageHeroProps = {
  /** Small line above the title. */
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
};

/** The band at the top of a content page: eyebrow, the page's h1, a lead paragraph and actions. */
export function PageHero({ eyebrow, title, children, actions }: PageHeroProps) {
  return (
    <header className="page-hero">
      <div className="container page-hero__inner">
        {eyebrow && <p className="page-hero__eyebrow">{eyebrow}</p>}
        <h1 id="page-title" className="page-hero__title">
          {title}
        </h1>
        {children && <div className="page-hero__lead">{children}</div>}
        {actions && <div className="page-hero__actions">{actions}</div>}
      </div>
    </header>
  );
}
