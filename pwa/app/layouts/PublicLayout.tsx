import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import './layout.css';

/** Public pages: header, content and footer. */
export function PublicLayout() {
  return (
    <div className="layout">
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <Header />
      <main id="contenu" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
