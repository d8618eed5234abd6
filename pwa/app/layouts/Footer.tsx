import { Link } from 'react-router-dom';
import { Logo } from '../../ui/Logo';
import { footerColumns } from './nav-links';
import './footer.css';

/**
 * The public footer frame: brand, link columns and copyright. The public-site issue adds partner
 * logos, the newsletter, social links and the company's name and address.
 */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__brand">
          <Link to="/" className="site-footer__logo" aria-label="Entraide, accueil">
            <Logo size={40} />
          </Link>
          <p className="site-footer__tagline">
            Des cagnottes pour vos moments importants, au profit d’associations qui agissent.
          </p>
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
              </ul>
            </section>
          ))}
        </nav>
        <p className="site-footer__copyright">© 2022 Entraide</p>
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
