import { LegalBlocks } from '../components/LegalText';
import { LegalHero } from '../components/LegalHero';
import { TERMS_ARTICLES_1 } from '../data/terms-articles-1';
import { TERMS_ARTICLES_2 } from '../data/terms-articles-2';
import { TERMS_ARTICLES_3 } from '../data/terms-articles-3';
import { TERMS_ARTICLES_4 } from '../data/terms-articles-4';
import { COMPANY } from '@/lib/company';

export const TERMS_ARTICLES = [...TERMS_ARTICLES_1, ...TERMS_ARTICLES_2, ...TERMS_ARTICLES_3, ...TERMS_ARTICLES_4];
export const TERMS_UPDATED_ON = '22 novembre 2026';

const anchor = (number: number) => `article-${number}`;

/** The terms of use: 20 articles written for Entraide, with a table of contents. */
export function TermsPage() {
  return (
    <>
      <LegalHero title="Conditions générales d’utilisation">
        <p>Les règles du service Entraide, pour les organisateurs, les donateurs et les associations. Version du {TERMS_UPDATED_ON}.</p>
      </LegalHero>
      <div className="container legal-layout legal-layout--toc">
        <nav className="legal-toc" aria-labelledby="toc-title">
          <h2 id="toc-title">Sommaire</h2>
          <ol>
            {TERMS_ARTICLES.map((article) => (
              <li key={article.number}>
                <a href={`#${anchor(article.number)}`}>{article.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal-text">
          {TERMS_ARTICLES.map((article) => (
            <section key={article.number} aria-labelledby={anchor(article.number)}>
              <h2 id={anchor(article.number)}>
                Article {article.number} — {article.title}
              </h2>
              <LegalBlocks blocks={article.blocks} />
            </section>
          ))}
          <p className="legal-note">
            Éditeur du service : {COMPANY.name}, {COMPANY.address}. {COMPANY.fictionalNote}
          </p>
        </div>
      </div>
    </>
  );
}
