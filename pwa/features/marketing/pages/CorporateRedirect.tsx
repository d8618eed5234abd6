import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSiteLinks } from '../requests/site-links';
import '@/ui/message-page.css';
import '../marketing.css';

/**
 * /outsourcing and /mecenat-entreprise: the whole window goes to the corporate-giving site when one
 * is configured (CORPORATE_SITE_URL), else to our own page on corporate giving and CSR.
 */
export function CorporateRedirect() {
  const { links, status } = useSiteLinks();
  const navigate = useNavigate();

  useEffect(() => {
    if (status !== 'ready') return;
    if (links.corporate_site_url) window.location.replace(links.corporate_site_url);
    else void navigate('/mecenat-rse', { replace: true });
  }, [links.corporate_site_url, status, navigate]);

  return (
    <section className="message-page container" aria-labelledby="page-title">
      <h1 id="page-title">Mécénat d’entreprise</h1>
      <p role="status">Redirection vers notre offre pour les entreprises…</p>
    </section>
  );
}
