import { useEffect, useState, useSyncExternalStore } from 'react';
import { rendersServerMarkup } from '@/lib/server-markup';
import { Button } from '@/ui/Button';
import {
  dismissInvitation,
  installPrompt,
  invitationFor,
  isIos,
  isStandalone,
  promptInstall,
  readDismissedAt,
  readPotJustCreated,
  subscribeInstall,
} from './install-invitation';
import { isDonationPath, onlineOnlyKind } from './network-gate';

type Props = { pathname: string; visits: number };

/** The install card at the bottom of the screen (see install-invitation.ts for when it shows). */
export function InstallInvitation({ pathname, visits }: Props) {
  const prompt = useSyncExternalStore(subscribeInstall, installPrompt, () => null);
  const [closed, setClosed] = useState(false);
  // Never part of a server-written first screen (the server knows neither the phone nor the visits): while
  // hydrating, the card waits for the first commit, so that an iPhone's second visit hydrates what it got.
  const [afterHydration, setAfterHydration] = useState(() => !rendersServerMarkup());
  useEffect(() => {
    if (!afterHydration) setAfterHydration(true);
  }, [afterHydration]);

  // Whether the app runs installed is asked last (matchMedia costs a few ms on a slow phone's first
  // render, blocking time on a slow phone, docs/performance.md): it only ever removes an invitation the other rules would show.
  const candidate =
    closed || !afterHydration
      ? null
      : invitationFor({
          pathname,
          visits,
          potJustCreated: readPotJustCreated(),
          donationPath: isDonationPath(pathname),
          paymentPage: onlineOnlyKind(pathname) === 'payment',
          standalone: false,
          dismissedAt: readDismissedAt(),
          hasPrompt: prompt !== null,
          ios: isIos(),
          now: Date.now(),
        });
  const kind = candidate && !isStandalone() ? candidate : null;
  if (!kind) return null;

  const later = () => {
    dismissInvitation();
    setClosed(true);
  };
  const install = async () => {
    const accepted = await promptInstall();
    if (!accepted) dismissInvitation();
    setClosed(true);
  };

  return (
    <section className="install-card" aria-labelledby="install-card-title" data-testid="install-invitation">
      <img src="/icons/icon-192.png" alt="" width="48" height="48" className="install-card__icon" />
      <div className="install-card__body">
        <h2 id="install-card-title" className="install-card__title">
          Installer Entraide sur votre téléphone
        </h2>
        {kind === 'prompt' ? (
          <p className="install-card__text">Retrouvez vos cagnottes d’un geste, même avec une connexion faible.</p>
        ) : (
          <ol className="install-card__steps" aria-label="Ajouter à l’écran d’accueil">
            <li>
              Touchez le bouton Partager <ShareIcon /> en bas de l’écran.
            </li>
            <li>Choisissez « Sur l’écran d’accueil » (Ajouter à l’écran d’accueil).</li>
            <li>Touchez « Ajouter » : Entraide s’ouvre depuis son icône.</li>
          </ol>
        )}
        <div className="install-card__actions">
          {kind === 'prompt' && (
            <Button size="sm" onClick={() => void install()}>
              Installer
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={later}>
            {kind === 'prompt' ? 'Plus tard' : 'J’ai compris'}
          </Button>
        </div>
      </div>
    </section>
  );
}

function ShareIcon() {
  return (
    <svg
      className="install-card__share"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      role="img"
      aria-label="(carré avec une flèche vers le haut)"
    >
      <path d="M12 3l4 4-1.4 1.4L13 6.8V15h-2V6.8L9.4 8.4 8 7zM5 10h3v2H7v7h10v-7h-1v-2h3v11H5z" fill="currentColor" />
    </svg>
  );
}
