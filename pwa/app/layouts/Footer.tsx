import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { openCookieSettings } from '@/features/consent/useConsent';
import { COMPANY } from '@/lib/company';
import { FOOTER_PARTNERS, SOCIAL_LINKS } from '@/features/marketing/data/footer-links';
import { Logo } from '@/ui/Logo';
import { LogoRow } from '@/ui/LogoRow';
import { footerColumns } from './nav-links';
import { SocialIcon } from './SocialIcon';
import './footer.css';

// The form's module is fetched when the footer renders (after the first screen, PublicLayout's Deferred), not
// before the page is interactive (the site pages' budget, docs/performance.md): the form waits for someone to type.
const NewsletterForm = lazy(async () => ({ default: (await import('@/features/marketing/components/NewsletterForm')).NewsletterForm }));

/**
 * The public footer (spec): partner logos, newsletter, social links, company name and address,
 * copyright 2022 and the site's links; plus the way back to the cookie choice.
 */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Link to="/" className="site-footer__logo" aria-label="Entraide, accueil">
            <Logo size={40} />
          </Link>
          <p className="site-footer__tagline">Des cagnottes pour vos moments importants, au profit d’associations qui agissent.</p>
          <address className="site-footer__address">
            {COMPANY.name}
            <br />
            {COMPANY.address}
          </address>
          <ul className="site-footer__social" aria-label="Entraide sur les réseaux sociaux">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.network}>
                <a href={social.url} target="_blank" rel="noopener noreferrer" aria-label={`${social.name} (nouvel onglet)`}>
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="site-footer__newsletter" id="newsletter">
          <Suspense fallback={null}>
            <NewsletterForm />
          </Suspense>
        </div>
        <nav className="site-footer__columns" aria-label="Liens du pied de page">
          {footerColumns.map((column) => (
            <section key={column.title} className="site-footer__column" aria-labelledby={`footer-${slug(column.title)}`}>
              <h2 id={`footer-${slug(column.title)}`} className="site-footer__heading">
                {column.title}
              </h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} reloadDocument={link.reload} className="site-footer__link">
                      {link.label}
                    </Link>
                  </li>
                ))}
                {column.title === 'Informations légales' && (
                  <li>
                    <button type="button" className="site-footer__link site-footer__button" onClick={openCookieSettings}>
                      Gérer les cookies
                    </button>
                  </li>
                )}
              </ul>
            </section>
          ))}
        </nav>
        <section className="site-footer__partners" aria-labelledby="footer-partners">
          <h2 id="footer-partners" className="site-footer__heading">
            Nos partenaires
          </h2>
          <LogoRow logos={FOOTER_PARTNERS} folder="partners" width={160} />
          <p className="site-footer__note">Logos illustratifs : partenaires fictifs.</p>
        </section>
        <p className="site-footer__copyright">© {new Date().getFullYear()} Entraide</p>
      </div>
    </footer>
  );
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
}
