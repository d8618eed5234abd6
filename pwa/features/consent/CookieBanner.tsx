import { useEffect, useRef, type MouseEvent } from 'react';
import { Link, useLocation } from '@/lib/navigation';
import { CONSENT_FORM_PATH, type ConsentChoice } from '@domain/consent-cookie';
import { ACCOUNT_NOTICES } from '@domain/notices';
import { Button } from '@/ui/Button';
import { toastInfo } from '@/ui/toast';
import { consentStore } from './consent-store';
import { useConsent } from './useConsent';
import './cookie-banner.css';

export const COOKIE_POLICY_PATH = '/politique-cookie-cagnotte-solidaire';

/**
 * The opt-out cookie banner: audience measurement runs until the visitor refuses. On a phone it is a
 * compact bar (a short text beside the two buttons, issue 45 item 1) so that it never covers a pot
 * page's giving box; wider screens get the full text. Refusing shows the
 * spec's toast; either choice is remembered for 13 months. The server writes it into the pages it
 * renders, so its buttons are a form too, which the server answers while the page's script has not run
 * yet (api/public-site/consent.routes.ts); once it has, the app answers them itself.
 */
export function CookieBanner() {
  const { choice, bannerOpen } = useConsent();
  const { pathname, search } = useLocation();
  const regionRef = useRef<HTMLElement>(null);
  const reopened = bannerOpen && choice !== null;

  useEffect(() => {
    // Reopened from a "Gérer les cookies" button: bring the keyboard to the banner.
    if (reopened) regionRef.current?.focus();
  }, [reopened]);

  if (!bannerOpen) return null;

  // The button's own value, the one the form sends to the server when the page's script has not run.
  function handleChoice(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    const next = event.currentTarget.value as ConsentChoice;
    consentStore.choose(next);
    if (next === 'refused') toastInfo(ACCOUNT_NOTICES.cookiePreferencesNoted);
  }

  return (
    <section ref={regionRef} className="cookie-banner" aria-labelledby="cookie-banner-title" tabIndex={-1}>
      <div className="cookie-banner__inner">
        <div className="cookie-banner__text">
          <h2 id="cookie-banner-title" className="cookie-banner__title">
            Cookies et mesure d’audience
          </h2>
          {/* Phones get the short text, in a bar low enough to leave a pot page's giving box uncovered. */}
          <p className="cookie-banner__long">
            Nous comptons les pages vues avec notre propre outil, sans cookie publicitaire ni service tiers : seuls la page, le jour et un
            identifiant anonyme renouvelé chaque jour sont conservés, 13 mois au plus. <Link to={COOKIE_POLICY_PATH}>En savoir plus</Link>
          </p>
          <p className="cookie-banner__short">
            Mesure d’audience anonyme. <Link to={COOKIE_POLICY_PATH}>En savoir plus</Link>
          </p>
          {choice && (
            <p className="cookie-banner__current">
              Votre choix actuel : {choice === 'accepted' ? 'mesure d’audience acceptée' : 'mesure d’audience refusée'}.
            </p>
          )}
        </div>
        <form className="cookie-banner__actions" method="post" action={CONSENT_FORM_PATH}>
          <input type="hidden" name="back" value={`${pathname}${search}`} />
          <Button type="submit" name="choice" value="refused" variant="secondary" className="cookie-banner__choice" onClick={handleChoice}>
            Refuser
          </Button>
          <Button type="submit" name="choice" value="accepted" className="cookie-banner__choice" onClick={handleChoice}>
            Accepter
          </Button>
        </form>
      </div>
    </section>
  );
}
