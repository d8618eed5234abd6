import type { ReactNode } from 'react';
import '../legal.css';

/** The banner of a legal page: our own illustration, the page's h1 and a short lead. */
export function LegalHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="legal-hero">
      <img className="legal-hero__banner" src="/img/marketing/banners/legal.svg" alt="" width="1120" height="200" />
      <div className="container legal-hero__inner">
        <h1 id="page-title">{title}</h1>
        {children && <div className="legal-hero__lead">{children}</div>}
      </div>
    </header>
  );
}
