import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ACCOUNT_NOTICES } from '../../../domain/notices';
import { Button } from '../../ui/Button';
import { toastInfo } from '../../ui/toast';
import { consentStore } from './consent-store';
import { useConsent } from './useConsent';
import './cookie-banner.css';

export const COOKIE_POLICY_PATH = '/politique-cookie-cagnotte-solidaire';

/**
 * The opt-out cookie banner: audience measurement runs until the visitor refuses. Refusing shows the
 * spec's toast; either choice is remembered for 13 months.
 */
export function CookieBanner() {
  const { choice, bannerOpen } = useConsent();
  const regionRef = useRef<HTMLElement>(null);
  const reopened = bannerOpen && choice !== null;

  useEffect(() => {
    // Reopened from a "Gérer les cookies" button: bring the keyboard to the banner.
    if (reopened) regionRef.current?.focus();
  }, [reopened]);

  if (!bannerOpen) return null;

  function handleRefuse() {
    consentStore.choose('refused');
    toastInfo(ACCOUNT_NOTICES.cookiePreferencesNoted);
  }

  return (
    <section ref={regionRef} className="cookie-banner" aria-labelledby="cookie-banner-title" tabIndex={-1}>
      <div className="cookie-banner__inner">
        <div className="cookie-banner__text">
          <h2 id="cookie-banner-title" className="cookie-banner__title">
            Cookies et mesure d’audience
          </h2>
          <p>
            Nous comptons les pages vues avec notre propre outil, sans cookie publicitaire ni service tiers : seuls la page, le jour et un
            identifiant anonyme renouvelé chaque jour sont conservés, 13 mois au plus. <Link to={COOKIE_POLICY_PATH}>En savoir plus</Link>
          </p>
          {choice && (
            <p className="cookie-banner__current">
              Votre choix actuel : {choice === 'accepted' ? 'mesure d’audience acceptée' : 'mesure d’audience refusée'}.
            </p>
          )}
        </div>
        <div className="cookie-banner__actions">
          <Button variant="secondary" onClick={handleRefuse}>
            Refuser
          </Button>
          <Button onClick={() => consentStore.choose('accepted')}>Accepter</Button>
        </div>
      </div>
    </section>
  );
}
