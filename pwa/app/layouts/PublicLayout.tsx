import { Outlet } from 'react-router-dom';
import { Deferred } from '@/ui/Deferred';
import { Footer } from './Footer';
import { Header } from './Header';
import './layout.css';

/** Public pages: header, content and footer (rendered after the first screen, see Deferred). */
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
      <Deferred>
        <Footer />
      </Deferred>
    </div>
  );
}
